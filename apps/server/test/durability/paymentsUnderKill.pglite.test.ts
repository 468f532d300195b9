import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe } from 'vitest';
import { openPglite } from '../../src/db/database';
import { sigkillDuringPaymentsTest } from './paymentsUnderKill';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tijara-sigkill-payments-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('SIGKILL during payments', () => {
  // The server's own embedded database: the killed process held PGlite and its files.
  sigkillDuringPaymentsTest('PGlite', () => ({
    env: { DATA_DIR: dataDir },
    open: () => openPglite(dataDir),
  }));
});
