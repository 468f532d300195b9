import { postgresForTests } from './postgresServer';
import { describePriceChange } from './priceChange';

const postgres = await postgresForTests();
describePriceChange('PostgreSQL', postgres.open, postgres.skipReason);
