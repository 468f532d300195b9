import { openTestPglite } from './support/testPglite';
import { describeAccountApi } from './accountApi';

describeAccountApi('PGlite', () => openTestPglite());
