import { openTestPglite } from './support/testPglite';
import { describeOrderApi } from './orderApi';

describeOrderApi('PGlite', () => openTestPglite());
