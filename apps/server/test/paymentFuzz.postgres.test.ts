import { postgresForTests } from './postgresServer';
import { describePaymentFuzz } from './paymentFuzz';

const postgres = await postgresForTests();
describePaymentFuzz('PostgreSQL', postgres.open, postgres.skipReason);
