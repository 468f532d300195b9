import { afterAll } from 'vitest';
import { openPostgres, type Database } from '../src/db/database';
import { startPostgres } from './support/tempPostgres';

export { startPostgres, type PostgresServer } from './support/tempPostgres';

export interface PostgresForTests {
  /** Opens a connection pool to the server, or says why there is none. */
  open: () => Promise<Database | { unavailable: string }>;
  /** Why the tests of this file are skipped; undefined when the server runs. */
  skipReason: string | undefined;
}

/**
 * The production path (DATABASE_URL) against a real PostgreSQL server started for the calling test
 * file, and stopped after it. Where the server programs are missing the tests are skipped with the
 * reason printed; in CI, which installs them, that is a failure instead.
 */
export async function postgresForTests(): Promise<PostgresForTests> {
  const server = await startPostgres();
  if ('unavailable' in server) {
    if (process.env.CI) throw new Error(`PostgreSQL is required in CI: ${server.unavailable}`);
    console.warn(`PostgreSQL integration tests skipped: ${server.unavailable}`);
    return { open: () => Promise.resolve(server), skipReason: server.unavailable };
  }
  afterAll(() => server.stop());
  return { open: () => openPostgres(server.url), skipReason: undefined };
}
