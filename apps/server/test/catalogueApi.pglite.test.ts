import { openTestPglite } from './support/testPglite';
import { describeCatalogueApi } from './catalogueApi';

describeCatalogueApi('PGlite', () => openTestPglite());
