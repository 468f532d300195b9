import { openPglite } from '../src/db/database';
import { describePaymentApi } from './paymentApi';

describePaymentApi('PGlite', () => openPglite('memory://'));
