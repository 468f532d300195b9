import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Starting PostgreSQL (initdb + pg_ctl) takes a few seconds on a 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
