import { postgresForTests } from '../postgresServer';
import { describeCatalogueSeed } from './seedSuite';

const postgres = await postgresForTests();
describeCatalogueSeed('PostgreSQL', postgres.open, postgres.skipReason);
