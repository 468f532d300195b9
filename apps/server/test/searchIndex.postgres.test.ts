import { postgresForTests } from './postgresServer';
import { describeSearchIndex } from './searchIndex';

const postgres = await postgresForTests();
describeSearchIndex('PostgreSQL', postgres.open, true, postgres.skipReason);
