import { openTestPglite } from './support/testPglite';
import { describeSearchIndex } from './searchIndex';

describeSearchIndex('PGlite', () => openTestPglite(), false);
