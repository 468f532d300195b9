import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { LOADED_MACHINE_TEST_MS } from './vitest.timing.ts';

// The Storybook test-runner's Jest configuration, ejected so that it can drive the system
// Chromium (the test-runner ignores browser paths given by environment variables).
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // A story's first visit builds the page and runs axe: at a load of 14 on 2 cores that took longer
  // than the runner's 15 s, so stories failed for the machine's load, not their own fault.
  testTimeout: LOADED_MACHINE_TEST_MS,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS },
      contextOptions: {
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        viewport: { width: 800, height: 600 },
      },
    },
  },
};
