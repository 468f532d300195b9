import { openPglite } from '../../src/db/database';
import { describeQuoteRequestApi } from './quoteRequestSuite';

describeQuoteRequestApi('PGlite', () => openPglite('memory://'));
