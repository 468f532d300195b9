import { postgresForTests } from './postgresServer';
import { describeSearchSynonyms } from './searchSynonyms';

const postgres = await postgresForTests();
describeSearchSynonyms('PostgreSQL', postgres.open, postgres.skipReason);
