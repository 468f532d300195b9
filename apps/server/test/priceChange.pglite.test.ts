import { openPglite } from '../src/db/database';
import { describePriceChange } from './priceChange';

describePriceChange('PGlite', () => openPglite('memory://'));
