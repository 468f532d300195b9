import { describePaymentApi } from './paymentApi';
import { postgresForTests } from './postgresServer';

const postgres = await postgresForTests();
describePaymentApi('PostgreSQL', postgres.open, postgres.skipReason);
