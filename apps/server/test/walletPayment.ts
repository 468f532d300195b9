import { randomUUID } from 'node:crypto';
import { getWalletSummary, type StagePaymentWire, type WalletSummaryWire } from '@tijara/api/contract';
import {
  ORDER_STATUS,
  PAYMENT_PASSWORD_LOCKOUT_MINUTES,
  PAYMENT_PASSWORD_MAX_WRONG,
  iqdDinars,
  orderStageAccount,
  rechargePosting,
  usdCents,
  usdToIqd,
} from '@tijara/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, post } from '../src/modules/ledger';
import { useHarness, type Harness, type RegisteredUser } from './account/harness';
import type { CallOptions } from './support/pdpdCaller';
import {
  PAYMENT_RATE,
  STAGE_ONE_IQD,
  paymentSuite,
  setBankAccountsEnv,
  type OpenDatabase,
  type PaymentShelf,
} from './support/paymentSuite';

const SHELF: PaymentShelf = {
  suite: 'wallet-payment-test',
  category: 9_410,
  categoryName: 'Wallet payments',
  kettle: { id: 941_001, sku: 94_100_101 },
};
const PAYMENT_PASSWORD = '135790';

const BANK_ACCOUNTS = [
  {
    bankName: 'Test Bank of the wallet suite',
    branchName: 'Mansour',
    accountName: 'Suite Trading',
    swiftCode: 'TESTIQBA',
    accountNumber: 'IQ00TEST0000000002',
  },
];

