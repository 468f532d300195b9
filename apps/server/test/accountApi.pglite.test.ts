import { openPglite } from '../src/db/database';
import { describeAccountApi } from './accountApi';

describeAccountApi('PGlite', () => openPglite('memory://'));
