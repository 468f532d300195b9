import { openTestPglite } from './support/testPglite';
import { describePriceChange } from './priceChange';

describePriceChange('PGlite', () => openTestPglite());
