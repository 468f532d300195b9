// Finds the Chromium that browser tests drive: CHROME_PATH when set, else the system's Chromium
// (Debian's `chromium`), else Playwright's own download. Says what to install when none is found.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Flags that keep Chromium quiet and reproducible on a closed network and in containers. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
];

function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const executable = chromium.executablePath();
    return executable && existsSync(executable) ? executable : null;
  } catch {
    return null;
  }
}

/** @returns {string} the path of a Chromium executable */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, which does not exist.`);
  }
  const system = SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (system) return system;
  const bundled = playwrightChromium();
  if (bundled) return bundled;
  throw new Error(
    [
      'No Chromium found for the browser tests. Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install chromium',
      "  - Playwright's own browser: pnpm exec playwright install chromium",
      'or set CHROME_PATH to a Chrome or Chromium executable.',
    ].join('\n'),
  );
}
