import { describeRateApi } from './rateApi';
import { postgresForTests } from './postgresServer';

const postgres = await postgresForTests();
describeRateApi('PostgreSQL', postgres.open, postgres.skipReason);
