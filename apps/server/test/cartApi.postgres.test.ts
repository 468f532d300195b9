import { describeCartApi } from './cartApi';
import { postgresForTests } from './postgresServer';

const postgres = await postgresForTests();
describeCartApi('PostgreSQL', postgres.open, postgres.skipReason);
