import { defineProject } from 'vitest/config';
// One setting for every package's tests, in the workspace's root (not a package anyone imports).
// eslint-disable-next-line import-x/no-relative-packages
import { TEST_FILE_WORKERS } from '../../vitest.timing';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One PostgreSQL server for the run and one blank PGlite to start each in-memory one from.
    globalSetup: ['test/support/sharedDatabases.ts'],
    // Starting PostgreSQL (initdb + pg_ctl) takes a few seconds on a 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
    maxWorkers: TEST_FILE_WORKERS,
  },
});
