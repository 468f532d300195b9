import { openTestPglite } from './support/testPglite';
import { describeProviderPayments } from './providerPayments';

describeProviderPayments('PGlite', () => openTestPglite());
