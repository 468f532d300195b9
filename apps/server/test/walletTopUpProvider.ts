import { randomUUID } from 'node:crypto';
import {
  approveWalletTopUp,
  createWalletTopUp,
  fibCallback,
  getWalletSummary,
  getWalletTopUpProviders,
  listStaffWalletTopUps,
  listWalletTopUps,
  rejectWalletTopUp,
  startWalletTopUpProvider,
  walletTopUpProviderResult,
  zainCashReturn,
  zainCashWebhook,
  type ProviderSessionWire,
  type StaffWalletTopUpWire,
  type WalletSummaryWire,
  type WalletTopUpWire,
} from '@tijara/api/contract';
import { WALLET_TOP_UP_MAX_IQD, WALLET_TOP_UP_MIN_IQD } from '@tijara/domain';
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
import { suiteCalls, type OpenDatabase } from './support/paymentSuite';

const CREDENTIALS: DoubleCredentials = {
  zainCash: {
    clientId: 'zc-top-up-client',
    clientSecret: 'zc-top-up-secret',
    apiKey: 'zc-top-up-merchant-key',
  },
  fib: { clientId: 'fib-top-up-client', clientSecret: 'fib-top-up-secret' },
};

interface StartAnswer {
  topUp: WalletTopUpWire;
  session: ProviderSessionWire;
}

interface ResultAnswer {
  topUp: WalletTopUpWire;
  session: ProviderSessionWire | null;
}

