import { describeWalletApi } from './wallet';
import { postgresForTests } from './postgresServer';

const postgres = await postgresForTests();
describeWalletApi('PostgreSQL', postgres.open, postgres.skipReason);
