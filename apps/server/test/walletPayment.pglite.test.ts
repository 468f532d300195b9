import { openTestPglite } from './support/testPglite';
import { describeWalletPayment } from './walletPayment';

describeWalletPayment('PGlite', () => openTestPglite());
