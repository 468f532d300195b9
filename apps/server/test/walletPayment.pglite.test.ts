import { openPglite } from '../src/db/database';
import { describeWalletPayment } from './walletPayment';

describeWalletPayment('PGlite', () => openPglite('memory://'));
