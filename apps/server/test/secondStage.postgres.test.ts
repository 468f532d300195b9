import { postgresForTests } from './postgresServer';
import { describeSecondStage } from './secondStage';

const postgres = await postgresForTests();
describeSecondStage('PostgreSQL', postgres.open, postgres.skipReason);
