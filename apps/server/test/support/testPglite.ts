import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openPglite, type Database } from '../../src/db/database';

let template: Blob | undefined;

/**
 * A fresh, empty in-memory PGlite, as `openPglite('memory://')` opens, started from the run's
 * blank data directory (`sharedDatabases.ts`) instead of running initdb again: about 2 s instead
 * of 5-9 s on a 2-core machine.
 */
export function openTestPglite(): Promise<Database> {
  const file = inject('pgliteTemplate');
  if (file && !template) template = new Blob([readFileSync(file)]);
  return openPglite('memory://', { loadDataDir: template });
}
