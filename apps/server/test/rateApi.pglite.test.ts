import { openTestPglite } from './support/testPglite';
import { describeRateApi } from './rateApi';

describeRateApi('PGlite', () => openTestPglite());
