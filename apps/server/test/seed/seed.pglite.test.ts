import { openPglite } from '../../src/db/database';
import { describeCatalogueSeed } from './seedSuite';

describeCatalogueSeed('PGlite', () => openPglite('memory://'));
