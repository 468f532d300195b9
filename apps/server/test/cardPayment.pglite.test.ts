import { openPglite } from '../src/db/database';
import { describeCardPayment } from './cardPayment';

describeCardPayment('PGlite', () => openPglite('memory://'));
