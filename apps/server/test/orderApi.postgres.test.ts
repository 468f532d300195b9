import { describeOrderApi } from './orderApi';
import { postgresForTests } from './postgresServer';

const postgres = await postgresForTests();
describeOrderApi('PostgreSQL', postgres.open, postgres.skipReason);
