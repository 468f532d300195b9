import { postgresForTests } from './postgresServer';
import { describeWalletTopUpProvider } from './walletTopUpProvider';

const postgres = await postgresForTests();
describeWalletTopUpProvider('PostgreSQL', postgres.open, postgres.skipReason);
