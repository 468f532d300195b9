import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FibClient, type StartPaymentInput } from '../src/modules/payment/providers';
import { startFibDouble, type FibDouble } from '../src/modules/payment/providers/doubles/fibDouble';
import { ManualClock } from './support/manualClock';
import { startLoopbackServer, type LoopbackServer } from './support/loopbackServer';
import { expectFailure, pressOnHostedPage } from './paymentProvidersSupport';

const credentials = { clientId: 'fib-client', clientSecret: 'fib-client-secret' };

let clock: ManualClock;
let merchant: LoopbackServer;
let double: FibDouble;
let client: FibClient;

function clientFor(baseUrl: string, overrides: Partial<{ clientSecret: string; timeoutMs: number }> = {}) {
  return new FibClient(
    {
      baseUrl,
      clientId: credentials.clientId,
      clientSecret: overrides.clientSecret ?? credentials.clientSecret,
    },
    { fetch: (url, init) => fetch(url, init), clock, timeoutMs: overrides.timeoutMs ?? 2_000 },
  );
}

function attempt(reference: string, amount = 250_000): StartPaymentInput {
  return {
    reference,
    amount,
    currency: 'IQD',
    description: 'Order 1042, second stage: sea freight and warehouse storage',
    returnUrl: `${merchant.origin}/payment-result?attempt=${reference}`,
    callbackUrl: `${merchant.origin}/hooks/fib?attempt=${reference}`,
    locale: 'ar',
  };
}

beforeEach(async () => {
  clock = new ManualClock(new Date());
  merchant = await startLoopbackServer(() => ({ status: 200, json: {} }));
  double = await startFibDouble({ ...credentials, clock });
  client = clientFor(double.baseUrl);
});

afterEach(async () => {
  await double.stop();
  await merchant.close();
});

describe('FibClient against the FIB double', () => {
  it('creates a payment, is paid in the app, and verifies the callback, the return and the status', async () => {
    const started = await client.start(attempt('att-1'));
    expect(started.qrCode).toMatch(/^data:image\/[a-z+]+;base64,/);
    expect(started.readableCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(started.appLinks).toEqual({
      personal: `${double.baseUrl}/pay/${started.providerRef}?app=personal`,
      business: `${double.baseUrl}/pay/${started.providerRef}?app=business`,
      corporate: `${double.baseUrl}/pay/${started.providerRef}?app=corporate`,
    });
    expect(started.validUntil!.getTime()).toBe(clock.now().getTime() + 3_600_000);
    const sent = double.payments.get(started.providerRef)!;
    // FIB takes at most 50 characters of description: the client cuts ours.
    expect(sent.description).toBe('Order 1042, second stage: sea freight and warehous');
    expect(sent).toMatchObject({
      amount: 250_000,
      currency: 'IQD',
      statusCallbackUrl: attempt('att-1').callbackUrl,
    });

    const expected = { amount: 250_000, currency: 'IQD' } as const;
    expect((await client.status(started.providerRef, expected)).status).toBe('pending');

    const location = await pressOnHostedPage(started.appLinks!.personal, 'approve');
    expect(location).toBe(attempt('att-1').returnUrl);

    const hook = merchant.requests.find((request) => request.url.pathname === '/hooks/fib');
    expect(JSON.parse(hook!.body)).toEqual({ id: started.providerRef, status: 'PAID' });
    expect(hook!.url.searchParams.get('attempt')).toBe('att-1');
    const fromCallback = await client.verifyCallback({ body: JSON.parse(hook!.body), expected });
    expect(fromCallback).toEqual({
      provider: 'fib',
      providerRef: started.providerRef,
      reference: undefined,
      status: 'paid',
      providerStatus: 'PAID',
      amount: 250_000,
      currency: 'IQD',
    });
    const fromReturn = await client.verifyReturn({ query: {}, providerRef: started.providerRef, expected });
    expect(fromReturn.status).toBe('paid');

    await client.refund(started.providerRef, 'buyer cancelled the order');
    expect(await client.status(started.providerRef)).toMatchObject({
      status: 'refunded',
      providerStatus: 'REFUNDED',
    });
    expect(double.tokens.requests).toBe(1);
  });

  it('trusts a callback only through the status query: a forged PAID changes nothing', async () => {
    const started = await client.start(attempt('att-2'));
    const verified = await client.verifyCallback({ body: { id: started.providerRef, status: 'PAID' } });
    expect(verified).toMatchObject({ status: 'pending', providerStatus: 'UNPAID' });
    await expectFailure(client.verifyCallback({ body: { status: 'PAID' } }), 'malformed');
    await expectFailure(
      client.verifyCallback({ body: { id: 'f00dbabe-0000-4000-8000-000000000000' } }),
      'not_found',
    );
  });

  it('cancels an unpaid payment and reports it cancelled; a declined one failed', async () => {
    const started = await client.start(attempt('att-3'));
    await client.cancel(started.providerRef);
    expect(await client.status(started.providerRef)).toMatchObject({
      status: 'cancelled',
      providerStatus: 'DECLINED:PAYMENT_CANCELLATION',
    });
    expect(double.callbacks.at(-1)?.body).toEqual({ id: started.providerRef, status: 'DECLINED' });
    await expectFailure(client.cancel(started.providerRef), 'rejected');

    const declined = await client.start(attempt('att-4'));
    await pressOnHostedPage(declined.appLinks!.business, 'decline');
    expect((await client.status(declined.providerRef)).status).toBe('failed');
  });

  it('reports a payment past validUntil as failed (expired)', async () => {
    const started = await client.start(attempt('att-5'));
    clock.advance(3_600_000);
    expect(await client.status(started.providerRef)).toMatchObject({
      status: 'failed',
      providerStatus: 'DECLINED:PAYMENT_EXPIRATION',
    });
  });

  it('refuses a wrong amount or currency', async () => {
    const started = await client.start(attempt('att-6'));
    await expectFailure(client.status(started.providerRef, { amount: 250_001, currency: 'IQD' }), 'mismatch');
    double.payments.get(started.providerRef)!.currency = 'USD';
    await expectFailure(
      client.verifyReturn({
        query: {},
        providerRef: started.providerRef,
        expected: { amount: 250_000, currency: 'IQD' },
      }),
      'mismatch',
    );
  });

  it('has no idempotency key: a double submit creates two payments', async () => {
    const first = await client.start(attempt('att-7'));
    const second = await client.start(attempt('att-7'));
    expect(second.providerRef).not.toBe(first.providerRef);
    expect(double.payments.size).toBe(2);
  });

  it('renews an expired access token and maps 5xx, timeouts and refused logins to typed failures', async () => {
    const started = await client.start(attempt('att-8'));
    clock.advance(3_600_000);
    await client.status(started.providerRef);
    expect(double.tokens.requests).toBe(2);

    double.failNext(502);
    await expectFailure(client.start(attempt('att-9')), 'unavailable');
    const impatient = clientFor(double.baseUrl, { timeoutMs: 100 });
    double.delayNext(1_000);
    await expectFailure(impatient.status(started.providerRef), 'timeout');
    await expectFailure(
      clientFor(double.baseUrl, { clientSecret: 'wrong' }).start(attempt('att-10')),
      'auth',
    );
    await expectFailure(client.refund(started.providerRef, 'never paid'), 'rejected');
  });
});
