import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ZainCashClient, type StartPaymentInput } from '../src/modules/payment/providers';
import {
  startZainCashDouble,
  type ZainCashDouble,
} from '../src/modules/payment/providers/doubles/zainCashDouble';
import { ManualClock } from './support/manualClock';
import { startLoopbackServer, type LoopbackServer } from './support/loopbackServer';
import { expectFailure, pressOnHostedPage } from './paymentProvidersSupport';

const credentials = {
  clientId: 'zc-client',
  clientSecret: 'zc-client-secret',
  secret: 'zc-merchant-api-key',
};

let clock: ManualClock;
let merchant: LoopbackServer;
let double: ZainCashDouble;
let client: ZainCashClient;

function clientFor(baseUrl: string, overrides: Partial<{ clientSecret: string; timeoutMs: number }> = {}) {
  return new ZainCashClient(
    {
      baseUrl,
      clientId: credentials.clientId,
      clientSecret: overrides.clientSecret ?? credentials.clientSecret,
      apiKey: credentials.secret,
      serviceType: 'order',
    },
    { fetch: (url, init) => fetch(url, init), clock, timeoutMs: overrides.timeoutMs ?? 2_000 },
  );
}

function attempt(reference: string, amount = 131_000): StartPaymentInput {
  return {
    reference,
    amount,
    currency: 'IQD',
    description: 'Order 1042, stage 1',
    returnUrl: `${merchant.origin}/payment-result?attempt=${reference}`,
    callbackUrl: `${merchant.origin}/hooks/zaincash`,
    locale: 'ckb',
  };
}

beforeEach(async () => {
  clock = new ManualClock(new Date());
  merchant = await startLoopbackServer(() => ({ status: 200, json: {} }));
  double = await startZainCashDouble({
    ...credentials,
    clock,
    webhookUrl: `${merchant.origin}/hooks/zaincash`,
  });
  client = clientFor(double.baseUrl);
});

afterEach(async () => {
  await double.stop();
  await merchant.close();
});

async function paidTransaction(reference: string) {
  const started = await client.start(attempt(reference));
  const location = await pressOnHostedPage(started.redirectUrl ?? '', 'approve');
  return { started, returned: new URL(location ?? '') };
}

