import { randomUUID } from 'node:crypto';
import {
  changeOrderPrice,
  getOrderPriceChanges,
  type OrderPriceChangesWire,
  type StagePaymentWire,
  type WalletMovementWire,
  type WalletSummaryWire,
} from '@tijara/api/contract';
import { ORDER_STATUS, usdCents, usdToIqd, type OrderStatus } from '@tijara/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobLogger } from '../src/jobs/jobDefinition';
import { priceChangeArea, refundVipPriceChanges } from '../src/modules/priceChange';
import { makeVip } from '../src/modules/roles/roleRepository';
import { useHarness, type Harness, type RegisteredUser } from './account/harness';
import type { CallOptions } from './support/pdpdCaller';
import { PAYMENT_RATE, paymentSuite, type OpenDatabase, type PaymentShelf } from './support/paymentSuite';

/** $25.00 a unit and $4.00 China freight: an order of 2 has $50.00 of goods, its floor $47.50. */
const SHELF: PaymentShelf = {
  suite: 'price-change-test',
  category: 9_430,
  categoryName: 'Price change',
  kettle: { id: 943_001, sku: 94_300_101 },
};
const GOODS = 5_000;
const FLOOR = 4_750;

const UPGRADED_2024 = new Date('2024-02-01T09:00:00Z');
const UPGRADED_2023 = new Date('2023-11-20T09:00:00Z');

