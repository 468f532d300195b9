import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';
// One limit for every package's tests, in the workspace's root (not a package anyone imports).
// eslint-disable-next-line import-x/no-relative-packages
import { LOADED_MACHINE_TEST_MS, LOADED_MACHINE_WAIT_MS, TEST_FILE_WORKERS } from '../../vitest.timing';

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  resolve: { dedupe: ['intl-messageformat'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: LOADED_MACHINE_TEST_MS,
    maxWorkers: TEST_FILE_WORKERS,
    // Read by the setup file, which gives it to Testing Library's findBy* and waitFor.
    provide: { asyncWaitMs: LOADED_MACHINE_WAIT_MS },
  },
});
