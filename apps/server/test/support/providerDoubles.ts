import { zainCashWebhook } from '@tijara/api/contract';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { Clock } from '../../src/clock';
import { startFibDouble, type FibDouble } from '../../src/modules/payment/providers/doubles/fibDouble';
import {
  startZainCashDouble,
  type ZainCashDouble,
  type ZainCashDoubleOptions,
} from '../../src/modules/payment/providers/doubles/zainCashDouble';
import { useHarness, type Harness } from '../account/harness';
import { pressOnHostedPage } from '../paymentProvidersSupport';
import type { OpenDatabase } from './paymentSuite';

/**
 * What the suites that pay through ZainCash and FIB over HTTP share (providerPayments and
 * walletTopUpProvider): the doubles, started before the server so that it reads their addresses
 * from the environment as in production (`providersFromEnv`), on the harness's clock.
 */

/** The merchant's credentials at each double: a suite's own, so that suites do not meet. */
export interface DoubleCredentials {
  zainCash: { clientId: string; clientSecret: string; apiKey: string };
  fib: { clientId: string; clientSecret: string };
}

export interface ProviderDoubles {
  harness: Harness;
  /** The running doubles (once the suite's `beforeAll` hooks have run). */
  doubles: () => { zainCash: ZainCashDouble; fib: FibDouble };
  /** The ZainCash double's options: a test may unset `webhookUrl` for a while (its webhook lost). */
  zainCashOptions: ZainCashDoubleOptions;
}

/**
 * Call inside the suite's describe, instead of `useHarness`: starts the ZainCash and FIB doubles,
 * sets the provider variables to their addresses and `credentials`, then makes the harness
 * over `open` and points ZainCash's webhook at it; stops the doubles after the suite.
 */
export function useProviderDoubles(open: OpenDatabase, credentials: DoubleCredentials): ProviderDoubles {
  // The doubles keep the harness's time (its clock is made with it, below, before any call).
  const clock: Clock = { now: () => harness.clock.now() };
  const zainCashOptions: ZainCashDoubleOptions = {
    clientId: credentials.zainCash.clientId,
    clientSecret: credentials.zainCash.clientSecret,
    secret: credentials.zainCash.apiKey,
    clock,
  };
  let zainCash: ZainCashDouble;
  let fib: FibDouble;

  beforeAll(async () => {
    zainCash = await startZainCashDouble(zainCashOptions);
    fib = await startFibDouble({ ...credentials.fib, clock });
    vi.stubEnv('ZAINCASH_BASE_URL', zainCash.baseUrl);
    vi.stubEnv('ZAINCASH_CLIENT_ID', credentials.zainCash.clientId);
    vi.stubEnv('ZAINCASH_CLIENT_SECRET', credentials.zainCash.clientSecret);
    vi.stubEnv('ZAINCASH_API_KEY', credentials.zainCash.apiKey);
    vi.stubEnv('FIB_BASE_URL', fib.baseUrl);
    vi.stubEnv('FIB_CLIENT_ID', credentials.fib.clientId);
    vi.stubEnv('FIB_CLIENT_SECRET', credentials.fib.clientSecret);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await zainCash?.stop();
    await fib?.stop();
  });
  const harness = useHarness(open);
  beforeAll(() => {
    // ZainCash's webhook address is set up per merchant: the server's, once it listens.
    zainCashOptions.webhookUrl = `${harness.base}/pdpd${zainCashWebhook.path}`;
  });
  return { harness, doubles: () => ({ zainCash, fib }), zainCashOptions };
}

/** Follows a redirect a double's page answered to our server, as the browser would, without following ours. */
export async function followToServer(location: string | undefined) {
  expect(location).toBeDefined();
  const answer = await fetch(location!, { redirect: 'manual' });
  await answer.arrayBuffer();
  return { status: answer.status, location: answer.headers.get('location') };
}

/** Approves on ZainCash's hosted page with its webhook lost: only asking ZainCash then tells the payment is made. */
export async function approveWithoutWebhook(zainCashOptions: ZainCashDoubleOptions, pageUrl: string) {
  const webhookUrl = zainCashOptions.webhookUrl;
  zainCashOptions.webhookUrl = undefined;
  try {
    await pressOnHostedPage(pageUrl, 'approve');
  } finally {
    zainCashOptions.webhookUrl = webhookUrl;
  }
}
