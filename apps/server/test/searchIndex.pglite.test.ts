import { openPglite } from '../src/db/database';
import { describeSearchIndex } from './searchIndex';

describeSearchIndex('PGlite', () => openPglite('memory://'), false);
