import { postgresForTests } from '../postgresServer';
import { describeJobRunner } from './jobRunnerSuite';

const postgres = await postgresForTests();
describeJobRunner('PostgreSQL', { open: postgres.open, concurrent: true }, postgres.skipReason);
