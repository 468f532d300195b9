import { openTestPglite } from './support/testPglite';
import { describeCardPayment } from './cardPayment';

describeCardPayment('PGlite', () => openTestPglite());
