import { openTestPglite } from './support/testPglite';
import { describeAbuse } from './abuse/abuseSuite';

describeAbuse('PGlite', () => openTestPglite());
