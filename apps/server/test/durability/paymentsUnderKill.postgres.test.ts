import { afterAll, describe } from 'vitest';
import { openPostgres } from '../../src/db/database';
import { startPostgres } from '../postgresServer';
import { sigkillDuringPaymentsTest } from './paymentsUnderKill';

// Crash-safe settings (fsync, full page writes), as in production: only the app server is killed,
// and what PostgreSQL acknowledged must be there when it comes back.
const postgres = await startPostgres({ durable: true });
if ('unavailable' in postgres) {
  if (process.env.CI) throw new Error(`PostgreSQL is required in CI: ${postgres.unavailable}`);
  console.warn(`PostgreSQL SIGKILL payments test skipped: ${postgres.unavailable}`);
} else {
  afterAll(() => postgres.stop());
}

describe.skipIf('unavailable' in postgres)('SIGKILL during payments', () => {
  sigkillDuringPaymentsTest('PostgreSQL', () => {
    if ('unavailable' in postgres) throw new Error(postgres.unavailable);
    return { env: { DATABASE_URL: postgres.url }, open: () => openPostgres(postgres.url) };
  });
});
