import { afterAll, describe } from 'vitest';
import { startPostgres } from '../postgresServer';
import { sigkillDuringRegistrationsTest } from './registrationsUnderKill';

// Crash-safe settings (fsync, full page writes), as in production: only the app server is killed,
// and what PostgreSQL acknowledged must be there when it comes back.
const postgres = await startPostgres({ durable: true });
if ('unavailable' in postgres) {
  if (process.env.CI) throw new Error(`PostgreSQL is required in CI: ${postgres.unavailable}`);
  console.warn(`PostgreSQL SIGKILL test skipped: ${postgres.unavailable}`);
} else {
  afterAll(() => postgres.stop());
}

describe.skipIf('unavailable' in postgres)('SIGKILL during registrations', () => {
  sigkillDuringRegistrationsTest('PostgreSQL', () => {
    if ('unavailable' in postgres) throw new Error(postgres.unavailable);
    return { DATABASE_URL: postgres.url };
  });
});
