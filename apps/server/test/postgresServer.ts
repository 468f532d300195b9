import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { openPostgres, type Database } from '../src/db/database';

export { startPostgres, type PostgresServer } from './support/tempPostgres';

export interface PostgresForTests {
  /** Opens a connection pool to the file's database, or says why there is none. */
  open: () => Promise<Database | { unavailable: string }>;
  /** Why the tests of this file are skipped; undefined when the server runs. */
  skipReason: string | undefined;
}

/** Runs one statement on the server's maintenance database. */
async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The production path (DATABASE_URL) against a real PostgreSQL server: a database of the calling
 * test file's own, made on the run's server (`support/sharedDatabases.ts`) and dropped after the
 * file. Where the server programs are missing the tests are skipped with the reason printed; in
 * CI, which installs them, that is a failure instead.
 */
export async function postgresForTests(): Promise<PostgresForTests> {
  const server = inject('postgres');
  if (!server) throw new Error('no PostgreSQL server: run the tests through apps/server/vitest.config.ts');
  if ('unavailable' in server) {
    if (process.env.CI) throw new Error(`PostgreSQL is required in CI: ${server.unavailable}`);
    console.warn(`PostgreSQL integration tests skipped: ${server.unavailable}`);
    return { open: () => Promise.resolve(server), skipReason: server.unavailable };
  }
  const name = `test_${randomBytes(8).toString('hex')}`;
  await onServer(server.url, `CREATE DATABASE ${name}`);
  afterAll(() => onServer(server.url, `DROP DATABASE ${name} WITH (FORCE)`));
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return { open: () => openPostgres(url.toString()), skipReason: undefined };
}
