import { postgresForTests } from '../postgresServer';
import { describeQuoteRequestApi } from './quoteRequestSuite';

const postgres = await postgresForTests();
describeQuoteRequestApi('PostgreSQL', postgres.open, postgres.skipReason);
