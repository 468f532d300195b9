import { randomUUID } from 'node:crypto';
import {
  addBankCard,
  createPayOrder,
  deleteBankCard,
  getBackCard,
  getPayWhiteList,
  goPay,
  payOrderResult,
  uwebuyPayPci,
  type CardChargeWire,
  type SavedCardWire,
  type StagePaymentWire,
} from '@tijara/api/contract';
import { ORDER_STATUS, PAYMENT_PASSWORD_MAX_WRONG, orderStageAccount } from '@tijara/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fillHostedFields,
  startMpgsDouble,
  TEST_CARDS,
  type MpgsDouble,
  type TestCard,
} from '../src/modules/card/gateway/mpgsDouble';
import { buildApp } from '../src/http/buildApp';
import { areas } from '../src/modules/areas';
import { createCardArea } from '../src/modules/card';
import { balanceOf } from '../src/modules/ledger';
import { createPaymentArea } from '../src/modules/payment';
import { useHarness, type Harness, type RegisteredUser } from './account/harness';
import { pdpdCaller } from './support/pdpdCaller';
import { paymentSuite, type OpenDatabase, type PaymentShelf } from './support/paymentSuite';

const SHELF: PaymentShelf = {
  suite: 'card-payment-test',
  category: 9_420,
  categoryName: 'Card payments',
  kettle: { id: 942_001, sku: 94_200_101 },
};
const PAYMENT_PASSWORD = '246813';
const MERCHANT = { merchantId: 'TESTTIJARA02', apiPassword: 'suite-api-password' };

