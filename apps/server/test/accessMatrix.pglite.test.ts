import { openTestPglite } from './support/testPglite';
import { describeAccessMatrix } from './access/accessSuite';

describeAccessMatrix('PGlite', () => openTestPglite());
