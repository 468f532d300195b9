import { describeCatalogueWrites } from './catalogue/catalogueWritesSuite';
import { postgresForTests } from './postgresServer';

const postgres = await postgresForTests();
describeCatalogueWrites('PostgreSQL', postgres.open, postgres.skipReason);
