import { openTestPglite } from './support/testPglite';
import { describeWalletTopUp } from './walletTopUp';

describeWalletTopUp('PGlite', () => openTestPglite());
