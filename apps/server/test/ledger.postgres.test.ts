import { describeLedger } from './ledger';
import { postgresForTests } from './postgresServer';

const postgres = await postgresForTests();
describeLedger('PostgreSQL', postgres.open, postgres.skipReason);
