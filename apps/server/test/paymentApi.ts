import { randomUUID } from 'node:crypto';
import type { StagePaymentWire } from '@tijara/api/contract';
import { LANGUAGE_CODE, ORDER_STATUS, orderStageAccount } from '@tijara/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../src/modules/ledger';
import { buildApp } from '../src/http/buildApp';
import { areas } from '../src/modules/areas';
import { createPaymentArea } from '../src/modules/payment';
import { VOUCHERS_PER_DAY } from '../src/modules/payment/paymentRoutes';
import { useHarness, type Harness, type RegisteredUser } from './account/harness';
import type { Answer } from './support/pdpdCaller';
import {
  PAYMENT_RATE,
  setBankAccountsEnv,
  paymentSuite,
  type OpenDatabase,
  type PaymentShelf,
} from './support/paymentSuite';

const SHELF: PaymentShelf = {
  suite: 'payment-test',
  category: 9_400,
  categoryName: 'Payment tests',
  kettle: { id: 940_001, sku: 94_000_101 },
};

const BANK_ACCOUNTS = [
  {
    bankName: 'Test Bank of the suite',
    branchName: 'Karrada',
    accountName: 'Suite Trading',
    swiftCode: 'TESTIQBA',
    accountNumber: 'IQ00TEST0000000001',
  },
];

/** A real picture, made here: a PNG (or another format sharp writes) of a few coloured pixels. */
async function picture(format: 'png' | 'jpeg' | 'gif' = 'png', width = 64): Promise<Uint8Array> {
  const image = sharp({
    create: { width, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } },
  });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

interface Decision {
  attemptId: string;
  kind: string;
  reviewCode: number;
  decidedBy: string;
  decidedAt: string;
  orderStatus: number;
}

interface ReviewItem {
  attemptId: string;
  orderNo: string;
  stage: number;
  method: string;
  buyer: { userId: string; userName: string };
  amount: number;
  amountIqd: number | null;
  voucherIds: string[];
}

