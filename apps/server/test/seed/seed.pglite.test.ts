import { openTestPglite } from '../support/testPglite';
import { describeCatalogueSeed } from './seedSuite';

describeCatalogueSeed('PGlite', () => openTestPglite());
