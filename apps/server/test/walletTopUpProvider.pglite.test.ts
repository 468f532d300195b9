import { openTestPglite } from './support/testPglite';
import { describeWalletTopUpProvider } from './walletTopUpProvider';

describeWalletTopUpProvider('PGlite', () => openTestPglite());
