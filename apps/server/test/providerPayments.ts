import { randomUUID } from 'node:crypto';
import {
  fibCallback,
  payOrderResult,
  startProviderPayment,
  zainCashReturn,
  zainCashWebhook,
  type ProviderSessionWire,
  type StagePaymentWire,
} from '@tijara/api/contract';
import { ORDER_STATUS } from '@tijara/domain';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FibDouble } from '../src/modules/payment/providers/doubles/fibDouble';
import type {
  ZainCashDouble,
  ZainCashDoubleOptions,
} from '../src/modules/payment/providers/doubles/zainCashDouble';
import type { Harness, RegisteredUser } from './account/harness';
import { pressOnHostedPage } from './paymentProvidersSupport';
import {
  approveWithoutWebhook,
  followToServer,
  useProviderDoubles,
  type DoubleCredentials,
} from './support/providerDoubles';
import { paymentSuite, STAGE_ONE_IQD, type OpenDatabase, type PaymentShelf } from './support/paymentSuite';

const SHELF: PaymentShelf = {
  suite: 'provider-payment-test',
  category: 9_420,
  categoryName: 'Provider payments',
  kettle: { id: 942_001, sku: 94_200_101 },
};

const CREDENTIALS: DoubleCredentials = {
  zainCash: { clientId: 'zc-suite-client', clientSecret: 'zc-suite-secret', apiKey: 'zc-suite-merchant-key' },
  fib: { clientId: 'fib-suite-client', clientSecret: 'fib-suite-secret' },
};

interface StartAnswer {
  attemptId: string;
  session: ProviderSessionWire;
  stagePayment: StagePaymentWire;
}

