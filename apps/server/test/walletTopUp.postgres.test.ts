import { postgresForTests } from './postgresServer';
import { describeWalletTopUp } from './walletTopUp';

const postgres = await postgresForTests();
describeWalletTopUp('PostgreSQL', postgres.open, postgres.skipReason);
