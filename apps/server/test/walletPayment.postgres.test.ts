import { postgresForTests } from './postgresServer';
import { describeWalletPayment } from './walletPayment';

const postgres = await postgresForTests();
describeWalletPayment('PostgreSQL', postgres.open, postgres.skipReason);
