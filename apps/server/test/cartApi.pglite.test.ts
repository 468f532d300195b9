import { openPglite } from '../src/db/database';
import { describeCartApi } from './cartApi';

describeCartApi('PGlite', () => openPglite('memory://'));
