import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe } from 'vitest';
import { sigkillDuringRegistrationsTest } from './registrationsUnderKill';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tijara-sigkill-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('SIGKILL during registrations', () => {
  // The server's own embedded database: the killed process held PGlite and its files.
  sigkillDuringRegistrationsTest('PGlite', () => ({ DATA_DIR: dataDir }));
});
