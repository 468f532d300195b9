import { openPglite } from '../src/db/database';
import { describeAccessMatrix } from './access/accessSuite';

describeAccessMatrix('PGlite', () => openPglite('memory://'));
