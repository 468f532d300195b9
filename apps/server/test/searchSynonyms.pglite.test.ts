import { openTestPglite } from './support/testPglite';
import { describeSearchSynonyms } from './searchSynonyms';

describeSearchSynonyms('PGlite', () => openTestPglite());
