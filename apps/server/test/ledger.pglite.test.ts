import { openTestPglite } from './support/testPglite';
import { describeLedger } from './ledger';

describeLedger('PGlite', () => openTestPglite());
