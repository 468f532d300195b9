import { describeAccountApi } from './accountApi';
import { postgresForTests } from './postgresServer';

const postgres = await postgresForTests();
describeAccountApi('PostgreSQL', postgres.open, postgres.skipReason);
