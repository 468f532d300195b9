import { afterAll } from 'vitest';
import { openPostgres } from '../src/db/database';
import { describeAccountApi } from './accountApi';
import { startPostgres } from './postgresServer';

// The production path (DATABASE_URL) against a real PostgreSQL server started for this file;
// skipped with the reason printed where the server programs are missing, a failure in CI.
const server = await startPostgres();
const unavailable = 'unavailable' in server ? server.unavailable : undefined;
if (unavailable !== undefined) {
  if (process.env.CI) throw new Error(`PostgreSQL is required in CI: ${unavailable}`);
  console.warn(`PostgreSQL integration tests skipped: ${unavailable}`);
}

afterAll(() => {
  if ('stop' in server) server.stop();
});

describeAccountApi(
  'PostgreSQL',
  () => ('url' in server ? openPostgres(server.url) : Promise.resolve(server)),
  unavailable,
);
