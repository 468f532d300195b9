import { randomUUID } from 'node:crypto';
import {
  approveWalletTopUp,
  createWalletTopUp,
  getWalletHistory,
  getWalletSummary,
  getWalletTopUpBankAccounts,
  listStaffWalletTopUps,
  listWalletTopUps,
  rejectWalletTopUp,
  type StaffWalletTopUpWire,
  type WalletMovementWire,
  type WalletSummaryWire,
  type WalletTopUpWire,
} from '@tijara/api/contract';
import { LANGUAGE_CODE, WALLET_TOP_UP_MAX_IQD, WALLET_TOP_UP_MIN_IQD, walletAccount } from '@tijara/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../src/modules/ledger';
import { useHarness, type Harness, type RegisteredUser } from './account/harness';
import type { Answer } from './support/pdpdCaller';
import { setBankAccountsEnv, suiteCalls, type OpenDatabase } from './support/paymentSuite';

const BANK_ACCOUNTS = [
  {
    bankName: 'Test Bank of the top-up suite',
    branchName: 'Karrada',
    accountName: 'Suite Trading',
    swiftCode: 'TESTIQBA',
    accountNumber: 'IQ00TEST0000000003',
  },
];

/** Topping up the wallet by transfer or cash, and finance's decisions, over HTTP (issue 15 item 5). */
function walletTopUpTests(h: Harness) {
  let finance: RegisteredUser;
  let picture: Uint8Array;

  const { ok, as, staffMember, expectBooksBalanced } = suiteCalls(h);

  beforeAll(async () => {
    finance = await staffMember('finance');
    picture = new Uint8Array(
      await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 20, g: 120, b: 90 } } })
        .png()
        .toBuffer(),
    );
  });

  const uploadVoucher = async (user: RegisteredUser): Promise<string> => {
    const form = new FormData();
    form.append('file', new Blob([picture], { type: 'image/png' }), 'voucher.png');
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
    const body = (await response.json()) as Answer<{ voucherId: string }>['body'];
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body.data.voucherId;
  };

  const topUp = (user: RegisteredUser, body: Record<string, unknown>) =>
    as(user)<WalletTopUpWire>(createWalletTopUp.path, { requestId: randomUUID(), ...body });

  const transfer = async (user: RegisteredUser, amountIqd: number) =>
    ok(await topUp(user, { method: 'bank_transfer', amountIqd, voucherIds: [await uploadVoucher(user)] }));

  const summary = async (user: RegisteredUser) =>
    ok(await as(user)<WalletSummaryWire>(getWalletSummary.path));

  const queue = async () => ok(await as(finance)<StaffWalletTopUpWire[]>(listStaffWalletTopUps.path));

  const mine = async (user: RegisteredUser) =>
    ok(await as(user)<{ records: WalletTopUpWire[] }>(listWalletTopUps.path)).records;

  const creditsOf = async (topUpId: string) =>
    (
      await h.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM ledger_transaction WHERE idempotency_key = $1',
        [`wallet-top-up:${topUpId}`],
      )
    )[0]!.count;

  it("shows the provider's bank accounts to a buyer for a transfer", async () => {
    const buyer = await h.registerUser();
    expect(ok(await as(buyer)(getWalletTopUpBankAccounts.path))).toEqual({ bankAccounts: BANK_ACCOUNTS });
  });

  it('tops up by transfer with a voucher; finance approves; the balance and the history show it once', async () => {
    const buyer = await h.registerUser();
    const voucherId = await uploadVoucher(buyer);
    const requestId = randomUUID();
    const body = { requestId, method: 'bank_transfer', amountIqd: 250_000, voucherIds: [voucherId] };
    const asked = ok(await as(buyer)<WalletTopUpWire>(createWalletTopUp.path, body));
    expect(asked).toMatchObject({
      method: 'bank_transfer',
      amountIqd: 250_000,
      status: 'pending',
      voucherIds: [voucherId],
      decidedAt: null,
      rejectReason: null,
    });
    // The same request again answers the same top-up; with other details it is refused.
    expect(ok(await as(buyer)<WalletTopUpWire>(createWalletTopUp.path, body))).toEqual(asked);
    h.expectFailure(
      await as(buyer)(createWalletTopUp.path, { ...body, amountIqd: 300_000 }),
      409,
      409,
      'This request was already sent with other details. Reload the page and try again.',
    );
    expect(await mine(buyer)).toEqual([asked]);
    // Nothing is credited before finance approves.
    expect((await summary(buyer)).availableIqd).toBe(0);

    const queued = (await queue()).find((item) => item.id === asked.id);
    expect(queued).toMatchObject({
      ...asked,
      buyer: { userId: buyer.userId },
      decidedBy: null,
    });
    // Finance reads the voucher with the staff voucher call.
    const image = await fetch(`${h.base}/pdpd/hello/staff/payment/voucher`, {
      method: 'POST',
      headers: { authorization: `Bearer ${finance.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ voucherId }),
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const approved = ok(
      await as(finance)<StaffWalletTopUpWire>(approveWalletTopUp.path, { topUpId: asked.id }),
    );
    expect(approved).toMatchObject({
      id: asked.id,
      status: 'approved',
      decidedBy: finance.userId,
      decidedAt: h.clock.now().toISOString(),
      rejectReason: null,
    });
    // A repeat answers the approval as recorded and credits nothing more; a rejection now is refused.
    expect(ok(await as(finance)(approveWalletTopUp.path, { topUpId: asked.id }))).toEqual(approved);
    h.expectFailure(
      await as(finance)(rejectWalletTopUp.path, { topUpId: asked.id, reason: 'notReceived' }),
      409,
      409,
      'This top-up has already been decided.',
    );
    expect((await summary(buyer)).availableIqd).toBe(250_000);
    expect(await balanceOf(h.db, walletAccount(buyer.userId), 'IQD')).toBe(250_000);
    expect(await creditsOf(asked.id)).toBe(1);
    const history = ok(await as(buyer)<{ records: WalletMovementWire[] }>(getWalletHistory.path)).records;
    expect(history).toEqual([
      expect.objectContaining({
        kind: 'recharge',
        currency: 'IQD',
        amount: 250_000,
        direction: 'in',
        reference: `top-up:${asked.id}`,
      }),
    ]);
    expect((await mine(buyer))[0]).toMatchObject({ status: 'approved', decidedAt: approved.decidedAt });
    expect((await queue()).some((item) => item.id === asked.id)).toBe(false);
    await expectBooksBalanced();
  });

  it('tops up in cash with no voucher; finance rejects with a reason the buyer sees; nothing is credited', async () => {
    const buyer = await h.registerUser();
    const asked = ok(await topUp(buyer, { method: 'cash', amountIqd: 75_000 }));
    expect(asked).toMatchObject({ method: 'cash', status: 'pending', voucherIds: [] });
    const rejected = ok(
      await as(finance)<StaffWalletTopUpWire>(rejectWalletTopUp.path, {
        topUpId: asked.id,
        reason: 'notReceived',
        note: '  No cash counted at the Karrada store.  ',
      }),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectReason: 'notReceived',
      note: 'No cash counted at the Karrada store.',
      decidedBy: finance.userId,
    });
    expect(await mine(buyer)).toEqual([
      expect.objectContaining({
        id: asked.id,
        status: 'rejected',
        rejectReason: 'notReceived',
        note: 'No cash counted at the Karrada store.',
      }),
    ]);
    h.expectFailure(await as(finance)(approveWalletTopUp.path, { topUpId: asked.id }), 409, 409);
    expect((await summary(buyer)).availableIqd).toBe(0);
    expect(await creditsOf(asked.id)).toBe(0);
    const decisions = await h.db.query<{ decided_by: string; decided_at: Date }>(
      'SELECT decided_by::text AS decided_by, decided_at FROM wallet_top_up_decision WHERE top_up_id = $1',
      [asked.id],
    );
    expect(decisions).toEqual([{ decided_by: finance.userId, decided_at: h.clock.now() }]);
  });

  it('credits once when finance approves the same top-up in parallel', async () => {
    const buyer = await h.registerUser();
    const asked = await transfer(buyer, 40_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        as(finance)<StaffWalletTopUpWire>(approveWalletTopUp.path, { topUpId: asked.id }),
      ),
    );
    for (const answer of answers) expect(ok(answer).status).toBe('approved');
    expect(await creditsOf(asked.id)).toBe(1);
    expect((await summary(buyer)).availableIqd).toBe(40_000);
    await expectBooksBalanced();
  });

  it("keeps a buyer's top-ups and vouchers from another buyer, and the staff calls from buyers", async () => {
    const owner = await h.registerUser();
    const other = await h.registerUser();
    const asked = await transfer(owner, 20_000);
    expect(await mine(other)).toEqual([]);
    // Another buyer's voucher is not found, and a voucher proves one top-up only.
    h.expectFailure(
      await topUp(other, { method: 'bank_transfer', amountIqd: 20_000, voucherIds: asked.voucherIds }),
      404,
      404,
    );
    h.expectFailure(
      await topUp(owner, { method: 'bank_transfer', amountIqd: 20_000, voucherIds: asked.voucherIds }),
      409,
      409,
    );
    // Nor can a voucher proving a top-up prove an order's payment (the migration's trigger).
    await expect(
      h.db.query(`INSERT INTO payment_attempt_voucher (attempt_id, voucher_id, position) VALUES (1, $1, 1)`, [
        asked.voucherIds[0],
      ]),
    ).rejects.toMatchObject({ code: '23505', constraint: 'payment_attempt_voucher_once' });
    for (const call of [listStaffWalletTopUps, approveWalletTopUp, rejectWalletTopUp]) {
      const answer = await as(other)(call.path, { topUpId: asked.id, reason: 'notReceived' });
      expect(answer.status).toBe(403);
    }
    expect((await summary(owner)).availableIqd).toBe(0);
  });

  it('refuses bad input with a clear 4xx', async () => {
    const buyer = await h.registerUser();
    h.expectFailure(await topUp(buyer, { method: 'cash', amountIqd: WALLET_TOP_UP_MIN_IQD - 1 }), 400, 400);
    h.expectFailure(await topUp(buyer, { method: 'cash', amountIqd: WALLET_TOP_UP_MAX_IQD + 1 }), 400, 400);
    h.expectFailure(await topUp(buyer, { method: 'cash', amountIqd: 10_000.5 }), 400, 400);
    h.expectFailure(
      await topUp(buyer, { method: 'bank_transfer', amountIqd: 10_000 }),
      400,
      400,
      'Upload the voucher of your transfer.',
    );
    h.expectFailure(
      await topUp(buyer, { method: 'cash', amountIqd: 10_000, voucherIds: [await uploadVoucher(buyer)] }),
      400,
      400,
    );
    h.expectFailure(await topUp(buyer, { method: 'wallet', amountIqd: 10_000 }), 400, 400);
    h.expectFailure(await as(finance)(approveWalletTopUp.path, { topUpId: '999999999' }), 404, 404);
    h.expectFailure(
      await as(finance)(rejectWalletTopUp.path, { topUpId: 'x', reason: 'notReceived' }),
      400,
      400,
    );
    h.expectFailure(await as(finance)(rejectWalletTopUp.path, { topUpId: '1', reason: 'because' }), 400, 400);
    expect(await mine(buyer)).toEqual([]);
  });
}

/** Wallet top-ups against whichever database `open` gives: PGlite and PostgreSQL must behave alike. */
export function describeWalletTopUp(name: string, open: OpenDatabase, skipReason?: string) {
  describe.skipIf(skipReason !== undefined)(`${name}: topping up the wallet`, () => {
    setBankAccountsEnv(BANK_ACCOUNTS);
    walletTopUpTests(useHarness(open));
  });
}
