import { afterAll } from 'vitest';
import { openPostgres } from '../src/db/database';
import { describeRateApi } from './rateApi';
import { startPostgres } from './postgresServer';

// The production path (DATABASE_URL) against a real PostgreSQL server started for this file.
// Where the server programs cannot be installed these tests are skipped with the reason printed;
// CI installs them, so there a missing server is a failure, not a skip.
const server = await startPostgres();
const unavailable = 'unavailable' in server ? server.unavailable : undefined;
if (unavailable !== undefined) {
  if (process.env.CI) throw new Error(`PostgreSQL is required in CI: ${unavailable}`);
  console.warn(`PostgreSQL integration tests skipped: ${unavailable}`);
}

afterAll(() => {
  if ('stop' in server) server.stop();
});

describeRateApi(
  'PostgreSQL',
  () => ('url' in server ? openPostgres(server.url) : Promise.resolve(server)),
  unavailable,
);
