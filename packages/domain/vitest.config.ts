import { defineProject } from 'vitest/config';
// One setting for every package's tests, in the workspace's root (not a package anyone imports).
// eslint-disable-next-line import-x/no-relative-packages
import { TEST_FILE_WORKERS } from '../../vitest.timing';

export default defineProject({
  test: { name: 'domain', environment: 'node', include: ['src/**/*.test.ts'], maxWorkers: TEST_FILE_WORKERS },
});
