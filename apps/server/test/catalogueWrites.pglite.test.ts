import { openPglite } from '../src/db/database';
import { describeCatalogueWrites } from './catalogue/catalogueWritesSuite';

describeCatalogueWrites('PGlite', () => openPglite('memory://'));
