import { describeCatalogueApi } from './catalogueApi';
import { postgresForTests } from './postgresServer';

const postgres = await postgresForTests();
describeCatalogueApi('PostgreSQL', postgres.open, postgres.skipReason);
