import { describeAbuse } from './abuse/abuseSuite';
import { postgresForTests } from './postgresServer';

const postgres = await postgresForTests();
describeAbuse('PostgreSQL', postgres.open, postgres.skipReason);
