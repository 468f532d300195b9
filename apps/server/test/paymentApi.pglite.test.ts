import { openTestPglite } from './support/testPglite';
import { describePaymentApi } from './paymentApi';

describePaymentApi('PGlite', () => openTestPglite());
