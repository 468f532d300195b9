import { openTestPglite } from './support/testPglite';
import { describePaymentFuzz } from './paymentFuzz';

describePaymentFuzz('PGlite', () => openTestPglite());
