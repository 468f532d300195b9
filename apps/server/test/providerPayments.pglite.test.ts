import { openPglite } from '../src/db/database';
import { describeProviderPayments } from './providerPayments';

describeProviderPayments('PGlite', () => openPglite('memory://'));
