import { postgresForTests } from '../postgresServer';
import { describeClientApi } from './clientSuite';

const postgres = await postgresForTests();
describeClientApi('PostgreSQL', postgres.open, postgres.skipReason);