/** Paying a stage from the wallet and switching a stage's method, over HTTP (issue 15 items 2, 5). */
function walletPaymentTests(h: Harness) {
  const { ok, as, newOrder, staffMember, buyerWithPaymentPassword } = paymentSuite(h, SHELF);
  let finance: RegisteredUser;
  let recharges = 0;

  beforeAll(async () => {
    finance = await staffMember('finance');
  });

  /** Money into a test wallet: the ledger's recharge posting, as a reviewed transfer would post it. */
  const recharge = async (buyer: RegisteredUser, amount: number) => {
    // Numbered before the transaction starts: parallel recharges each read their own number.
    const number = (recharges += 1);
    await h.db.transaction((tx) =>
      post(
        tx,
        rechargePosting({ userId: buyer.userId, method: 'bank_transfer', amount: iqdDinars(amount) }),
        `test:wallet-payment-recharge:${number}`,
        { at: h.clock.now() },
      ),
    );
  };

  /** A new buyer with a payment password and `amount` dinars in the wallet. */
  const buyerWith = async (amount: number) => {
    const buyer = await buyerWithPaymentPassword(PAYMENT_PASSWORD);
    if (amount > 0) await recharge(buyer, amount);
    return buyer;
  };

  const available = async (buyer: RegisteredUser) =>
    ok(await as(buyer)<WalletSummaryWire>(getWalletSummary.path)).availableIqd;

  const pay = (buyer: RegisteredUser, body: Record<string, unknown>, options: CallOptions = {}) =>
    as(buyer)<StagePaymentWire>(
      '/hello/pay/payment',
      { stage: 1, idempotencyKey: randomUUID(), ...body },
      options,
    );

  const payByWallet = (buyer: RegisteredUser, body: Record<string, unknown>, options: CallOptions = {}) =>
    pay(buyer, { method: 'wallet', paymentPassword: PAYMENT_PASSWORD, ...body }, options);

  const switchPay = (buyer: RegisteredUser, orderNo: string, stage = 1, options: CallOptions = {}) =>
    as(buyer)<StagePaymentWire>('/hello/pay/switchPay', { orderNo, stage }, options);

  const orderRow = async (orderNo: string) =>
    (
      await h.db.query<{ id: string; status: number; paid_at: Date | null }>(
        'SELECT id::text AS id, status, paid_at FROM customer_order WHERE order_no = $1',
        [orderNo],
      )
    )[0]!;

  const statusHistory = async (orderNo: string) =>
    (
      await h.db.query<{ status: number }>(
        'SELECT status FROM order_status_history WHERE order_id = $1 ORDER BY id',
        [(await orderRow(orderNo)).id],
      )
    ).map((row) => row.status);

  const attemptsOf = async (orderNo: string) =>
    (
      await h.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM payment_attempt WHERE order_no = $1',
        [orderNo],
      )
    )[0]!.count;

  const postingsOf = async (orderNo: string, stage: number) =>
    (
      await h.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM ledger_transaction WHERE idempotency_key = $1',
        [`stage-payment:${orderNo}:${stage}`],
      )
    )[0]!.count;

  const queued = async (orderNo: string) =>
    ok(await as(finance)<{ orderNo: string }[]>('/hello/staff/payment/reviewList')).filter(
      (item) => item.orderNo === orderNo,
    );

  /** The books after the suite's movements: every movement balanced, nothing summing to other than zero, no wallet overdrawn. */
  const expectBooksBalanced = async () => {
    const totals = await h.db.query<{ currency: string; total: string }>(
      'SELECT currency, SUM(amount)::text AS total FROM ledger_entry GROUP BY currency ORDER BY currency',
    );
    expect(
      totals.every((row) => row.total === '0'),
      JSON.stringify(totals),
    ).toBe(true);
    expect(
      await h.db.query(
        'SELECT transaction_id, currency FROM ledger_entry GROUP BY transaction_id, currency HAVING SUM(amount) <> 0',
      ),
    ).toEqual([]);
    expect(
      await h.db.query(
        `SELECT account, currency FROM ledger_entry WHERE account LIKE 'wallet%'
          GROUP BY account, currency HAVING SUM(amount) > 0`,
      ),
    ).toEqual([]);
  };

  describe('paying a stage from the wallet', () => {
    it('offers the wallet with its balance, pays stage 1 with the payment password at once, and moves the order to waiting purchase', async () => {
      const buyer = await buyerWith(100_000);
      const orderNo = await newOrder(buyer);

      const request = ok(await as(buyer)<StagePaymentWire>('/hello/pay/payOrder/create', { orderNo }));
      expect(request).toMatchObject({
        state: 'unpaid',
        amount: 5_400,
        amountIqd: STAGE_ONE_IQD,
        methods: ['bank_transfer', 'cash', 'wallet'],
        walletAvailableIqd: 100_000,
      });

      const idempotencyKey = randomUUID();
      const paid = ok(await payByWallet(buyer, { orderNo, idempotencyKey }));
      expect(paid).toMatchObject({
        state: 'success',
        reviewCode: 10,
        methods: [],
        walletAvailableIqd: null,
        canRepay: false,
      });
      expect(paid.attempts).toHaveLength(1);
      expect(paid.attempts[0]).toMatchObject({
        method: 'wallet',
        currency: 'IQD',
        amount: 5_400,
        amountIqd: STAGE_ONE_IQD,
        status: 'approved',
        expectedAnswerAt: null,
        decidedAt: h.clock.now().toISOString(),
        voucherIds: [],
      });

      // The order moved as a finance approval moves it, and its payment is in the books once.
      const row = await orderRow(orderNo);
      expect(row.status).toBe(ORDER_STATUS.WAITING_PURCHASE);
      expect(row.paid_at).not.toBeNull();
      expect(await statusHistory(orderNo)).toEqual([
        ORDER_STATUS.WAIT_BUYER_PAY,
        ORDER_STATUS.WAITING_PURCHASE,
      ]);
      expect(await available(buyer)).toBe(100_000 - STAGE_ONE_IQD);
      expect(await balanceOf(h.db, orderStageAccount(orderNo, 1), 'USD')).toBe(5_400);
      expect(await postingsOf(orderNo, 1)).toBe(1);
      // Nothing for finance to review.
      expect(await queued(orderNo)).toEqual([]);

      // A replay answers the same stage and takes nothing more.
      const replay = ok(await payByWallet(buyer, { orderNo, idempotencyKey }));
      expect(replay.attempts).toEqual(paid.attempts);
      expect(await available(buyer)).toBe(100_000 - STAGE_ONE_IQD);
      // Another key, by any method, finds the stage paid.
      h.expectFailure(await payByWallet(buyer, { orderNo }), 409, 409, 'This payment has already been made.');
      h.expectFailure(await pay(buyer, { orderNo, method: 'cash' }), 409, 409);
      // Finance cannot decide on it.
      h.expectFailure(
        await as(finance)('/hello/staff/payment/approve', { attemptId: paid.attempts[0]!.attemptId }),
        409,
        409,
        'This payment has already been decided.',
      );
      expect(await postingsOf(orderNo, 1)).toBe(1);
      expect(await attemptsOf(orderNo)).toBe(1);
      await expectBooksBalanced();
    });

    it('pays stage 2 from the wallet and sends the goods to sea shipping', async () => {
      const buyer = await buyerWith(200_000);
      const orderNo = await newOrder(buyer);
      ok(await payByWallet(buyer, { orderNo }));
      // What staff record after the goods are weighed at the China warehouse (a later issue's call).
      await h.db.query(
        `UPDATE customer_order SET status = $2, second_stage_fee_cents = 3000, sea_freight_cents = 2500,
                insurance_cents = 54, warehouse_storage_per_day_cents = 100
          WHERE order_no = $1`,
        [orderNo, ORDER_STATUS.LOGISTICS_PAYMENT],
      );
      const stageTwoIqd = usdToIqd(usdCents(5_554), PAYMENT_RATE);
      const request = ok(await as(buyer)<StagePaymentWire>('/hello/pay/payOrder/create', { orderNo }));
      expect(request).toMatchObject({
        stage: 2,
        amount: 5_554,
        amountIqd: stageTwoIqd,
        walletAvailableIqd: 200_000 - STAGE_ONE_IQD,
      });
      const paid = ok(await payByWallet(buyer, { orderNo, stage: 2 }));
      expect(paid).toMatchObject({ stage: 2, state: 'success', reviewCode: 10 });
      expect((await orderRow(orderNo)).status).toBe(ORDER_STATUS.SEA_SHIPPING);
      expect(await balanceOf(h.db, orderStageAccount(orderNo, 2), 'USD')).toBe(5_554);
      expect(await available(buyer)).toBe(200_000 - STAGE_ONE_IQD - stageTwoIqd);
      await expectBooksBalanced();
    });

    it("refuses a wallet holding less in the caller's language, and records nothing", async () => {
      const buyer = await buyerWith(STAGE_ONE_IQD - 1);
      const orderNo = await newOrder(buyer);
      h.expectFailure(
        await payByWallet(buyer, { orderNo }),
        422,
        422,
        'Your wallet balance is not enough for this payment.',
      );
      h.expectFailure(
        await payByWallet(buyer, { orderNo }, { locale: 'ar' }),
        422,
        422,
        'رصيد محفظتك لا يكفي لهذه الدفعة.',
      );
      expect(await attemptsOf(orderNo)).toBe(0);
      expect(await postingsOf(orderNo, 1)).toBe(0);
      expect(await available(buyer)).toBe(STAGE_ONE_IQD - 1);
      expect((await orderRow(orderNo)).status).toBe(ORDER_STATUS.WAIT_BUYER_PAY);
      // The stage is still unpaid and open to every method, and one more dinar pays it.
      const after = ok(await as(buyer)<StagePaymentWire>('/hello/pay/payOrder/result', { orderNo }));
      expect(after).toMatchObject({ state: 'unpaid', methods: ['bank_transfer', 'cash', 'wallet'] });
      await recharge(buyer, 1);
      ok(await payByWallet(buyer, { orderNo }));
      expect(await available(buyer)).toBe(0);
    });

    it('checks the payment password as the wallet does: wrong entries count to a lockout, and only the wallet takes one', async () => {
      const buyer = await buyerWith(100_000);
      const orderNo = await newOrder(buyer);
      for (let left = PAYMENT_PASSWORD_MAX_WRONG - 1; left >= 1; left -= 1) {
        const wrong = await payByWallet(buyer, { orderNo, paymentPassword: '000000' });
        h.expectFailure(wrong, 400, 400, new RegExp(`incorrect; ${left} attempts? left`));
      }
      h.expectFailure(
        await payByWallet(buyer, { orderNo, paymentPassword: '000000' }),
        429,
        429,
        `Too many wrong payment passwords; try again in ${PAYMENT_PASSWORD_LOCKOUT_MINUTES} minutes.`,
      );
      // Locked: even the right one is refused.
      h.expectFailure(await payByWallet(buyer, { orderNo }), 429, 429);
      expect(await attemptsOf(orderNo)).toBe(0);
      expect(await available(buyer)).toBe(100_000);

      h.clock.advance(PAYMENT_PASSWORD_LOCKOUT_MINUTES * 60_000);
      // Bad requests: no password, a password with cash, a voucher, dollars.
      h.expectFailure(
        await pay(buyer, { orderNo, method: 'wallet' }),
        400,
        400,
        /paymentPassword.*A payment password is required\./,
      );
      h.expectFailure(await pay(buyer, { orderNo, method: 'wallet', paymentPassword: '12345' }), 400, 400);
      h.expectFailure(
        await pay(buyer, { orderNo, method: 'cash', paymentPassword: PAYMENT_PASSWORD }),
        400,
        400,
      );
      h.expectFailure(await payByWallet(buyer, { orderNo, voucherIds: [randomUUID()] }), 400, 400);
      h.expectFailure(await payByWallet(buyer, { orderNo, currency: 'USD' }), 400, 400, /currency/);
      h.expectFailure(await payByWallet(buyer, { orderNo, amount: 1 }), 400, 400);
      expect(await attemptsOf(orderNo)).toBe(0);

      // A buyer without a payment password is sent to set one.
      const without = await h.registerUser();
      await recharge(without, 100_000);
      const theirs = await newOrder(without);
      h.expectFailure(
        await payByWallet(without, { orderNo: theirs }),
        422,
        422,
        'Set a payment password first, in your account centre.',
      );
      // Another buyer's order does not exist for this one.
      h.expectFailure(await payByWallet(buyer, { orderNo: theirs }), 404, 404);
      expect(await available(without)).toBe(100_000);

      ok(await payByWallet(buyer, { orderNo }));
    });

    it('pays once under parallel requests: a replayed key, two keys for one stage, and two orders on a wallet that covers one', async () => {
      const buyer = await buyerWith(STAGE_ONE_IQD * 2 + 500);
      const [first, second, third] = [await newOrder(buyer), await newOrder(buyer), await newOrder(buyer)];

      const idempotencyKey = randomUUID();
      const replays = await Promise.all(
        Array.from({ length: 4 }, () => payByWallet(buyer, { orderNo: first, idempotencyKey })),
      );
      expect(replays.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      for (const answer of replays) expect(answer.body.data.attempts).toEqual(replays[0]!.body.data.attempts);

      const keys = await Promise.all([
        payByWallet(buyer, { orderNo: second }),
        payByWallet(buyer, { orderNo: second }),
      ]);
      expect(keys.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = keys.find((answer) => answer.status === 409)!;
      expect(refused.body.msg).toBe('This payment has already been made.');

      // What is left covers no third stage: two parallel tries at it both find the wallet short.
      const last = await Promise.all([
        payByWallet(buyer, { orderNo: third }),
        payByWallet(buyer, { orderNo: third }),
      ]);
      expect(last.map((answer) => answer.status)).toEqual([422, 422]);

      for (const orderNo of [first, second]) {
        expect(await attemptsOf(orderNo)).toBe(1);
        expect(await postingsOf(orderNo, 1)).toBe(1);
        expect((await orderRow(orderNo)).status).toBe(ORDER_STATUS.WAITING_PURCHASE);
      }
      expect(await attemptsOf(third)).toBe(0);
      expect(await available(buyer)).toBe(500);

      // Many buyers paying many stages at once, some short of money: each paid at most once.
      const buyers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          buyerWith(index % 2 === 0 ? STAGE_ONE_IQD : STAGE_ONE_IQD - 1),
        ),
      );
      const orders = await Promise.all(buyers.map((someone) => newOrder(someone)));
      const answers = await Promise.all(
        buyers.flatMap((someone, index) => [
          payByWallet(someone, { orderNo: orders[index] }),
          payByWallet(someone, { orderNo: orders[index] }),
        ]),
      );
      buyers.forEach((_, index) => {
        const pair = [answers[index * 2]!.status, answers[index * 2 + 1]!.status].sort();
        expect(pair, `buyer ${index}`).toEqual(index % 2 === 0 ? [200, 409] : [422, 422]);
      });
      await expectBooksBalanced();
    });
  });

  describe('switching the method of a stage', () => {
    it('cancels a pending cash attempt so that the stage is paid another way, and finance cannot confirm it after', async () => {
      const buyer = await buyerWith(100_000);
      const orderNo = await newOrder(buyer);
      const cash = ok(await pay(buyer, { orderNo, method: 'cash' }));
      expect(cash).toMatchObject({ state: 'processing', methods: [] });
      const attemptId = cash.attempts[0]!.attemptId;
      expect(await queued(orderNo)).toHaveLength(1);

      const switched = ok(await switchPay(buyer, orderNo));
      expect(switched).toMatchObject({
        state: 'unpaid',
        reviewCode: null,
        methods: ['bank_transfer', 'cash', 'wallet'],
        walletAvailableIqd: 100_000,
      });
      expect(switched.attempts).toEqual([
        expect.objectContaining({ attemptId, method: 'cash', status: 'cancelled' }),
      ]);
      expect(await queued(orderNo)).toEqual([]);
      // A repeat finds nothing open.
      expect(ok(await switchPay(buyer, orderNo)).attempts).toEqual(switched.attempts);
      h.expectFailure(
        await as(finance)('/hello/staff/payment/confirmCash', { attemptId }),
        409,
        409,
        'This payment has already been decided.',
      );

      const paid = ok(await payByWallet(buyer, { orderNo }));
      expect(paid.state).toBe('success');
      expect(paid.attempts.map((attempt) => attempt.status)).toEqual(['cancelled', 'approved']);
      h.expectFailure(await switchPay(buyer, orderNo), 409, 409, 'This payment has already been made.');
      expect(await postingsOf(orderNo, 1)).toBe(1);
    });

    it('refuses to switch a transfer under review, and answers a rejected or untouched stage as it stands', async () => {
      const buyer = await buyerWith(100_000);
      const orderNo = await newOrder(buyer);
      expect(ok(await switchPay(buyer, orderNo))).toMatchObject({ state: 'unpaid', attempts: [] });

      const form = new FormData();
      const png = Uint8Array.from(
        Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
          'base64',
        ),
      );
      form.append('file', new Blob([png], { type: 'image/png' }), 'voucher.png');
      const uploaded = await fetch(`${h.base}/pdpd/upload/image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${buyer.token}` },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const { voucherId } = ((await uploaded.json()) as { data: { voucherId: string } }).data;
      const transfer = ok(await pay(buyer, { orderNo, method: 'bank_transfer', voucherIds: [voucherId] }));

      const english = await switchPay(buyer, orderNo);
      h.expectFailure(
        english,
        409,
        409,
        'The payment method cannot be changed: the transfer is under review. Wait for finance to answer.',
      );
      h.expectFailure(
        await switchPay(buyer, orderNo, 1, { locale: 'ar' }),
        409,
        409,
        'لا يمكن تغيير طريقة الدفع: التحويل قيد المراجعة. انتظر رد قسم المالية.',
      );
      expect(ok(await as(buyer)<StagePaymentWire>('/hello/pay/payOrder/result', { orderNo })).state).toBe(
        'processing',
      );

      ok(
        await as(finance)('/hello/staff/payment/reject', {
          attemptId: transfer.attempts[0]!.attemptId,
          reason: 'notReceived',
        }),
      );
      const rejected = ok(await switchPay(buyer, orderNo));
      expect(rejected).toMatchObject({
        state: 'failed',
        canRepay: true,
        methods: ['bank_transfer', 'cash', 'wallet'],
      });
      expect(rejected.attempts.map((attempt) => attempt.status)).toEqual(['rejected']);
      // Repaid from the wallet after the rejection.
      expect(ok(await payByWallet(buyer, { orderNo })).state).toBe('success');

      // Not the buyer's order: not found; a bad stage: 400.
      const stranger = await h.registerUser();
      h.expectFailure(await switchPay(stranger, orderNo), 404, 404);
      h.expectFailure(await switchPay(buyer, orderNo, 3), 400, 400);
    });

    it('lets either a switch or a cash confirmation win when they race, never both', async () => {
      for (let round = 0; round < 4; round += 1) {
        const buyer = await buyerWith(0);
        const orderNo = await newOrder(buyer);
        const attemptId = ok(await pay(buyer, { orderNo, method: 'cash' })).attempts[0]!.attemptId;
        const [switched, confirmed] = await Promise.all([
          switchPay(buyer, orderNo),
          as(finance)('/hello/staff/payment/confirmCash', { attemptId }),
        ]);
        expect([switched.status, confirmed.status].sort()).toEqual([200, 409]);
        const result = ok(await as(buyer)<StagePaymentWire>('/hello/pay/payOrder/result', { orderNo }));
        if (switched.status === 200) {
          expect(result.state).toBe('unpaid');
          expect(await postingsOf(orderNo, 1)).toBe(0);
        } else {
          expect(result.state).toBe('success');
          expect(await postingsOf(orderNo, 1)).toBe(1);
        }
      }
      await expectBooksBalanced();
    });
  });
}

/**
 * The wallet as a payment method and switch-pay against whichever database `open` gives: embedded
 * PGlite and a real PostgreSQL server must behave alike.
 */
export function describeWalletPayment(name: string, open: OpenDatabase, skipReason?: string) {
  describe.skipIf(skipReason !== undefined)(`${name}: paying from the wallet and switching methods`, () => {
    setBankAccountsEnv(BANK_ACCOUNTS);
    walletPaymentTests(useHarness(open));
  });
}
