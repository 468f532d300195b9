import { openTestPglite } from '../support/testPglite';
import { describeClientApi } from './clientSuite';

describeClientApi('PGlite', () => openTestPglite());