/** Topping up the wallet through the ZainCash and FIB doubles over HTTP (issue 15 item 5). */
function providerTopUpTests(
  h: Harness,
  doubles: () => { zainCash: ZainCashDouble; fib: FibDouble },
  zainCashOptions: ZainCashDoubleOptions,
) {
  let finance: RegisteredUser;

  const { ok, as, staffMember, expectBooksBalanced } = suiteCalls(h);

  beforeAll(async () => {
    finance = await staffMember('finance');
  });

  const start = (
    user: RegisteredUser,
    provider: 'zaincash' | 'fib',
    amountIqd: number,
    requestId: string = randomUUID(),
  ) => as(user)<StartAnswer>(startWalletTopUpProvider.path, { requestId, provider, amountIqd });

  const result = async (user: RegisteredUser, topUpId: string) =>
    ok(await as(user)<ResultAnswer>(walletTopUpProviderResult.path, { topUpId }));

  const available = async (user: RegisteredUser) =>
    ok(await as(user)<WalletSummaryWire>(getWalletSummary.path)).availableIqd;

  const mine = async (user: RegisteredUser) =>
    ok(await as(user)<{ records: WalletTopUpWire[] }>(listWalletTopUps.path)).records;

  /** The top-up's credits in the ledger and its decisions: what a notice may change. */
  const recordOf = async (topUpId: string) => {
    const [credits] = await h.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM ledger_transaction WHERE idempotency_key = $1',
      [`wallet-top-up:${topUpId}`],
    );
    const decisions = await h.db.query<{ decision: string; provider_status: string | null }>(
      'SELECT decision, provider_status FROM wallet_top_up_decision WHERE top_up_id = $1',
      [topUpId],
    );
    return { credits: credits?.count, decisions };
  };

  const walletPage = (topUpId: string) => `/individualCenter/wallet?topUp=${topUpId}`;

  it('offers ZainCash and FIB for top-ups while they are configured', async () => {
    const buyer = await h.registerUser();
    expect(ok(await as(buyer)(getWalletTopUpProviders.path))).toEqual({ providers: ['zaincash', 'fib'] });
  });

  it('tops up through ZainCash: the webhook credits the wallet once, the return leads to the wallet page', async () => {
    const { zainCash } = doubles();
    const buyer = await h.registerUser();
    const started = ok(await start(buyer, 'zaincash', 25_000));
    expect(started.topUp).toMatchObject({ method: 'zaincash', amountIqd: 25_000, status: 'pending' });
    expect(started.session).toMatchObject({ method: 'zaincash', qrCode: null, appLinks: null });
    expect(started.session.redirectUrl).toMatch(new RegExp(`^${zainCash.baseUrl}/pay/`));
    // The provider was asked for the top-up's dinars, naming the top-up.
    const transaction = [...zainCash.transactions.values()].find(
      (t) => t.orderId === `top-up:${started.topUp.id}`,
    );
    expect(transaction).toMatchObject({ amount: 25_000, currency: 'IQD' });
    // Finance's queue holds only what finance decides.
    const queue = ok(await as(finance)<StaffWalletTopUpWire[]>(listStaffWalletTopUps.path));
    expect(queue.map((item) => item.id)).not.toContain(started.topUp.id);

    const webhooksBefore = zainCash.webhooks.length;
    const back = await pressOnHostedPage(started.session.redirectUrl!, 'approve');
    expect(zainCash.webhooks.slice(webhooksBefore).map((webhook) => webhook.status)).toEqual([200]);
    expect(await available(buyer)).toBe(25_000);
    expect(await recordOf(started.topUp.id)).toEqual({
      credits: 1,
      decisions: [{ decision: 'approved', provider_status: 'SUCCESS' }],
    });
    // The buyer's return: the token is verified and the browser sent to the wallet page.
    expect(await followToServer(back)).toEqual({ status: 303, location: walletPage(started.topUp.id) });
    expect((await mine(buyer))[0]).toMatchObject({
      id: started.topUp.id,
      method: 'zaincash',
      status: 'approved',
    });
    expect(await result(buyer, started.topUp.id)).toMatchObject({
      topUp: { status: 'approved' },
      session: null,
    });

    // Replays of the webhook and of the return, also at once, credit nothing more.
    const webhook = zainCash.webhooks.at(-1)!;
    const replays = await Promise.all(
      Array.from({ length: 4 }, () => h.call<{ outcome: string }>(zainCashWebhook.path, webhook.body)),
    );
    expect(replays.map((replay) => ok(replay))).toEqual(Array(4).fill({ outcome: 'unchanged' }));
    expect((await followToServer(back)).status).toBe(303);
    expect(await available(buyer)).toBe(25_000);
    expect((await recordOf(started.topUp.id)).credits).toBe(1);
    // Finance cannot decide it.
    const approval = await as(finance)(approveWalletTopUp.path, { topUpId: started.topUp.id });
    expect(approval.status).toBe(409);
    expect(approval.body.msg).toBe(
      'This top-up is paid through a payment provider: its payment decides it, not finance.',
    );
    const rejection = await as(finance)(rejectWalletTopUp.path, {
      topUpId: started.topUp.id,
      reason: 'notReceived',
    });
    expect(rejection.status).toBe(409);
    await expectBooksBalanced();
  });

  it('tops up through FIB: QR code and app links, parallel callbacks credit the wallet once', async () => {
    const { fib } = doubles();
    const buyer = await h.registerUser();
    const started = ok(await start(buyer, 'fib', 40_000));
    expect(started.session.method).toBe('fib');
    expect(started.session.redirectUrl).toBeNull();
    expect(started.session.qrCode).toMatch(/^data:image\//);
    expect(started.session.appLinks?.personal).toMatch(new RegExp(`^${fib.baseUrl}/pay/`));
    const payment = [...fib.payments.values()].find((p) => p.readableCode === started.session.readableCode)!;
    expect(payment).toMatchObject({ amount: 40_000, currency: 'IQD' });
    // FIB sends the buyer straight back to the wallet page, and its callback to the server.
    expect(payment.redirectUri).toMatch(new RegExp(`${walletPage(started.topUp.id).replace('?', '\\?')}$`));
    // While unpaid, the result asks FIB and shows how to pay.
    expect(await result(buyer, started.topUp.id)).toEqual({ topUp: started.topUp, session: started.session });

    // Paid at FIB, with its callbacks arriving all at once (and the buyer's page asking too).
    payment.status = 'PAID';
    payment.paidAt = h.clock.now();
    const [callbacks] = await Promise.all([
      Promise.all(
        Array.from({ length: 5 }, () =>
          h.call<{ outcome: string }>(fibCallback.path, { id: payment.paymentId, status: 'PAID' }),
        ),
      ),
      result(buyer, started.topUp.id),
    ]);
    const outcomes = callbacks.map((answer) => ok(answer).outcome).sort();
    expect(outcomes.filter((outcome) => outcome === 'settled').length).toBeLessThanOrEqual(1);
    expect(outcomes.every((outcome) => outcome === 'settled' || outcome === 'unchanged')).toBe(true);
    expect(await recordOf(started.topUp.id)).toEqual({
      credits: 1,
      decisions: [{ decision: 'approved', provider_status: 'PAID' }],
    });
    expect(await available(buyer)).toBe(40_000);
    // A callback claiming another status changes nothing: FIB is asked.
    expect(ok(await h.call(fibCallback.path, { id: payment.paymentId, status: 'DECLINED' }))).toEqual({
      outcome: 'unchanged',
    });
    expect(await result(buyer, started.topUp.id)).toMatchObject({
      topUp: { status: 'approved' },
      session: null,
    });
    await expectBooksBalanced();
  });

  it('fails a declined or cancelled payment: nothing credited, the buyer tops up again', async () => {
    const { fib } = doubles();
    const buyer = await h.registerUser();
    const declined = ok(await start(buyer, 'zaincash', 10_000));
    const back = await pressOnHostedPage(declined.session.redirectUrl!, 'decline');
    expect((await followToServer(back)).location).toBe(walletPage(declined.topUp.id));
    expect(await result(buyer, declined.topUp.id)).toMatchObject({
      topUp: { status: 'failed' },
      session: null,
    });
    expect((await recordOf(declined.topUp.id)).credits).toBe(0);

    const cancelled = ok(await start(buyer, 'fib', 12_000));
    const payment = [...fib.payments.values()].find(
      (p) => p.readableCode === cancelled.session.readableCode,
    )!;
    await pressOnHostedPage(cancelled.session.appLinks!.personal, 'decline');
    expect(fib.callbacks.at(-1)?.status).toBe(200);
    expect(payment.status).toBe('DECLINED');
    expect(await recordOf(cancelled.topUp.id)).toEqual({
      credits: 0,
      decisions: [{ decision: 'failed', provider_status: 'DECLINED:SERVER_FAILURE' }],
    });
    expect((await mine(buyer)).map((topUp) => [topUp.method, topUp.status])).toEqual([
      ['fib', 'failed'],
      ['zaincash', 'failed'],
    ]);
    expect(await available(buyer)).toBe(0);

    const again = ok(await start(buyer, 'fib', 12_000));
    await pressOnHostedPage(again.session.appLinks!.personal, 'approve');
    expect(await available(buyer)).toBe(12_000);
  });

  it('asks the provider on the result while a top-up is pending (no webhook came)', async () => {
    const buyer = await h.registerUser();
    const started = ok(await start(buyer, 'zaincash', 15_000));
    await approveWithoutWebhook(zainCashOptions, started.session.redirectUrl!);
    expect((await recordOf(started.topUp.id)).credits).toBe(0);
    expect(await result(buyer, started.topUp.id)).toMatchObject({
      topUp: { status: 'approved' },
      session: null,
    });
    expect(await available(buyer)).toBe(15_000);
  });

  it('changes nothing when the provider reports another amount or currency, or the signature is wrong', async () => {
    const { zainCash, fib } = doubles();
    const buyer = await h.registerUser();
    const zc = ok(await start(buyer, 'zaincash', 30_000));
    const transaction = [...zainCash.transactions.values()].find(
      (t) => t.orderId === `top-up:${zc.topUp.id}`,
    )!;
    transaction.amount = 29_999;
    await pressOnHostedPage(zc.session.redirectUrl!, 'approve');
    expect(zainCash.webhooks.at(-1)?.status).toBe(422);
    transaction.amount = 30_000;
    transaction.currency = 'USD';
    const replay = await h.call(zainCashWebhook.path, zainCash.webhooks.at(-1)!.body, { locale: 'en' });
    expect(replay.status).toBe(422);
    expect(replay.body.msg).toBe(
      "The provider's amount or currency does not match this payment; nothing was changed.",
    );
    // A token claiming success, signed with another key.
    const now = Math.floor(h.clock.now().getTime() / 1000);
    const forged = await new SignJWT({
      data: {
        transactionId: transaction.transactionId,
        orderId: `top-up:${zc.topUp.id}`,
        currentStatus: 'SUCCESS',
      },
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('not-the-merchant-key'));
    expect((await h.call(zainCashWebhook.path, { webhook_token: forged })).status).toBe(400);
    expect((await h.call(zainCashReturn.path, {}, { method: 'GET', query: { token: forged } })).status).toBe(
      400,
    );
    expect(await recordOf(zc.topUp.id)).toEqual({ credits: 0, decisions: [] });
    expect((await result(buyer, zc.topUp.id)).topUp.status).toBe('pending');

    const started = ok(await start(buyer, 'fib', 30_000));
    const payment = [...fib.payments.values()].find((p) => p.readableCode === started.session.readableCode)!;
    payment.amount = 3_000;
    await pressOnHostedPage(started.session.appLinks!.personal, 'approve');
    expect(fib.callbacks.at(-1)?.status).toBe(422);
    expect(await recordOf(started.topUp.id)).toEqual({ credits: 0, decisions: [] });
    expect(await available(buyer)).toBe(0);
    await expectBooksBalanced();
  });

  it('makes one top-up and one provider payment for parallel starts with one request id', async () => {
    const { zainCash, fib } = doubles();
    for (const provider of ['zaincash', 'fib'] as const) {
      const buyer = await h.registerUser();
      const requestId = randomUUID();
      const sizes = zainCash.transactions.size + fib.payments.size;
      const answers = await Promise.all([
        start(buyer, provider, 20_000, requestId),
        start(buyer, provider, 20_000, requestId),
        start(buyer, provider, 20_000, requestId),
      ]);
      const [first, ...others] = answers.map(ok);
      for (const other of others) expect(other).toEqual(first);
      expect(await mine(buyer)).toEqual([first!.topUp]);
      expect(zainCash.transactions.size + fib.payments.size).toBe(sizes + 1);
      // The id again with other details, or for a reviewed top-up, is refused.
      const other = provider === 'fib' ? 'zaincash' : 'fib';
      expect((await start(buyer, other, 20_000, requestId)).status).toBe(409);
      expect((await start(buyer, provider, 20_001, requestId)).status).toBe(409);
      const reviewed = await as(buyer)(createWalletTopUp.path, {
        requestId,
        method: 'cash',
        amountIqd: 20_000,
      });
      expect(reviewed.status).toBe(409);
    }
  });

  it("refuses amounts out of bounds, unknown providers and others' top-ups with a 4xx", async () => {
    const { fib } = doubles();
    const buyer = await h.registerUser();
    for (const amountIqd of [WALLET_TOP_UP_MIN_IQD - 1, WALLET_TOP_UP_MAX_IQD + 1, 10_000.5, -5_000]) {
      const answer = await start(buyer, 'fib', amountIqd);
      expect(answer.status, String(amountIqd)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect((await start(buyer, 'fib', WALLET_TOP_UP_MIN_IQD)).status).toBe(200);
    expect((await start(buyer, 'fib', WALLET_TOP_UP_MAX_IQD)).status).toBe(200);
    const paypal = await as(buyer)(startWalletTopUpProvider.path, {
      requestId: randomUUID(),
      provider: 'paypal',
      amountIqd: 10_000,
    });
    expect(paypal.status).toBe(400);
    const other = await h.registerUser();
    const own = ok(await start(buyer, 'fib', 10_000));
    expect((await as(other)(walletTopUpProviderResult.path, { topUpId: own.topUp.id })).status).toBe(404);
    const cash = ok(
      await as(buyer)<WalletTopUpWire>(createWalletTopUp.path, {
        requestId: randomUUID(),
        method: 'cash',
        amountIqd: 10_000,
      }),
    );
    expect((await as(buyer)(walletTopUpProviderResult.path, { topUpId: cash.id })).status).toBe(404);
    // The provider cannot start the payment: 502, nothing recorded.
    const before = (await mine(buyer)).length;
    fib.failNext(503);
    const failed = await start(buyer, 'fib', 10_000);
    expect(failed.status).toBe(502);
    expect(failed.body.msg).toEqual(expect.any(String));
    expect((await mine(buyer)).length).toBe(before);
  });
}

/**
 * The suite over a database: the doubles start first, the server then reads their addresses from
 * the environment as in production (`providersFromEnv`), and they share the harness's clock.
 */
export function describeWalletTopUpProvider(name: string, open: OpenDatabase, skipReason?: string) {
  // A server without providers (none offered, a start refused with 422) is the access matrix's.
  describe.skipIf(skipReason !== undefined)(`${name}: topping up the wallet through ZainCash and FIB`, () => {
    const { harness, doubles, zainCashOptions } = useProviderDoubles(open, CREDENTIALS);
    providerTopUpTests(harness, doubles, zainCashOptions);
  });
}