describe('ZainCashClient against the ZainCash double', () => {
  it('starts, is paid on the hosted page, and verifies the return, the webhook and the status', async () => {
    const started = await client.start(attempt('att-1'));
    expect(started.redirectUrl).toBe(`${double.baseUrl}/pay/${started.providerRef}`);
    expect(started.validUntil!.getTime()).toBeGreaterThan(clock.now().getTime());
    const sent = double.transactions.get(started.providerRef)!;
    expect(sent).toMatchObject({ orderId: 'att-1', amount: 131_000, currency: 'IQD', language: 'ku' });

    const location = await pressOnHostedPage(started.redirectUrl!, 'approve');
    const returned = new URL(location!);
    expect(returned.pathname).toBe('/payment-result');
    expect(returned.searchParams.get('attempt')).toBe('att-1');

    const expected = { amount: 131_000, currency: 'IQD' } as const;
    const fromReturn = await client.verifyReturn({
      query: { token: returned.searchParams.get('token')! },
      expected,
    });
    expect(fromReturn).toEqual({
      provider: 'zaincash',
      providerRef: started.providerRef,
      reference: 'att-1',
      status: 'paid',
      providerStatus: 'SUCCESS',
      amount: 131_000,
      currency: 'IQD',
    });

    const hook = merchant.requests.find((request) => request.url.pathname === '/hooks/zaincash');
    expect(hook).toBeDefined();
    const fromWebhook = await client.verifyCallback({ body: JSON.parse(hook!.body), expected });
    expect(fromWebhook.status).toBe('paid');
    expect(fromWebhook.reference).toBe('att-1');

    expect((await client.status(started.providerRef)).status).toBe('paid');
    await client.refund(started.providerRef, 'buyer cancelled the order');
    expect(await client.status(started.providerRef)).toMatchObject({
      status: 'refunded',
      providerStatus: 'REFUNDED',
    });
    // One access token served every call: it is cached until it nears its expiry.
    expect(double.tokens.requests).toBe(1);
  });

  it('fetches a new access token once the cached one has expired', async () => {
    const started = await client.start(attempt('att-2'));
    clock.advance(3_600_000);
    await client.status(started.providerRef);
    expect(double.tokens.requests).toBe(2);
  });

  it('drops a refused access token and retries once with a new one', async () => {
    const started = await client.start(attempt('att-11'));
    double.tokens.revokeAll();
    expect((await client.status(started.providerRef)).status).toBe('pending');
    expect(double.tokens.requests).toBe(2);
  });

  it('reports a declined payment as failed', async () => {
    const started = await client.start(attempt('att-3'));
    const location = await pressOnHostedPage(started.redirectUrl!, 'decline');
    const token = new URL(location!).searchParams.get('token')!;
    expect(await client.verifyReturn({ query: { token } })).toMatchObject({
      status: 'failed',
      providerStatus: 'FAILED',
    });
  });

  it('is idempotent on our reference: a double submit gives the same transaction', async () => {
    const first = await client.start(attempt('att-4'));
    const second = await client.start(attempt('att-4'));
    expect(second.providerRef).toBe(first.providerRef);
    expect(double.transactions.size).toBe(1);
    // The same reference with another amount is refused, never a second payment.
    await expectFailure(client.start(attempt('att-4', 99_000)), 'rejected');
    expect(double.transactions.size).toBe(1);
  });

  it('refuses a token signed with another key, or whose payload was changed', async () => {
    const { started, returned } = await paidTransaction('att-5');
    const forged = await new SignJWT({ data: { transactionId: started.providerRef, orderId: 'att-5' } })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-merchant-key'));
    await expectFailure(client.verifyReturn({ query: { token: forged } }), 'bad_signature');

    const [header, , signature] = returned.searchParams.get('token')!.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ data: { transactionId: 'someone-else' } })).toString(
      'base64url',
    );
    await expectFailure(
      client.verifyReturn({ query: { token: `${header}.${otherPayload}.${signature}` } }),
      'bad_signature',
    );
    await expectFailure(client.verifyCallback({ body: { webhook_token: forged } }), 'bad_signature');
    await expectFailure(client.verifyCallback({ body: { status: 'SUCCESS' } }), 'malformed');
    await expectFailure(client.verifyReturn({ query: {} }), 'malformed');
  });

  it('refuses a wrong amount or currency', async () => {
    const { started, returned } = await paidTransaction('att-6');
    const token = returned.searchParams.get('token')!;
    await expectFailure(
      client.verifyReturn({ query: { token }, expected: { amount: 131_001, currency: 'IQD' } }),
      'mismatch',
    );
    double.transactions.get(started.providerRef)!.currency = 'USD';
    await expectFailure(
      client.verifyReturn({ query: { token }, expected: { amount: 131_000, currency: 'IQD' } }),
      'mismatch',
    );
    await expectFailure(client.status(started.providerRef, { amount: 131_000, currency: 'IQD' }), 'mismatch');
  });

  it('refuses an expired return token', async () => {
    const { returned } = await paidTransaction('att-7');
    clock.advance(3_601_000);
    await expectFailure(
      client.verifyReturn({ query: { token: returned.searchParams.get('token')! } }),
      'expired',
    );
  });

  it('maps a 5xx, a timeout, a refused login and an unknown transaction to typed failures', async () => {
    double.failNext(503);
    await expectFailure(client.start(attempt('att-8')), 'unavailable');
    const started = await client.start(attempt('att-8'));

    const impatient = clientFor(double.baseUrl, { timeoutMs: 100 });
    double.delayNext(1_000);
    await expectFailure(impatient.status(started.providerRef), 'timeout');

    await expectFailure(clientFor(double.baseUrl, { clientSecret: 'wrong' }).start(attempt('att-9')), 'auth');
    await expectFailure(client.status('000000000000000000000000'), 'not_found');
    // Reversing a transaction that was never paid is refused by ZainCash.
    await expectFailure(client.refund(started.providerRef, 'test'), 'rejected');
  });

  it('maps a provider that cannot be reached to unavailable', async () => {
    const baseUrl = double.baseUrl;
    await double.stop();
    await expectFailure(clientFor(baseUrl).start(attempt('att-10')), 'unavailable');
    double = await startZainCashDouble({ ...credentials, clock });
  });
});
