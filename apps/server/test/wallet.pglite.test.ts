import { openPglite } from '../src/db/database';
import { describeWalletApi } from './wallet';

describeWalletApi('PGlite', () => openPglite('memory://'));
