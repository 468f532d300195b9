import { openPglite } from '../src/db/database';
import { describePaymentFuzz } from './paymentFuzz';

describePaymentFuzz('PGlite', () => openPglite('memory://'));
