import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// The Storybook test-runner's Jest configuration, ejected so that it can drive the system
// Chromium (the test-runner ignores browser paths given by environment variables).
const testRunnerConfig = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
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
