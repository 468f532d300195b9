import { openTestPglite } from './support/testPglite';
import { describeCatalogueWrites } from './catalogue/catalogueWritesSuite';

describeCatalogueWrites('PGlite', () => openTestPglite());
