import { openTestPglite } from './support/testPglite';
import { describeCartApi } from './cartApi';

describeCartApi('PGlite', () => openTestPglite());