/** Paying a stage through the ZainCash and FIB doubles over HTTP (issue 15 item 2). */
function providerPaymentTests(
  h: Harness,
  doubles: () => { zainCash: ZainCashDouble; fib: FibDouble },
  zainCashOptions: ZainCashDoubleOptions,
) {
  const suite = paymentSuite(h, SHELF);
  const { ok, as, expectBooksBalanced } = suite;
  let buyer: RegisteredUser;

  beforeAll(async () => {
    buyer = await h.registerUser();
  });

  const newOrder = (who: RegisteredUser = buyer) => suite.newOrder(who);

  const start = (orderNo: string, method: 'zaincash' | 'fib', idempotencyKey = randomUUID(), who = buyer) =>
    as(who)<StartAnswer>(startProviderPayment.path, { orderNo, stage: 1, method, idempotencyKey });

  const result = (orderNo: string) => as(buyer)<StagePaymentWire>(payOrderResult.path, { orderNo, stage: 1 });

  /** The order's status, its attempts' events and its stage-1 postings: what a notice may change. */
  const recordOf = async (orderNo: string) => {
    const [order] = await h.db.query<{ status: number; paid_at: Date | null }>(
      'SELECT status, paid_at FROM customer_order WHERE order_no = $1',
      [orderNo],
    );
    const events = await h.db.query<{ kind: string }>(
      `SELECT e.kind FROM payment_event e JOIN payment_attempt a ON a.id = e.attempt_id
        WHERE a.order_no = $1 ORDER BY e.id`,
      [orderNo],
    );
    const [postings] = await h.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM ledger_transaction WHERE idempotency_key = $1',
      [`stage-payment:${orderNo}:1`],
    );
    return {
      status: order?.status,
      paid: order?.paid_at !== null,
      events: events.map((event) => event.kind),
      postings: postings?.count,
    };
  };

  it('offers ZainCash and FIB on a stage while they are configured and a rate is set', async () => {
    const orderNo = await newOrder();
    const stage = ok(await as(buyer)<StagePaymentWire>('/hello/pay/payOrder/create', { orderNo, stage: 1 }));
    expect(stage.methods).toEqual(expect.arrayContaining(['zaincash', 'fib']));
  });

  it('pays a stage through ZainCash end to end: the webhook settles it once, the return leads to /payment-result', async () => {
    const { zainCash } = doubles();
    const orderNo = await newOrder();
    const started = ok(await start(orderNo, 'zaincash'));
    expect(started.session).toMatchObject({ method: 'zaincash', qrCode: null, appLinks: null });
    expect(started.session.redirectUrl).toMatch(new RegExp(`^${zainCash.baseUrl}/pay/`));
    expect(started.stagePayment.state).toBe('processing');
    expect(started.stagePayment.attempts.at(-1)).toMatchObject({
      method: 'zaincash',
      currency: 'IQD',
      amountIqd: STAGE_ONE_IQD,
      status: 'submitted',
      expectedAnswerAt: null,
      provider: started.session,
    });
    // The provider was asked for the server's amount, in dinars.
    const transaction = [...zainCash.transactions.values()].find((t) => t.orderId === started.attemptId);
    expect(transaction).toMatchObject({ amount: STAGE_ONE_IQD, currency: 'IQD' });

    const webhooksBefore = zainCash.webhooks.length;
    const back = await pressOnHostedPage(started.session.redirectUrl!, 'approve');
    // The webhook reached the server and settled the stage.
    expect(zainCash.webhooks.slice(webhooksBefore).map((webhook) => webhook.status)).toEqual([200]);
    expect(await recordOf(orderNo)).toEqual({
      status: ORDER_STATUS.WAITING_PURCHASE,
      paid: true,
      events: ['submitted', 'providerSucceeded'],
      postings: 1,
    });
    // The buyer's return: the token is verified and the browser sent to the stage's result page.
    const returned = await followToServer(back);
    expect(returned).toEqual({ status: 303, location: `/payment-result?orderNo=${orderNo}&stage=1` });
    const stage = ok(await result(orderNo));
    expect(stage.state).toBe('success');
    expect(stage.attempts.at(-1)?.provider).toBeNull();

    // Replays of the webhook and of the return settle nothing more.
    const webhook = zainCash.webhooks.at(-1)!;
    const replayed = await h.call<{ outcome: string }>(zainCashWebhook.path, webhook.body);
    expect(ok(replayed)).toEqual({ outcome: 'unchanged' });
    expect((await followToServer(back)).status).toBe(303);
    expect((await recordOf(orderNo)).postings).toBe(1);
    expect((await recordOf(orderNo)).events).toEqual(['submitted', 'providerSucceeded']);
    await expectBooksBalanced();
  });

  it('pays a stage through FIB end to end: QR code, readable code and app links, the callback settles it once', async () => {
    const { fib } = doubles();
    const orderNo = await newOrder();
    const started = ok(await start(orderNo, 'fib'));
    expect(started.session.method).toBe('fib');
    expect(started.session.redirectUrl).toBeNull();
    expect(started.session.qrCode).toMatch(/^data:image\//);
    expect(started.session.readableCode).toEqual(expect.any(String));
    expect(started.session.appLinks?.personal).toMatch(new RegExp(`^${fib.baseUrl}/pay/`));
    expect(Date.parse(started.session.validUntil ?? '')).toBeGreaterThan(h.clock.now().getTime());
    const payment = [...fib.payments.values()].find((p) => p.readableCode === started.session.readableCode)!;
    expect(payment).toMatchObject({ amount: STAGE_ONE_IQD, currency: 'IQD' });
    // FIB sends the buyer straight to the result page, and its callback to the server.
    expect(payment.redirectUri).toMatch(new RegExp(`/payment-result\\?orderNo=${orderNo}&stage=1$`));

    const back = await pressOnHostedPage(started.session.appLinks!.personal, 'approve');
    expect(back).toBe(payment.redirectUri);
    expect(fib.callbacks.at(-1)?.status).toBe(200);
    expect(await recordOf(orderNo)).toEqual({
      status: ORDER_STATUS.WAITING_PURCHASE,
      paid: true,
      events: ['submitted', 'providerSucceeded'],
      postings: 1,
    });
    // A replayed callback, and one that claims another status, change nothing: FIB is asked.
    expect(ok(await h.call(fibCallback.path, fib.callbacks.at(-1)!.body))).toEqual({ outcome: 'unchanged' });
    expect(ok(await h.call(fibCallback.path, { id: payment.paymentId, status: 'DECLINED' }))).toEqual({
      outcome: 'unchanged',
    });
    expect((await recordOf(orderNo)).postings).toBe(1);
    expect(ok(await result(orderNo)).state).toBe('success');
    await expectBooksBalanced();
  });

  it('fails a declined payment, which the buyer repays by another provider', async () => {
    const orderNo = await newOrder();
    const first = ok(await start(orderNo, 'zaincash'));
    const back = await pressOnHostedPage(first.session.redirectUrl!, 'decline');
    expect((await followToServer(back)).location).toBe(`/payment-result?orderNo=${orderNo}&stage=1`);
    const failed = ok(await result(orderNo));
    expect(failed).toMatchObject({ state: 'failed', canRepay: true });
    expect(failed.methods).toEqual(expect.arrayContaining(['zaincash', 'fib']));
    expect((await recordOf(orderNo)).postings).toBe(0);

    const again = ok(await start(orderNo, 'fib'));
    await pressOnHostedPage(again.session.appLinks!.personal, 'approve');
    expect(await recordOf(orderNo)).toMatchObject({
      status: ORDER_STATUS.WAITING_PURCHASE,
      events: ['submitted', 'providerFailed', 'submitted', 'providerSucceeded'],
      postings: 1,
    });
  });

  it('asks the provider on payOrder/result while an attempt is pending (no webhook came)', async () => {
    const orderNo = await newOrder();
    const started = ok(await start(orderNo, 'zaincash'));
    expect(ok(await result(orderNo)).state).toBe('processing');
    // The buyer may still pay it at ZainCash: it cannot be given up for another method.
    const switched = await h.call(
      '/hello/pay/switchPay',
      { orderNo, stage: 1 },
      { token: buyer.token, locale: 'en' },
    );
    expect(switched.status).toBe(409);
    expect(switched.body.msg).toMatch(/waiting for the provider/);
    await approveWithoutWebhook(zainCashOptions, started.session.redirectUrl!);
    expect((await recordOf(orderNo)).postings).toBe(0);
    expect(ok(await result(orderNo)).state).toBe('success');
    expect(await recordOf(orderNo)).toMatchObject({ status: ORDER_STATUS.WAITING_PURCHASE, postings: 1 });
  });

  it('refuses a webhook or return with a wrong signature or an expired token, changing nothing', async () => {
    const { zainCash } = doubles();
    const orderNo = await newOrder();
    const started = ok(await start(orderNo, 'zaincash'));
    const transaction = [...zainCash.transactions.values()].find((t) => t.orderId === started.attemptId)!;
    // A token claiming success, signed with another key.
    const now = Math.floor(h.clock.now().getTime() / 1000);
    const forged = await new SignJWT({
      data: {
        transactionId: transaction.transactionId,
        orderId: started.attemptId,
        currentStatus: 'SUCCESS',
      },
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('not-the-merchant-key'));
    const before = await recordOf(orderNo);
    for (const body of [{ webhook_token: forged }, { webhook_token: 'not.a.jwt' }]) {
      const answer = await h.call(zainCashWebhook.path, body, { locale: 'en' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 400 });
      expect(answer.body.msg).toBe(
        "The payment provider's message could not be verified; nothing was changed.",
      );
    }
    const forgedReturn = await h.call(zainCashReturn.path, {}, { method: 'GET', query: { token: forged } });
    expect(forgedReturn.status).toBe(400);
    const expired = await zainCash.sign({ data: { transactionId: transaction.transactionId } }, -60);
    expect((await h.call(zainCashWebhook.path, { webhook_token: expired })).status).toBe(400);
    // Bad input: no token at all.
    expect((await h.call(zainCashWebhook.path, {})).status).toBe(400);
    expect((await h.call(zainCashReturn.path, {}, { method: 'GET' })).status).toBe(400);
    expect(await recordOf(orderNo)).toEqual(before);
    expect(ok(await result(orderNo)).state).toBe('processing');
  });

  it('changes nothing when the provider reports another amount or currency, for ZainCash and FIB', async () => {
    const { zainCash, fib } = doubles();
    const zainCashOrder = await newOrder();
    const zc = ok(await start(zainCashOrder, 'zaincash'));
    const transaction = [...zainCash.transactions.values()].find((t) => t.orderId === zc.attemptId)!;
    transaction.amount = STAGE_ONE_IQD - 1;
    const before = await recordOf(zainCashOrder);
    await pressOnHostedPage(zc.session.redirectUrl!, 'approve');
    expect(zainCash.webhooks.at(-1)?.status).toBe(422);
    expect(await recordOf(zainCashOrder)).toEqual(before);
    transaction.amount = STAGE_ONE_IQD;
    transaction.currency = 'USD';
    const replay = await h.call(zainCashWebhook.path, zainCash.webhooks.at(-1)!.body, { locale: 'en' });
    expect(replay.status).toBe(422);
    expect(replay.body.msg).toBe(
      "The provider's amount or currency does not match this payment; nothing was changed.",
    );
    expect(ok(await result(zainCashOrder)).state).toBe('processing');
    expect(await recordOf(zainCashOrder)).toEqual(before);

    const fibOrder = await newOrder();
    const started = ok(await start(fibOrder, 'fib'));
    const payment = [...fib.payments.values()].find((p) => p.readableCode === started.session.readableCode)!;
    payment.currency = 'USD';
    const fibBefore = await recordOf(fibOrder);
    await pressOnHostedPage(started.session.appLinks!.personal, 'approve');
    expect(fib.callbacks.at(-1)?.status).toBe(422);
    expect(await recordOf(fibOrder)).toEqual(fibBefore);
    expect(ok(await result(fibOrder)).state).toBe('processing');
    await expectBooksBalanced();
  });

  it('makes one attempt and one provider payment for two parallel starts with one key', async () => {
    const { zainCash, fib } = doubles();
    for (const method of ['zaincash', 'fib'] as const) {
      const orderNo = await newOrder();
      const key = randomUUID();
      const sizes = [zainCash.transactions.size, fib.payments.size];
      const answers = await Promise.all([start(orderNo, method, key), start(orderNo, method, key)]);
      const [first, second] = answers.map(ok);
      expect(second).toEqual(first);
      expect((await recordOf(orderNo)).events).toEqual(['submitted']);
      expect(zainCash.transactions.size + fib.payments.size).toBe(sizes[0]! + sizes[1]! + 1);
      // Another key while the attempt is open is refused; the key reused for another method too.
      expect((await start(orderNo, method)).status).toBe(409);
      expect((await start(orderNo, method === 'fib' ? 'zaincash' : 'fib', key)).status).toBe(409);
    }
  });

  it("answers bad input with a 4xx envelope and another buyer's order as one that does not exist", async () => {
    const orderNo = await newOrder();
    const bad = await as(buyer)(startProviderPayment.path, {
      orderNo,
      stage: 1,
      method: 'paypal',
      idempotencyKey: randomUUID(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const amountNamed = await as(buyer)(startProviderPayment.path, {
      orderNo,
      stage: 1,
      method: 'fib',
      idempotencyKey: randomUUID(),
      amount: 1,
    });
    expect(amountNamed.status).toBe(400);
    const other = await h.registerUser();
    expect((await start(orderNo, 'fib', randomUUID(), other)).status).toBe(404);
    expect((await h.call(fibCallback.path, { id: 'no-such-payment' })).status).toBe(404);
    expect((await h.call(fibCallback.path, { status: 'PAID' })).status).toBe(400);
    expect((await recordOf(orderNo)).events).toEqual([]);
  });

  it('answers 502 and records nothing when the provider cannot start the payment', async () => {
    const { fib } = doubles();
    const orderNo = await newOrder();
    fib.failNext(503);
    const answer = await h.call(
      startProviderPayment.path,
      {
        orderNo,
        stage: 1,
        method: 'fib',
        idempotencyKey: randomUUID(),
      },
      { token: buyer.token, locale: 'en' },
    );
    expect(answer.status).toBe(502);
    expect(answer.body.success).toBe(false);
    expect((await recordOf(orderNo)).events).toEqual([]);
    expect(ok(await result(orderNo)).state).toBe('unpaid');
  });
}

/**
 * The suite over a database: the doubles start first, the server then reads their addresses from
 * the environment as in production (`providersFromEnv`), and they share the harness's clock.
 */
export function describeProviderPayments(name: string, open: OpenDatabase, skipReason?: string) {
  describe.skipIf(skipReason !== undefined)(`${name}: paying through ZainCash and FIB`, () => {
    const { harness, doubles, zainCashOptions } = useProviderDoubles(open, CREDENTIALS);
    providerPaymentTests(harness, doubles, zainCashOptions);
  });
}
