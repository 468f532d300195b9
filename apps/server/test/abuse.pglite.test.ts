import { openPglite } from '../src/db/database';
import { describeAbuse } from './abuse/abuseSuite';

describeAbuse('PGlite', () => openPglite('memory://'));
