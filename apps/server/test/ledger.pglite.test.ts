import { openPglite } from '../src/db/database';
import { describeLedger } from './ledger';

describeLedger('PGlite', () => openPglite('memory://'));
