import { postgresForTests } from '../postgresServer';
import { describeDevAccounts } from './devAccountsSuite';

const postgres = await postgresForTests();
describeDevAccounts('PostgreSQL', postgres.open, postgres.skipReason);
