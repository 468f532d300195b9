import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

// End-to-end tests load the built storefront from the real server, started here the way
// `npm start` starts it, on its own port and with a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 41_873);
const dataDir = mkdtempSync(path.join(tmpdir(), 'tijara-e2e-'));
/** A rate no seed uses, set through the server's own command, so the test sees the table's value. */
export const E2E_RATE = '1457.6';
/**
 * The server appends every message it delivers here (OUTBOX_FILE), so a test reads the WhatsApp
 * code a buyer would receive. Named by port, not made per run: the config is loaded again in
 * each worker, and all of them must agree on the file. Tests read only lines written after they
 * started.
 */
export const E2E_OUTBOX_FILE = path.join(tmpdir(), `tijara-e2e-outbox-${port}.jsonl`);

/**
 * The provider's bank account the storefront shows for transfers (PAYMENT_BANK_ACCOUNTS): without
 * one, bank transfer is not offered. Made up, as the development accounts are.
 */
export const E2E_BANK_ACCOUNT = {
  bankName: 'Rafidain Bank',
  branchName: 'Baghdad, Al-Mansour',
  accountName: 'Tijara E2E Trading',
  swiftCode: 'RAFBIQBA',
  accountNumber: '0012 3456 7890',
};

/**
 * The ZainCash double (apps/server/src/modules/payment/providers/README.md) the server's ZainCash
 * client talks to in this run, on a port of its own, with the credentials both sides share. Made
 * up: no real ZainCash account is involved.
 */
export const E2E_ZAINCASH_PORT = Number(process.env.E2E_ZAINCASH_PORT ?? port + 1);
const zainCash = {
  ZAINCASH_CLIENT_ID: 'e2e-zaincash',
  ZAINCASH_CLIENT_SECRET: 'e2e-zaincash-secret',
  ZAINCASH_API_KEY: 'e2e-zaincash-key',
};
const serverUrl = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  forbidOnly: true,
  // One retry under CI: a run there shares two cores with its browsers and server, and one journey
  // of 54 failed once in CI without failing in three runs here. A retried test is listed as flaky
  // with its first error, so a flake is seen and not hidden; a test failing twice fails the run.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A test walks through several server-rendered pages and waits for each to hydrate, on a 2-core
  // machine shared by two browsers and the server: Playwright's defaults (30 s a test, 5 s an
  // assertion) were met only when the machine was otherwise idle.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL: serverUrl,
    locale: 'ar-IQ',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      // Started first: the server reaches it only when a buyer pays, but then it must be there.
      command: 'node --import tsx src/modules/payment/providers/doubles/run.ts',
      cwd: '../apps/server',
      // The inquiry of no transaction without a token: 401 once the double listens.
      url: `http://127.0.0.1:${E2E_ZAINCASH_PORT}/api/v2/payment-gateway/transaction/inquiry/ready`,
      env: {
        ...zainCash,
        ZAINCASH_DOUBLE_PORT: String(E2E_ZAINCASH_PORT),
        ZAINCASH_WEBHOOK_URL: `${serverUrl}/pdpd/hello/pay/provider/zaincash/webhook`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node apps/server/dist/cli.js set-rate ${E2E_RATE} && node apps/server/dist/main.js`,
      cwd: '..',
      url: `http://127.0.0.1:${port}/`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        OUTBOX_FILE: E2E_OUTBOX_FILE,
        PAYMENT_BANK_ACCOUNTS: JSON.stringify([E2E_BANK_ACCOUNT]),
        ...zainCash,
        ZAINCASH_BASE_URL: `http://127.0.0.1:${E2E_ZAINCASH_PORT}`,
        // Where the double sends the buyer back to (the address the browser uses).
        PAYMENT_PUBLIC_URL: serverUrl,
      },
      reuseExistingServer: false,
      // The first start generates the development catalogue (29 s on a loaded 2-core machine, where
      // the server then answered after 61 s): the limit leaves room for such a machine.
      timeout: 180_000,
    },
  ],
});
