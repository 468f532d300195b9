import { openPglite } from '../src/db/database';
import { describeCatalogueApi } from './catalogueApi';

describeCatalogueApi('PGlite', () => openPglite('memory://'));
