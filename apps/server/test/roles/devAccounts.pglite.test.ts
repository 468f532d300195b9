import { openPglite } from '../../src/db/database';
import { describeDevAccounts } from './devAccountsSuite';

describeDevAccounts('PGlite', () => openPglite('memory://'));
