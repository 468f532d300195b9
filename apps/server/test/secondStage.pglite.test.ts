import { openPglite } from '../src/db/database';
import { describeSecondStage } from './secondStage';

describeSecondStage('PGlite', () => openPglite('memory://'));
