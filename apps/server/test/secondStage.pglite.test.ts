import { openTestPglite } from './support/testPglite';
import { describeSecondStage } from './secondStage';

describeSecondStage('PGlite', () => openTestPglite());
