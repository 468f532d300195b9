import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { openPglite } from '../../src/db/database';
import { describeJobRunner } from './jobRunnerSuite';

// A data directory rather than memory, so a restart is a real one: closed and opened again.
const dataDir = mkdtempSync(path.join(tmpdir(), 'tijara-jobs-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describeJobRunner('PGlite', { open: () => openPglite(dataDir), concurrent: false });
