import { describeCardPayment } from './cardPayment';
import { postgresForTests } from './postgresServer';

const postgres = await postgresForTests();
describeCardPayment('PostgreSQL', postgres.open, postgres.skipReason);
