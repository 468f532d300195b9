import { openPglite } from '../../src/db/database';
import { describeClientApi } from './clientSuite';

describeClientApi('PGlite', () => openPglite('memory://'));
