import { openPglite } from '../src/db/database';
import { describeOrderApi } from './orderApi';

describeOrderApi('PGlite', () => openPglite('memory://'));
