import { openPglite } from '../src/db/database';
import { describeWalletTopUpProvider } from './walletTopUpProvider';

describeWalletTopUpProvider('PGlite', () => openPglite('memory://'));