const quietLogger: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** Procurement staff negotiate a VIP's paid order; the weekly job refunds it to the wallet (spec section 6). */
function priceChangeTests(h: Harness) {
  let procurement: RegisteredUser;
  let finance: RegisteredUser;

  const { ok, as, newOrder, staffMember, expectBooksBalanced } = paymentSuite(h, SHELF);

  beforeAll(async () => {
    procurement = await staffMember('procurement');
    finance = await staffMember('finance');
  });

  const change = (
    orderNo: string,
    amount: unknown,
    note: unknown = 'Bulk discount agreed by phone',
    idempotencyKey: string = randomUUID(),
    options: CallOptions = {},
  ) =>
    as(procurement)<OrderPriceChangesWire>(
      changeOrderPrice.path,
      { orderNo, amount, note, idempotencyKey },
      options,
    );

  const read = (user: RegisteredUser, orderNo: string) =>
    as(user)<OrderPriceChangesWire>(getOrderPriceChanges.path, { orderNo });

  const runWeekly = () =>
    refundVipPriceChanges.run({ db: h.db, clock: h.clock, logger: quietLogger, data: undefined });

  const vipBuyer = async (since: Date = UPGRADED_2024) => {
    const buyer = await h.registerUser();
    expect(await makeVip(h.db, buyer.userId, since)).toBe(true);
    return buyer;
  };

  /** A new order of 2 kettles; with `paid`, stage 1 paid in cash and confirmed by finance (status 14). */
  const orderOf = async (buyer: RegisteredUser, paid = true) => {
    const orderNo = await newOrder(buyer);
    if (!paid) return orderNo;
    const cash = ok(
      await as(buyer)<StagePaymentWire>('/hello/pay/payment', {
        orderNo,
        stage: 1,
        method: 'cash',
        idempotencyKey: randomUUID(),
      }),
    );
    ok(await as(finance)('/hello/staff/payment/confirmCash', { attemptId: cash.attempts[0]!.attemptId }));
    return orderNo;
  };

  /** Moves an order as a later fulfilment call will (status and history), for the cases it needs. */
  const moveOrder = async (orderNo: string, status: OrderStatus) => {
    await h.db.query('UPDATE customer_order SET status = $2 WHERE order_no = $1', [orderNo, status]);
    await h.db.query(
      `INSERT INTO order_status_history (order_id, status, at)
       SELECT id, $2, $3 FROM customer_order WHERE order_no = $1`,
      [orderNo, status, h.clock.now()],
    );
  };

  const changeRows = async (orderNo: string) =>
    (
      await h.db.query<{ amount: number }>(
        `SELECT c.amount_cents::float8 AS amount FROM order_price_change c
           JOIN customer_order o ON o.id = c.order_id WHERE o.order_no = $1 ORDER BY c.id`,
        [orderNo],
      )
    ).map((row) => row.amount);

  const refundTransactions = async (orderNo: string) =>
    h.db.query<{ key: string; entries: number }>(
      `SELECT t.idempotency_key AS key, (SELECT count(*)::int FROM ledger_entry e WHERE e.transaction_id = t.id) AS entries
         FROM ledger_transaction t WHERE t.kind = 'price-refund' AND t.memo->>'orderNo' = $1 ORDER BY t.id`,
      [orderNo],
    );

  const walletOf = (buyer: RegisteredUser) => as(buyer)<WalletSummaryWire>('/hello/wallet/summary').then(ok);

  const historyOf = (buyer: RegisteredUser) =>
    as(buyer)<{ records: WalletMovementWire[] }>('/hello/wallet/history')
      .then(ok)
      .then((page) => page.records);

  describe('changing the price', () => {
    it('lowers a paid VIP order, records who, when and why, and shows the buyer the refund to come', async () => {
      const buyer = await vipBuyer();
      const orderNo = await orderOf(buyer);
      const before = ok(await read(buyer, orderNo));
      expect(before).toEqual({
        orderNo,
        status: ORDER_STATUS.WAITING_PURCHASE,
        original: GOODS,
        current: GOODS,
        floor: FLOOR,
        refunded: 0,
        pending: 0,
        blockedBy: null,
        changes: [],
      });

      const changed = ok(await change(orderNo, 4_800, '  Bulk discount agreed by phone  '));
      // The harness starts on Monday 2 March 2026, 09:00 in Baghdad: the next run is Sunday 8th, 04:00.
      const expectedAt = '2026-03-08T01:00:00.000Z';
      expect(changed).toEqual({
        ...before,
        current: 4_800,
        pending: 200,
        changes: [
          {
            id: expect.stringMatching(/^\d+$/) as string,
            previous: GOODS,
            amount: 4_800,
            note: 'Bulk discount agreed by phone',
            changedBy: procurement.userName,
            changedAt: h.clock.now().toISOString(),
            refund: { state: 'pending', amount: 200, creditedAt: null, expectedAt },
          },
        ],
      });

      // The buyer sees the same, without the staff member's name; finance reads it too.
      const seen = ok(await read(buyer, orderNo));
      expect(seen).toEqual({ ...changed, changes: [{ ...changed.changes[0]!, changedBy: null }] });
      expect(ok(await read(finance, orderNo))).toEqual(changed);

      // Lower again, to the floor: 95 % of the ORIGINAL; after that no lower price is possible.
      h.clock.advance(60_000);
      const second = ok(await change(orderNo, FLOOR));
      expect(second).toMatchObject({
        current: FLOOR,
        pending: 250,
        blockedBy: 'priceChange.amount.belowFloor',
      });
      expect(second.changes.map((one) => [one.previous, one.amount, one.refund.amount])).toEqual([
        [GOODS, 4_800, 200],
        [4_800, FLOOR, 50],
      ]);
      expect(await changeRows(orderNo)).toEqual([4_800, FLOOR]);
    });

    it('makes one change of a repeated request, in parallel too, and refuses the key for another change (409)', async () => {
      const buyer = await vipBuyer();
      const orderNo = await orderOf(buyer);
      const key = randomUUID();
      const first = ok(await change(orderNo, 4_900, 'Loyal customer', key));
      const answers = await Promise.all([
        change(orderNo, 4_900, 'Loyal customer', key),
        change(orderNo, 4_900, 'Loyal customer', key),
        change(orderNo, 4_900, 'Loyal customer', key),
      ]);
      for (const answer of answers) expect(ok(answer)).toEqual(first);
      expect(await changeRows(orderNo)).toEqual([4_900]);

      h.expectFailure(
        await change(orderNo, 4_850, 'Loyal customer', key),
        409,
        409,
        'This request was already used for another price change; reload and try again.',
      );
      // Two different changes at once: made one after the other, each below the price the other left.
      const parallel = await Promise.all([change(orderNo, 4_850), change(orderNo, 4_850)]);
      expect(parallel.map((answer) => answer.status).sort()).toEqual([200, 422]);
      expect(await changeRows(orderNo)).toEqual([4_900, 4_850]);
    });

    it('refuses a buyer who is not a VIP from 2024, an order not paid or closed, and a price not lower or below the floor', async () => {
      const plain = await h.registerUser();
      const plainOrder = await orderOf(plain);
      h.expectFailure(
        await change(plainOrder, 4_800),
        422,
        422,
        'Prices can be negotiated only for VIP members upgraded in 2024 or later.',
      );
      expect(ok(await read(plain, plainOrder)).blockedBy).toBe('vipPriceChange.buyer.notVip');

      const old = await vipBuyer(UPGRADED_2023);
      h.expectFailure(await change(await orderOf(old), 4_800), 422, 422, /2024/);

      const buyer = await vipBuyer();
      const unpaid = await orderOf(buyer, false);
      h.expectFailure(
        await change(unpaid, 4_800),
        422,
        422,
        'The price can be negotiated only after the first payment of the order is made.',
      );
      h.expectFailure(
        await change(unpaid, 4_800, 'x', randomUUID(), { locale: 'ar' }),
        422,
        422,
        'لا يمكن التفاوض على السعر إلا بعد دفع الدفعة الأولى من الطلب.',
      );

      const orderNo = await orderOf(buyer);
      h.expectFailure(
        await change(orderNo, FLOOR - 1),
        422,
        422,
        'The new price cannot be below 95% of the original.',
      );
      h.expectFailure(
        await change(orderNo, GOODS),
        422,
        422,
        'The new price must be lower than the current price.',
      );
      h.expectFailure(await change(orderNo, GOODS + 100), 422, 422, /lower than the current/);
      h.expectFailure(await change(orderNo, 4_800, 'x'.repeat(101)), 400, 400, /note.*100 characters/);
      h.expectFailure(await change(orderNo, 4_800, '   '), 400, 400, /note.*Enter a note/);
      h.expectFailure(await change(orderNo, 4_800.5), 400, 400, /amount.*whole number/);
      h.expectFailure(await change(orderNo, '4800'), 400, 400, /amount/);
      h.expectFailure(await change(orderNo, 4_800, 'ok', 'not-a-key'), 400, 400, /idempotencyKey/);
      h.expectFailure(await change('NO-SUCH-ORDER', 4_800), 404, 404);
      // A note of 100 characters, emoji counted once each, is accepted.
      ok(await change(orderNo, 4_990, '🙂'.repeat(100)));

      await moveOrder(orderNo, ORDER_STATUS.TERMINATED);
      h.expectFailure(
        await change(orderNo, 4_900),
        422,
        422,
        'This order was cancelled or terminated; its price can no longer be changed.',
      );

      // Only procurement staff change prices; only the buyer of the order and staff read them.
      const body = { orderNo, amount: 4_900, note: 'x', idempotencyKey: randomUUID() };
      h.expectFailure(await as(buyer)(changeOrderPrice.path, body), 403, 403);
      h.expectFailure(await as(finance)(changeOrderPrice.path, body), 403, 403);
      h.expectFailure(await h.call(changeOrderPrice.path, body), 401, 401);
      h.expectFailure(await read(plain, orderNo), 404, 404);
      h.expectFailure(await h.call(getOrderPriceChanges.path, { orderNo }), 401, 401);
      expect(await changeRows(orderNo)).toEqual([4_990]);
    });
  });

  describe('the weekly refund', () => {
    it('is the area job, Sundays at 04:00 Baghdad time', () => {
      expect(priceChangeArea.jobs).toContain(refundVipPriceChanges);
      expect(refundVipPriceChanges.schedule).toBe('0 4 * * 0');
    });

    it('credits each change to the wallet once, however often and however many processes run it', async () => {
      const buyer = await vipBuyer();
      const orderNo = await orderOf(buyer);
      ok(await change(orderNo, 4_800));
      ok(await change(orderNo, 4_760));
      expect(await walletOf(buyer)).toMatchObject({ availableIqd: 0, heldUsdCents: 0 });

      h.clock.advance(24 * 3_600_000);
      await Promise.all([runWeekly(), runWeekly()]);
      await runWeekly();
      const creditedAt = h.clock.now().toISOString();

      const ids = ok(await read(buyer, orderNo)).changes.map((one) => one.id);
      expect(await refundTransactions(orderNo)).toEqual(
        ids.map((id) => ({ key: `vip-price-refund:${id}`, entries: 4 })),
      );
      await expectBooksBalanced();
      // The wallet is kept in dinars: each refund is credited at the rate of the moment, spendable.
      const dinars = (cents: number) => usdToIqd(usdCents(cents), PAYMENT_RATE);
      expect(await walletOf(buyer)).toMatchObject({
        availableIqd: dinars(200) + dinars(40),
        heldUsdCents: 0,
      });

      const view = ok(await read(buyer, orderNo));
      expect(view).toMatchObject({ current: 4_760, refunded: 240, pending: 0 });
      expect(view.changes.map((one) => one.refund)).toEqual([
        { state: 'credited', amount: 200, creditedAt, expectedAt: null },
        { state: 'credited', amount: 40, creditedAt, expectedAt: null },
      ]);

      // The wallet's history shows both refunds, in dinars, naming the order and the change.
      const refunds = (await historyOf(buyer)).filter((movement) => movement.kind === 'price-refund');
      expect(refunds.map(({ currency, amount, direction }) => [currency, amount, direction]).sort()).toEqual(
        [
          ['IQD', dinars(200), 'in'],
          ['IQD', dinars(40), 'in'],
        ].sort(),
      );
      expect(refunds.map((movement) => movement.reference).sort()).toEqual(
        ids.map((id) => `price-change:${orderNo}:${id}`).sort(),
      );

      // A later change is refunded by the next run, and only it.
      h.clock.advance(60_000);
      ok(await change(orderNo, FLOOR));
      expect(ok(await read(buyer, orderNo))).toMatchObject({ refunded: 240, pending: 10 });
      await Promise.all([runWeekly(), runWeekly(), runWeekly()]);
      expect(await refundTransactions(orderNo)).toHaveLength(3);
      expect(await walletOf(buyer)).toMatchObject({
        availableIqd: dinars(200) + dinars(40) + dinars(GOODS - FLOOR - 240),
        heldUsdCents: 0,
      });
      expect(ok(await read(buyer, orderNo))).toMatchObject({ refunded: GOODS - FLOOR, pending: 0 });
      await expectBooksBalanced();
    });

    it('withholds the refund of an order cancelled or terminated before the run', async () => {
      const buyer = await vipBuyer();
      const orderNo = await orderOf(buyer);
      ok(await change(orderNo, 4_900));
      await moveOrder(orderNo, ORDER_STATUS.WAIT_SELLER_SEND);
      await moveOrder(orderNo, ORDER_STATUS.TERMINATED);
      await runWeekly();
      expect(await refundTransactions(orderNo)).toEqual([]);
      expect((await walletOf(buyer)).heldUsdCents).toBe(0);
      const view = ok(await read(buyer, orderNo));
      expect(view).toMatchObject({ refunded: 0, pending: 0, blockedBy: 'vipPriceChange.order.closed' });
      expect(view.changes[0]!.refund).toEqual({
        state: 'withheld',
        amount: 100,
        creditedAt: null,
        expectedAt: null,
      });
    });

    it('keeps the changes and refunds append-only', async () => {
      const buyer = await vipBuyer();
      const orderNo = await orderOf(buyer);
      ok(await change(orderNo, 4_900));
      await runWeekly();
      await expect(h.db.query('UPDATE order_price_change SET amount_cents = 1')).rejects.toThrow(
        /append-only/,
      );
      await expect(h.db.query('DELETE FROM vip_price_refund')).rejects.toThrow(/append-only/);
      // Below the floor or not lower is refused by the table itself too.
      await expect(
        h.db.query(
          `INSERT INTO order_price_change
             (order_id, original_cents, previous_cents, amount_cents, note, changed_by, changed_at, idempotency_key)
           SELECT id, 5000, 5000, 4749, 'x', $2, now(), gen_random_uuid() FROM customer_order WHERE order_no = $1`,
          [orderNo, procurement.userId],
        ),
      ).rejects.toThrow();
      expect(await changeRows(orderNo)).toEqual([4_900]);
    });
  });
}

/** VIP price changes against whichever database `open` gives: PGlite and PostgreSQL must behave alike. */
export function describePriceChange(name: string, open: OpenDatabase, skipReason?: string) {
  describe.skipIf(skipReason !== undefined)(`${name}: VIP price changes and their weekly refund`, () => {
    priceChangeTests(useHarness(open));
  });
}
