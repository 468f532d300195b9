import { openTestPglite } from './support/testPglite';
import { describeWalletApi } from './wallet';

describeWalletApi('PGlite', () => openTestPglite());