function paymentTests(h: Harness) {
  const { ok, as, newOrder, staffMember } = paymentSuite(h, SHELF);
  let finance: RegisteredUser;

  beforeAll(async () => {
    finance = await staffMember('finance');
  });

  const upload = async (
    user: RegisteredUser,
    bytes: Uint8Array,
    name = 'voucher.png',
    type = 'image/png',
  ) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), name);
    const response = await fetch(`${h.base}/pdpd/upload/image`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        language: String(LANGUAGE_CODE.en),
        channel: '6',
        'user-type': '2',
      },
      body: form,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Answer<{
        voucherId: string;
        contentType: string;
        size: number;
      }>['body'],
    };
  };

  const voucherOf = async (buyer: RegisteredUser) => {
    const answer = await upload(buyer, await picture());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.voucherId;
  };

  const pay = (buyer: RegisteredUser, body: Record<string, unknown>) =>
    as(buyer)<StagePaymentWire>('/hello/pay/payment', {
      stage: 1,
      currency: 'IQD',
      idempotencyKey: randomUUID(),
      ...body,
    });

  const reviewOf = async (orderNo: string) => {
    const queue = ok(await as(finance)<ReviewItem[]>('/hello/staff/payment/reviewList', {}));
    return queue.filter((item) => item.orderNo === orderNo);
  };

  const orderRow = async (orderNo: string) =>
    (
      await h.db.query<{ id: string; status: number; paid_at: Date | null }>(
        'SELECT id::text AS id, status, paid_at FROM customer_order WHERE order_no = $1',
        [orderNo],
      )
    )[0]!;

  const postingsOf = async (orderNo: string, stage: number) =>
    (
      await h.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM ledger_transaction WHERE idempotency_key = $1',
        [`stage-payment:${orderNo}:${stage}`],
      )
    )[0]!.count;

  it('pays stage 1 by bank transfer: amounts from the order, vouchers re-encoded, review 9, approval 10 to waiting purchase', async () => {
    const buyer = await h.registerUser();
    const orderNo = await newOrder(buyer);

    const request = ok(await as(buyer)<StagePaymentWire>('/hello/pay/payOrder/create', { orderNo }));
    expect(request).toMatchObject({
      orderNo,
      stage: 1,
      state: 'unpaid',
      reviewCode: null,
      amount: 5_400,
      amountIqd: 70_740,
      iqdPerUsd: PAYMENT_RATE,
      // The wallet is offered while a rate is set, with its balance.
      methods: ['bank_transfer', 'cash', 'wallet'],
      bankAccounts: BANK_ACCOUNTS,
      walletAvailableIqd: 0,
      canRepay: false,
      attempts: [],
    });

    const original = await picture('jpeg', 300);
    const uploaded = await upload(buyer, original, 'receipt.jpg', 'image/jpeg');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.contentType).toBe('image/webp');
    const [stored] = await h.db.query<{ bytes: Uint8Array; sha256: string; size: number }>(
      'SELECT bytes, sha256, size FROM payment_voucher WHERE id = $1',
      [uploaded.body.data.voucherId],
    );
    // Re-encoded: the server's WebP, not the bytes as sent.
    expect(new TextDecoder().decode(new Uint8Array(stored!.bytes).slice(8, 12))).toBe('WEBP');
    expect(stored!.size).toBe(uploaded.body.data.size);
    const second = await voucherOf(buyer);

    const paid = ok(
      await pay(buyer, {
        orderNo,
        method: 'bank_transfer',
        voucherIds: [uploaded.body.data.voucherId, second],
      }),
    );
    expect(paid).toMatchObject({ state: 'processing', reviewCode: 9, methods: [], canRepay: false });
    expect(paid.attempts).toHaveLength(1);
    expect(paid.attempts[0]).toMatchObject({
      method: 'bank_transfer',
      currency: 'IQD',
      amount: 5_400,
      amountIqd: 70_740,
      status: 'submitted',
      voucherIds: [uploaded.body.data.voucherId, second],
    });
    expect(paid.attempts[0]!.expectedAnswerAt).toBe(
      new Date(h.clock.now().getTime() + 15 * 60_000).toISOString(),
    );

    // The buyer reads their voucher; finance sees the stage in the queue with the buyer and amounts.
    const mine = await fetch(`${h.base}/pdpd/hello/pay/voucher`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ voucherId: second }),
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/webp');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    const [item] = await reviewOf(orderNo);
    expect(item).toMatchObject({
      orderNo,
      stage: 1,
      method: 'bank_transfer',
      buyer: { userId: buyer.userId, userName: buyer.userName },
      amount: 5_400,
      amountIqd: 70_740,
      voucherIds: [uploaded.body.data.voucherId, second],
    });
    const forFinance = await fetch(`${h.base}/pdpd/hello/staff/payment/voucher`, {
      method: 'POST',
      headers: { authorization: `Bearer ${finance.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ voucherId: second }),
    });
    expect(forFinance.status).toBe(200);
    expect((await forFinance.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const decision = ok(
      await as(finance)<Decision>('/hello/staff/payment/approve', { attemptId: item!.attemptId }),
    );
    expect(decision).toMatchObject({
      kind: 'reviewApproved',
      reviewCode: 10,
      decidedBy: finance.userId,
      decidedAt: h.clock.now().toISOString(),
      orderStatus: ORDER_STATUS.WAITING_PURCHASE,
    });
    const row = await orderRow(orderNo);
    expect(row.status).toBe(ORDER_STATUS.WAITING_PURCHASE);
    expect(row.paid_at).not.toBeNull();
    // The books: $54.00 paid toward the order's stage 1, from 70,740 dinars received by transfer.
    expect(await balanceOf(h.db, orderStageAccount(orderNo, 1), 'USD')).toBe(5_400);
    expect(await balanceOf(h.db, 'received:bank_transfer', 'IQD')).toBeGreaterThanOrEqual(70_740);
    expect(await reviewOf(orderNo)).toEqual([]);

    const result = ok(await as(buyer)<StagePaymentWire>('/hello/pay/payOrder/result', { orderNo, stage: 1 }));
    expect(result).toMatchObject({ state: 'success', reviewCode: 10, methods: [], canRepay: false });

    // Paying the paid stage again is refused, by any method.
    const again = await pay(buyer, { orderNo, method: 'cash' });
    h.expectFailure(again, 409, 409, 'This payment has already been made.');
    expect(await postingsOf(orderNo, 1)).toBe(1);
  });

  it('rejects with a reason the buyer sees, lets the buyer repay (in cash), and confirms the cash', async () => {
    const buyer = await h.registerUser();
    const orderNo = await newOrder(buyer);
    const first = ok(
      await pay(buyer, { orderNo, method: 'bank_transfer', voucherIds: [await voucherOf(buyer)] }),
    );
    const attemptId = first.attempts[0]!.attemptId;

    const rejected = ok(
      await as(finance)<Decision>('/hello/staff/payment/reject', { attemptId, reason: 'notReceived' }),
    );
    expect(rejected).toMatchObject({
      kind: 'reviewRejected',
      reviewCode: 11,
      orderStatus: ORDER_STATUS.WAIT_BUYER_PAY,
    });
    const failed = ok(await as(buyer)<StagePaymentWire>('/hello/pay/payOrder/result', { orderNo }));
    expect(failed).toMatchObject({
      state: 'failed',
      reviewCode: 11,
      canRepay: true,
      methods: ['bank_transfer', 'cash', 'wallet'],
    });
    expect(failed.attempts[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'notReceived',
      rejectMessage: 'Payment not received.',
    });
    const arabic = ok(
      await as(buyer)<StagePaymentWire>('/hello/pay/payOrder/result', { orderNo }, { locale: 'ar' }),
    );
    expect(arabic.attempts[0]!.rejectMessage).toBe('لم يتم استلام الدفعة.');

    // A decided attempt takes no other decision.
    h.expectFailure(
      await as(finance)('/hello/staff/payment/approve', { attemptId }),
      409,
      409,
      'This payment has already been decided.',
    );
    // A rejection needs one of the reasons.
    expect((await as(finance)('/hello/staff/payment/reject', { attemptId })).status).toBe(400);

    const repaid = ok(await pay(buyer, { orderNo, method: 'cash', currency: 'USD' }));
    expect(repaid).toMatchObject({ state: 'processing', reviewCode: 9 });
    const cash = repaid.attempts[1]!;
    expect(cash).toMatchObject({ method: 'cash', currency: 'USD', amountIqd: null, status: 'submitted' });
    // Cash is confirmed, not approved as a transfer.
    h.expectFailure(await as(finance)('/hello/staff/payment/confirmCash', { attemptId }), 409, 409);
    const [queued] = await reviewOf(orderNo);
    expect(queued).toMatchObject({ attemptId: cash.attemptId, method: 'cash' });
    const confirmed = ok(
      await as(finance)<Decision>('/hello/staff/payment/confirmCash', { attemptId: cash.attemptId }),
    );
    expect(confirmed).toMatchObject({
      kind: 'cashConfirmed',
      reviewCode: 10,
      orderStatus: ORDER_STATUS.WAITING_PURCHASE,
    });
    expect(await balanceOf(h.db, orderStageAccount(orderNo, 1), 'USD')).toBe(5_400);

    // Every decision is kept with who and when, and the history cannot be rewritten.
    const events = await h.db.query<{ kind: string; actor_id: string; reason: string | null }>(
      `SELECT e.kind, e.actor_id::text AS actor_id, e.reason FROM payment_event e
         JOIN payment_attempt a ON a.id = e.attempt_id WHERE a.order_no = $1 ORDER BY e.id`,
      [orderNo],
    );
    expect(events).toEqual([
      { kind: 'submitted', actor_id: buyer.userId, reason: null },
      { kind: 'reviewRejected', actor_id: finance.userId, reason: 'notReceived' },
      { kind: 'submitted', actor_id: buyer.userId, reason: null },
      { kind: 'cashConfirmed', actor_id: finance.userId, reason: null },
    ]);
    for (const statement of [
      "UPDATE payment_event SET kind = 'reviewApproved'",
      'DELETE FROM payment_attempt',
      'DELETE FROM payment_voucher',
    ])
      await expect(h.db.query(statement), statement).rejects.toThrow(/append-only/);
  });

  it('makes one attempt of a double submit and of two tabs, and one payment of parallel approvals', async () => {
    const buyer = await h.registerUser();
    const orderNo = await newOrder(buyer);
    const idempotencyKey = randomUUID();
    const twice = await Promise.all([
      pay(buyer, { orderNo, method: 'cash', idempotencyKey }),
      pay(buyer, { orderNo, method: 'cash', idempotencyKey }),
    ]);
    expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
    expect(twice[0].body.data.attempts).toEqual(twice[1].body.data.attempts);
    // The key belongs to that payment: reused for another, it is refused.
    h.expectFailure(
      await pay(buyer, {
        orderNo,
        method: 'bank_transfer',
        idempotencyKey,
        voucherIds: [await voucherOf(buyer)],
      }),
      409,
      409,
    );

    const other = await newOrder(buyer);
    const tabs = await Promise.all([
      pay(buyer, { orderNo: other, method: 'cash' }),
      pay(buyer, { orderNo: other, method: 'cash' }),
    ]);
    expect(tabs.map((answer) => answer.status).sort()).toEqual([200, 409]);

    // One key, or one voucher, sent for two orders at once: one attempt, and a 409.
    const [third, fourth] = [await newOrder(buyer), await newOrder(buyer)];
    const sharedKey = randomUUID();
    const sharedVoucher = await voucherOf(buyer);
    const crossed = await Promise.all([
      pay(buyer, { orderNo: third, method: 'cash', idempotencyKey: sharedKey }),
      pay(buyer, { orderNo: fourth, method: 'cash', idempotencyKey: sharedKey }),
    ]);
    expect(crossed.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [fifth, sixth] = [await newOrder(buyer), await newOrder(buyer)];
    const bothVouchers = await Promise.all(
      [fifth, sixth].map((no) =>
        pay(buyer, { orderNo: no, method: 'bank_transfer', voucherIds: [sharedVoucher] }),
      ),
    );
    expect(bothVouchers.map((answer) => answer.status).sort()).toEqual([200, 409]);

    const count = async (no: string) =>
      (
        await h.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM payment_attempt WHERE order_no = $1',
          [no],
        )
      )[0]!.count;
    expect(await count(orderNo)).toBe(1);
    expect(await count(other)).toBe(1);

    const attemptId = twice[0].body.data.attempts[0]!.attemptId;
    const approvals = await Promise.all(
      Array.from({ length: 6 }, () =>
        as(finance)<Decision>('/hello/staff/payment/confirmCash', { attemptId }),
      ),
    );
    expect(approvals.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(approvals.map((answer) => answer.body.data.decidedAt)).size).toBe(1);
    expect(await postingsOf(orderNo, 1)).toBe(1);
    expect(await balanceOf(h.db, orderStageAccount(orderNo, 1), 'USD')).toBe(5_400);
    const history = await h.db.query<{ status: number }>(
      'SELECT status FROM order_status_history WHERE order_id = $1 ORDER BY id',
      [(await orderRow(orderNo)).id],
    );
    expect(history.map((row) => row.status)).toEqual([
      ORDER_STATUS.WAIT_BUYER_PAY,
      ORDER_STATUS.WAITING_PURCHASE,
    ]);
  });

  it('pays stage 2 from the second-stage lines the order carries, and sends the goods to sea shipping', async () => {
    const buyer = await h.registerUser();
    const orderNo = await newOrder(buyer);
    // Stage 2 is not payable before the fee is charged.
    h.expectFailure(
      await as(buyer)('/hello/pay/payOrder/create', { orderNo, stage: 2 }),
      422,
      422,
      'This order is not waiting for this payment.',
    );
    const first = ok(await pay(buyer, { orderNo, method: 'cash' }));
    ok(await as(finance)('/hello/staff/payment/confirmCash', { attemptId: first.attempts[0]!.attemptId }));
    // What staff record after the goods are weighed at the China warehouse (a later issue's call).
    await h.db.query(
      `UPDATE customer_order SET status = $2, second_stage_fee_cents = 3000, sea_freight_cents = 2500,
              insurance_cents = 54, warehouse_storage_per_day_cents = 100
        WHERE order_no = $1`,
      [orderNo, ORDER_STATUS.LOGISTICS_PAYMENT],
    );
    const request = ok(await as(buyer)<StagePaymentWire>('/hello/pay/payOrder/create', { orderNo }));
    expect(request).toMatchObject({ stage: 2, state: 'unpaid', amount: 5_554, amountIqd: 72_757 });
    const paid = ok(
      await pay(buyer, {
        orderNo,
        stage: 2,
        method: 'bank_transfer',
        currency: 'USD',
        voucherIds: [await voucherOf(buyer)],
      }),
    );
    const decision = ok(
      await as(finance)<Decision>('/hello/staff/payment/approve', { attemptId: paid.attempts[0]!.attemptId }),
    );
    expect(decision.orderStatus).toBe(ORDER_STATUS.SEA_SHIPPING);
    expect(await balanceOf(h.db, orderStageAccount(orderNo, 2), 'USD')).toBe(5_554);
    // Stage 1's state is unchanged by stage 2.
    expect(
      ok(await as(buyer)<StagePaymentWire>('/hello/pay/payOrder/result', { orderNo, stage: 1 })).state,
    ).toBe('success');
  });

  it("keeps a buyer's stages and vouchers from everyone but the buyer and finance", async () => {
    const owner = await h.registerUser();
    const stranger = await h.registerUser();
    const orderNo = await newOrder(owner);
    const voucherId = await voucherOf(owner);
    for (const path of ['/hello/pay/payOrder/create', '/hello/pay/payOrder/result']) {
      h.expectFailure(await as(stranger)(path, { orderNo }), 404, 404);
    }
    expect((await pay(stranger, { orderNo, method: 'cash' })).status).toBe(404);
    expect((await as(stranger)('/hello/pay/voucher', { voucherId })).status).toBe(404);
    // Another buyer's voucher cannot prove the stranger's own payment either.
    const own = await newOrder(stranger);
    h.expectFailure(
      await pay(stranger, { orderNo: own, method: 'bank_transfer', voucherIds: [voucherId] }),
      404,
      404,
      'This transfer voucher does not exist.',
    );
    // Not finance: 403, before anything about the body.
    for (const path of [
      '/hello/staff/payment/reviewList',
      '/hello/staff/payment/voucher',
      '/hello/staff/payment/approve',
      '/hello/staff/payment/reject',
      '/hello/staff/payment/confirmCash',
    ]) {
      const answer = await as(owner)(path, { voucherId, attemptId: '1' });
      expect(answer.status, path).toBe(403);
    }
  });

  it('offers no bank transfer and shows no account when none is configured', async () => {
    const buyer = await h.registerUser();
    const orderNo = await newOrder(buyer);
    const voucherId = await voucherOf(buyer);
    const app = await buildApp({
      db: h.db,
      clock: h.clock,
      catalogueCache: false,
      areas: areas.map((area) => (area.name === 'payment' ? createPaymentArea({ bankAccounts: [] }) : area)),
    });
    try {
      const inject = async (url: string, payload: object) => {
        const response = await app.inject({
          method: 'POST',
          url: `/pdpd${url}`,
          headers: { authorization: `Bearer ${buyer.token}`, language: String(LANGUAGE_CODE.en) },
          payload,
        });
        return { status: response.statusCode, body: response.json<Answer<StagePaymentWire>['body']>() };
      };
      const request = await inject('/hello/pay/payOrder/create', { orderNo });
      expect(request.body.data).toMatchObject({ methods: ['cash', 'wallet'], bankAccounts: [] });
      const transfer = await inject('/hello/pay/payment', {
        orderNo,
        stage: 1,
        method: 'bank_transfer',
        voucherIds: [voucherId],
        idempotencyKey: randomUUID(),
      });
      expect(transfer).toMatchObject({
        status: 422,
        body: { msg: 'This payment method is not available for this payment.' },
      });
    } finally {
      await app.close();
    }
  });

  it("bounds a buyer's uploads in 24 hours, and lets them upload again the next day", async () => {
    const buyer = await h.registerUser();
    const bytes = await picture('png', 8);
    const uploads = [];
    for (let index = 0; index < VOUCHERS_PER_DAY; index += 1) uploads.push(await upload(buyer, bytes));
    expect(uploads.every((answer) => answer.status === 200)).toBe(true);
    h.expectFailure(
      await upload(buyer, bytes),
      429,
      429,
      'You have uploaded too many images today. Try again tomorrow or contact us.',
    );
    // Another buyer is not held back by this one.
    expect((await upload(await h.registerUser(), bytes)).status).toBe(200);
    h.clock.advance(24 * 60 * 60 * 1000);
    expect((await upload(buyer, bytes)).status).toBe(200);
  });

  it('takes only pictures, checked by their content, and 1-5 vouchers for a transfer', async () => {
    const buyer = await h.registerUser();
    const text = new TextEncoder().encode('not a picture at all');
    h.expectFailure(await upload(buyer, text, 'voucher.png'), 400, 400, 'Choose a JPG, PNG or GIF image.');
    // A GIF named .png: the content and the name disagree.
    h.expectFailure(await upload(buyer, await picture('gif'), 'voucher.png'), 400, 400);
    const gif = await upload(buyer, await picture('gif'), 'voucher.gif', 'image/gif');
    expect(gif.status).toBe(200);
    // Without a session the body is not even read.
    const guest = new FormData();
    guest.append('file', new Blob([await picture()], { type: 'image/png' }), 'voucher.png');
    const noToken = await fetch(`${h.base}/pdpd/upload/image`, { method: 'POST', body: guest });
    expect(noToken.status).toBe(401);
    // No file part.
    const empty = new FormData();
    empty.append('note', 'x');
    const noFile = await fetch(`${h.base}/pdpd/upload/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}` },
      body: empty,
    });
    expect(noFile.status).toBe(400);

    const orderNo = await newOrder(buyer);
    h.expectFailure(await pay(buyer, { orderNo, method: 'bank_transfer' }), 400, 400);
    const six = Array.from({ length: 6 }, () => randomUUID());
    expect((await pay(buyer, { orderNo, method: 'bank_transfer', voucherIds: six })).status).toBe(400);
    // Cash comes without a voucher; a voucher named twice counts once.
    const voucherId = await voucherOf(buyer);
    expect((await pay(buyer, { orderNo, method: 'cash', voucherIds: [voucherId] })).status).toBe(400);
    const once = ok(
      await pay(buyer, { orderNo, method: 'bank_transfer', voucherIds: [voucherId, voucherId] }),
    );
    expect(once.attempts[0]!.voucherIds).toEqual([voucherId]);
    // The client never names an amount.
    expect((await pay(buyer, { orderNo, method: 'cash', amount: 1 })).status).toBe(400);
  });
}

export function describePaymentApi(name: string, open: OpenDatabase, skipReason?: string) {
  describe.skipIf(skipReason !== undefined)(`${name}: paying order stages over HTTP`, () => {
    setBankAccountsEnv(BANK_ACCOUNTS);
    const harness = useHarness(open);
    paymentTests(harness);
  });
}
