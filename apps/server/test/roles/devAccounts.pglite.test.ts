import { openTestPglite } from '../support/testPglite';
import { describeDevAccounts } from './devAccountsSuite';

describeDevAccounts('PGlite', () => openTestPglite());
