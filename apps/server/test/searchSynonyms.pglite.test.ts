import { openPglite } from '../src/db/database';
import { describeSearchSynonyms } from './searchSynonyms';

describeSearchSynonyms('PGlite', () => openPglite('memory://'));
