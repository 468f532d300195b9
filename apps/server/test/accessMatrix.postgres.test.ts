import { describeAccessMatrix } from './access/accessSuite';
import { postgresForTests } from './postgresServer';

const postgres = await postgresForTests();
describeAccessMatrix('PostgreSQL', postgres.open, postgres.skipReason);