/** Saved cards through the gateway double's hosted fields, and paying a stage with one (issue 15 item 2). */
function cardTests(h: Harness, gateway: () => MpgsDouble) {
  const { ok, as, newOrder, buyerWithPaymentPassword } = paymentSuite(h, SHELF);
  const buyer = () => buyerWithPaymentPassword(PAYMENT_PASSWORD);

  /** What the card form does: a session from the server, the card typed into the gateway's fields. */
  const filledSession = async (user: RegisteredUser, card: TestCard = TEST_CARDS.mastercard) => {
    const { sessionId } = ok(await as(user)<{ sessionId: string }>(uwebuyPayPci.path));
    expect(await fillHostedFields(gateway().baseUrl, sessionId, card)).toEqual([]);
    return sessionId;
  };

  const add = (user: RegisteredUser, sessionId: string, body: Record<string, unknown> = {}) =>
    as(user)<SavedCardWire>(addBankCard.path, {
      sessionId,
      paymentPassword: PAYMENT_PASSWORD,
      paymentPasswordConfirmation: PAYMENT_PASSWORD,
      ...body,
    });

  const cardsOf = async (user: RegisteredUser) =>
    ok(await as(user)<{ cards: SavedCardWire[] }>(getBackCard.path)).cards;

  const pay = (user: RegisteredUser, body: Record<string, unknown>) =>
    as(user)<CardChargeWire>(goPay.path, {
      stage: 1,
      paymentPassword: PAYMENT_PASSWORD,
      idempotencyKey: randomUUID(),
      ...body,
    });

  const orderStatus = async (orderNo: string) =>
    (
      await h.db.query<{ status: number }>('SELECT status FROM customer_order WHERE order_no = $1', [orderNo])
    )[0]!.status;

  const attemptsOf = async (orderNo: string) =>
    (
      await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_attempt WHERE order_no = $1', [
        orderNo,
      ])
    )[0]!.n;

  const payRequestsFor = (attemptId: string) =>
    gateway().payRequests.filter((request) => request.orderId === `card-${attemptId}`).length;

  it('says cards are on, which brands are taken and the gateway origin the form loads from', async () => {
    const user = await buyer();
    expect(ok(await as(user)(getPayWhiteList.path))).toEqual({
      enabled: true,
      brands: ['VISA', 'MASTERCARD'],
      gatewayOrigin: gateway().baseUrl,
    });
    const session = ok(await as(user)<{ scriptUrl: string; gatewayOrigin: string }>(uwebuyPayPci.path));
    expect(session.scriptUrl.startsWith(`${gateway().baseUrl}/form/`)).toBe(true);
  });

  it('adds, lists and deletes a card, keeping only the token, brand, last four and valid-thru', async () => {
    const user = await buyer();
    expect(await cardsOf(user)).toEqual([]);
    const card = ok(await add(user, await filledSession(user)));
    expect(card).toMatchObject({ brand: 'MASTERCARD', last4: '0008', validThru: '01/39', expired: false });
    const visa = ok(await add(user, await filledSession(user, TEST_CARDS.visa)));
    expect((await cardsOf(user)).map((saved) => [saved.brand, saved.last4])).toEqual([
      ['VISA', '1019'],
      ['MASTERCARD', '0008'],
    ]);
    // Nothing stored anywhere holds the card number.
    const rows = await h.db.query<{ text: string }>(
      'SELECT row_to_json(c)::text AS text FROM payment_card c WHERE user_id = $1',
      [user.userId],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.text).not.toContain(TEST_CARDS.mastercard.number);
      expect(row.text).not.toContain(TEST_CARDS.visa.number);
    }
    const token = (
      await h.db.query<{ token: string }>('SELECT token FROM payment_card WHERE id = $1', [visa.cardId])
    )[0]!.token;
    expect(gateway().tokens.has(token)).toBe(true);

    expect(ok(await as(user)(deleteBankCard.path, { cardId: visa.cardId }))).toEqual({ cardId: visa.cardId });
    expect((await cardsOf(user)).map((saved) => saved.cardId)).toEqual([card.cardId]);
    expect(gateway().tokens.has(token)).toBe(false);
    h.expectFailure(
      await as(user)(deleteBankCard.path, { cardId: visa.cardId }),
      404,
      404,
      'This card does not exist.',
    );
  });

  it("lets no other buyer see, delete or pay with a buyer's card", async () => {
    const owner = await buyer();
    const card = ok(await add(owner, await filledSession(owner)));
    const other = await buyer();
    expect(await cardsOf(other)).toEqual([]);
    h.expectFailure(
      await as(other)(deleteBankCard.path, { cardId: card.cardId }),
      404,
      404,
      'This card does not exist.',
    );
    const theirOrder = await newOrder(other);
    h.expectFailure(
      await pay(other, { orderNo: theirOrder, cardId: card.cardId }),
      404,
      404,
      'This card does not exist.',
    );
    expect(await attemptsOf(theirOrder)).toBe(0);
    // Nor pay another buyer's order with their own card.
    const ownerOrder = await newOrder(owner);
    const otherCard = ok(await add(other, await filledSession(other)));
    h.expectFailure(await pay(other, { orderNo: ownerOrder, cardId: otherCard.cardId }), 404, 404);
    expect((await cardsOf(owner)).map((saved) => saved.cardId)).toEqual([card.cardId]);
  });

  it('refuses any request that carries a card number, and a session the buyer did not fill', async () => {
    const user = await buyer();
    const sessionId = await filledSession(user);
    const number = TEST_CARDS.mastercard.number;
    h.expectFailure(await add(user, sessionId, { cardNumber: number }), 400, 400, /cardNumber/);
    h.expectFailure(await add(user, sessionId, { cvv: '100' }), 400, 400, /cvv/);
    h.expectFailure(await add(user, number), 400, 400, /sessionId/);
    h.expectFailure(await as(user)(uwebuyPayPci.path, { cardNumber: number }), 400, 400);
    const orderNo = await newOrder(user);
    h.expectFailure(await pay(user, { orderNo, cardId: '1', cardNumber: number }), 400, 400);
    expect(await cardsOf(user)).toEqual([]);
    expect(await attemptsOf(orderNo)).toBe(0);

    const { sessionId: empty } = ok(await as(user)<{ sessionId: string }>(uwebuyPayPci.path));
    h.expectFailure(await add(user, empty), 422, 422, /card details are incomplete/);
    h.expectFailure(await add(user, sessionId, { paymentPasswordConfirmation: '000000' }), 400, 400);
    h.expectFailure(
      await add(user, sessionId, { paymentPassword: '000000', paymentPasswordConfirmation: '000000' }),
      400,
      400,
    );
    // The session was never tokenized by the refused calls, and still saves the card.
    ok(await add(user, sessionId));
  });

  it('pays a stage with a saved card only with the right payment password, once per key', async () => {
    const user = await buyer();
    const card = ok(await add(user, await filledSession(user)));
    const orderNo = await newOrder(user);
    const before = gateway().payRequests.length;

    for (let left = PAYMENT_PASSWORD_MAX_WRONG - 1; left >= PAYMENT_PASSWORD_MAX_WRONG - 2; left -= 1)
      h.expectFailure(
        await pay(user, { orderNo, cardId: card.cardId, paymentPassword: '000000' }),
        400,
        400,
        new RegExp(`incorrect; ${left} attempts? left`),
      );
    h.expectFailure(await pay(user, { orderNo, cardId: card.cardId, paymentPassword: '12345' }), 400, 400);
    h.expectFailure(await pay(user, { orderNo, cardId: card.cardId, amount: 1 }), 400, 400);
    expect(gateway().payRequests.length).toBe(before);
    expect(await attemptsOf(orderNo)).toBe(0);

    const idempotencyKey = randomUUID();
    const paid = ok(await pay(user, { orderNo, cardId: card.cardId, idempotencyKey }));
    expect(paid).toMatchObject({
      orderNo,
      stage: 1,
      status: 'paid',
      amount: 5_400,
      currency: 'USD',
      card: { cardId: card.cardId, brand: 'MASTERCARD', last4: '0008' },
      declineCode: null,
    });
    expect(gateway().payRequests.at(-1)?.body).toMatchObject({ order: { amount: '54.00', currency: 'USD' } });
    expect(await orderStatus(orderNo)).toBe(ORDER_STATUS.WAITING_PURCHASE);
    expect(await balanceOf(h.db, orderStageAccount(orderNo, 1), 'USD')).toBe(5_400);

    // A repeat answers the same charge and charges nothing more; another key finds the stage paid.
    expect(ok(await pay(user, { orderNo, cardId: card.cardId, idempotencyKey }))).toEqual(paid);
    const replays = await Promise.all(
      [1, 2, 3].map(() => pay(user, { orderNo, cardId: card.cardId, idempotencyKey })),
    );
    for (const replay of replays) expect(ok(replay)).toEqual(paid);
    expect(payRequestsFor(paid.attemptId)).toBe(1);
    h.expectFailure(
      await pay(user, { orderNo, cardId: card.cardId }),
      409,
      409,
      'This payment has already been made.',
    );
    // The same key for another order is refused.
    const second = await newOrder(user);
    h.expectFailure(await pay(user, { orderNo: second, cardId: card.cardId, idempotencyKey }), 409, 409);
    expect(await attemptsOf(orderNo)).toBe(1);
  });

  it('records a declined card as declined, takes nothing, and lets the buyer pay again', async () => {
    const user = await buyer();
    const declined = ok(await add(user, await filledSession(user, TEST_CARDS.declined)));
    const good = ok(await add(user, await filledSession(user, TEST_CARDS.visa)));
    const orderNo = await newOrder(user);
    const refused = ok(await pay(user, { orderNo, cardId: declined.cardId }));
    expect(refused).toMatchObject({ status: 'declined', declineCode: 'DECLINED' });
    expect(await orderStatus(orderNo)).toBe(ORDER_STATUS.WAIT_BUYER_PAY);
    expect(await balanceOf(h.db, orderStageAccount(orderNo, 1), 'USD')).toBe(0);
    const paid = ok(await pay(user, { orderNo, cardId: good.cardId }));
    expect(paid).toMatchObject({ status: 'paid', card: { brand: 'VISA', last4: '1019' } });
    expect(await orderStatus(orderNo)).toBe(ORDER_STATUS.WAITING_PURCHASE);
  });

  it('answers processing when the gateway is slow, and settles once when the same key asks again', async () => {
    const user = await buyer();
    const card = ok(await add(user, await filledSession(user)));
    const orderNo = await newOrder(user);
    const idempotencyKey = randomUUID();
    gateway().delayNext(1_500);
    const slow = ok(await pay(user, { orderNo, cardId: card.cardId, idempotencyKey }));
    expect(slow.status).toBe('processing');
    expect(await orderStatus(orderNo)).toBe(ORDER_STATUS.WAIT_BUYER_PAY);
    // Another key meanwhile is refused: a charge is in flight.
    h.expectFailure(await pay(user, { orderNo, cardId: card.cardId }), 409, 409);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const settled = ok(await pay(user, { orderNo, cardId: card.cardId, idempotencyKey }));
    expect(settled).toMatchObject({ status: 'paid', attemptId: slow.attemptId });
    expect(payRequestsFor(slow.attemptId)).toBe(1);
    expect(await orderStatus(orderNo)).toBe(ORDER_STATUS.WAITING_PURCHASE);
  });
  it('is offered on payOrder/create, and payOrder/result shows a card payment failed, processing, then paid', async () => {
    const user = await buyer();
    const declined = ok(await add(user, await filledSession(user, TEST_CARDS.declined)));
    const good = ok(await add(user, await filledSession(user)));
    const orderNo = await newOrder(user);
    const stage = ok(await as(user)<StagePaymentWire>(createPayOrder.path, { orderNo, stage: 1 }));
    expect(stage.methods).toContain('card');
    expect(stage.methods).toContain('cash');
    const result = async () =>
      ok(await as(user)<StagePaymentWire>(payOrderResult.path, { orderNo, stage: 1 }));

    // Declined: failed, with repay, by card again among the methods.
    ok(await pay(user, { orderNo, cardId: declined.cardId }));
    const failed = await result();
    expect(failed).toMatchObject({ state: 'failed', reviewCode: 11, canRepay: true, amount: 5_400 });
    expect(failed.attempts.at(-1)).toMatchObject({
      method: 'card',
      status: 'rejected',
      amount: 5_400,
      currency: 'USD',
      expectedAnswerAt: null,
      provider: null,
    });
    expect(failed.methods).toContain('card');

    // The gateway's answer is late: processing (no finance review promised) until the page asks
    // again, which asks the gateway and settles the stage, without the buyer paying again.
    gateway().delayNext(1_500);
    const key = randomUUID();
    const slow = ok(await pay(user, { orderNo, cardId: good.cardId, idempotencyKey: key }));
    expect(slow.status).toBe('processing');
    const processing = await result();
    expect(processing).toMatchObject({ state: 'processing', reviewCode: 9, canRepay: false });
    expect(processing.attempts.at(-1)).toMatchObject({
      attemptId: slow.attemptId,
      method: 'card',
      status: 'submitted',
      expectedAnswerAt: null,
    });
    expect(processing.methods).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const paid = await result();
    expect(paid).toMatchObject({ state: 'success', reviewCode: 10 });
    expect(paid.attempts.at(-1)).toMatchObject({
      attemptId: slow.attemptId,
      method: 'card',
      status: 'approved',
    });
    expect(await orderStatus(orderNo)).toBe(ORDER_STATUS.WAITING_PURCHASE);
    expect(await balanceOf(h.db, orderStageAccount(orderNo, 1), 'USD')).toBe(5_400);
    expect(payRequestsFor(slow.attemptId)).toBe(1);
    // Asked again, nothing more happens; the same key's repeat answers the charge as paid.
    expect(await result()).toEqual(paid);
    expect(ok(await pay(user, { orderNo, cardId: good.cardId, idempotencyKey: key }))).toMatchObject({
      status: 'paid',
      attemptId: slow.attemptId,
    });
    expect(await balanceOf(h.db, orderStageAccount(orderNo, 1), 'USD')).toBe(5_400);
  });

  it('is not offered, and goPay answers 503, by a server whose card gateway is not configured', async () => {
    const user = await buyer();
    const card = ok(await add(user, await filledSession(user)));
    const orderNo = await newOrder(user);
    // The same database served without a gateway, as a server with no MPGS_* variables is.
    const off = await buildApp({
      db: h.db,
      clock: h.clock,
      areas: [
        ...areas.filter((area) => area.name !== 'payment' && area.name !== 'card'),
        createPaymentArea({ cardGateway: null }),
        createCardArea({ gateway: null }),
      ],
    });
    try {
      await off.listen({ port: 0, host: '127.0.0.1' });
      const address = off.server.address();
      const call = pdpdCaller(
        `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      );
      const offCall = <Data>(path: string, body: unknown) =>
        call<Data>(path, body, { token: user.token, locale: 'en' });
      const stage = ok(await offCall<StagePaymentWire>(createPayOrder.path, { orderNo, stage: 1 }));
      expect(stage.methods).toContain('cash');
      expect(stage.methods).not.toContain('card');
      expect(ok(await offCall(getPayWhiteList.path, {}))).toMatchObject({
        enabled: false,
        gatewayOrigin: null,
      });
      h.expectFailure(
        await offCall(goPay.path, {
          orderNo,
          stage: 1,
          cardId: card.cardId,
          paymentPassword: PAYMENT_PASSWORD,
          idempotencyKey: randomUUID(),
        }),
        503,
        503,
      );
      expect(await attemptsOf(orderNo)).toBe(0);
    } finally {
      await off.close();
    }
    // The configured server offers it for the same stage.
    const stage = ok(await as(user)<StagePaymentWire>(createPayOrder.path, { orderNo, stage: 1 }));
    expect(stage.methods).toContain('card');
  });

  it('leaves a charge captured for a stage that can no longer take it pending, and settles nothing', async () => {
    const user = await buyer();
    const card = ok(await add(user, await filledSession(user)));
    const orderNo = await newOrder(user);
    const idempotencyKey = randomUUID();
    gateway().delayNext(1_500);
    const slow = ok(await pay(user, { orderNo, cardId: card.cardId, idempotencyKey }));
    expect(slow.status).toBe('processing');
    // Cancelled meanwhile (what operations staff's cancelOrder records).
    await h.db.query('UPDATE customer_order SET status = $2 WHERE order_no = $1', [
      orderNo,
      ORDER_STATUS.CANCEL,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    h.expectFailure(await pay(user, { orderNo, cardId: card.cardId, idempotencyKey }), 422, 422);
    const [charge] = await h.db.query<{ status: string }>(
      'SELECT status FROM card_charge WHERE attempt_id = $1',
      [slow.attemptId],
    );
    expect(charge?.status).toBe('pending');
    expect(gateway().transactions.get(`card-${slow.attemptId}/1`)?.gatewayCode).toBe('APPROVED');
    expect(await balanceOf(h.db, orderStageAccount(orderNo, 1), 'USD')).toBe(0);
    expect(await orderStatus(orderNo)).toBe(ORDER_STATUS.CANCEL);
  });
}

export function describeCardPayment(name: string, open: OpenDatabase, skipReason?: string) {
  describe.skipIf(skipReason !== undefined)(`${name}: saved cards and paying by card`, () => {
    let double: MpgsDouble | undefined;
    // Before the harness builds the app, which reads the gateway's variables.
    beforeAll(async () => {
      double = await startMpgsDouble(MERCHANT);
      vi.stubEnv('MPGS_BASE_URL', double.baseUrl);
      vi.stubEnv('MPGS_MERCHANT_ID', MERCHANT.merchantId);
      vi.stubEnv('MPGS_API_PASSWORD', MERCHANT.apiPassword);
      vi.stubEnv('CARD_GATEWAY_TIMEOUT_MS', '800');
    });
    afterAll(async () => {
      vi.unstubAllEnvs();
      await double?.stop();
    });
    cardTests(useHarness(open), () => {
      if (!double) throw new Error('the gateway double has not started');
      return double;
    });
  });
}
