import { openPglite } from '../src/db/database';
import { describeWalletTopUp } from './walletTopUp';

describeWalletTopUp('PGlite', () => openPglite('memory://'));
