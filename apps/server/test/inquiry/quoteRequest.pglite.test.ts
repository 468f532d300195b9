import { openTestPglite } from '../support/testPglite';
import { describeQuoteRequestApi } from './quoteRequestSuite';

describeQuoteRequestApi('PGlite', () => openTestPglite());
