import { openPglite } from '../src/db/database';
import { describeRateApi } from './rateApi';

describeRateApi('PGlite', () => openPglite('memory://'));
