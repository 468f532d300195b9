import { randomUUID } from 'node:crypto';
import {
  freezeWallet,
  getWalletHistory,
  getWalletSummary,
  setPaymentPassword,
  type WalletFreezeWire,
  type WalletMovementWire,
  type WalletSummaryWire,
} from '@tijara/api/contract';
import {
  LEDGER_ERROR,
  PAYMENT_PASSWORD_LOCKOUT_MINUTES,
  PAYMENT_PASSWORD_MAX_WRONG,
  freezeBonus,
  iqdDinars,
  iqdInUsdCents,
  parseIqdPerUsd,
  rechargePosting,
  usdCents,
  usdToIqd,
  walletAccount,
  type IqdPerUsd,
} from '@tijara/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import type { JobLogger } from '../src/jobs/jobDefinition';
import { LedgerRefusal, balanceOf, post } from '../src/modules/ledger';
import { setRate } from '../src/modules/rate/rateRepository';
import {
  dueFreezes,
  payFromWallet,
  releaseEndedFreezes,
  releaseFreeze,
  walletArea,
} from '../src/modules/wallet';
import { useHarness, type Harness, type RegisteredUser } from './account/harness';
import type { Answer } from './support/pdpdCaller';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const RATE = parseIqdPerUsd(1_500) as IqdPerUsd;
const PAYMENT_PASSWORD = '246810';

type FreezeAnswer = { freeze: WalletFreezeWire; availableIqd: number };
type HistoryPage = { records: WalletMovementWire[]; total: number; pageNum: number; pageSize: number };

const quietLogger: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** The wallet calls over HTTP (issue 15 items 3 and 5), each on the caller's own wallet. */
function walletTests(h: Harness) {
  let recharges = 0;

  beforeAll(async () => {
    await setRate(h.db, RATE, 'wallet tests');
  });

  /** Money into a test wallet: the ledger's recharge posting, as a reviewed transfer would post it. */
  const recharge = async (buyer: RegisteredUser, amount: number) => {
    recharges += 1;
    await h.db.transaction((tx) =>
      post(
        tx,
        rechargePosting({ userId: buyer.userId, method: 'bank_transfer', amount: iqdDinars(amount) }),
        `test:wallet-recharge:${recharges}`,
        { at: h.clock.now() },
      ),
    );
  };

  const ok = <Data>(answer: Answer<Data>): Data => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.success).toBe(true);
    return answer.body.data;
  };

  const summary = async (buyer: RegisteredUser) =>
    ok(await h.call<WalletSummaryWire>(getWalletSummary.path, {}, { token: buyer.token }));

  const historyOf = async (buyer: RegisteredUser, body: object = {}) =>
    ok(await h.call<HistoryPage>(getWalletHistory.path, body, { token: buyer.token }));

  const freeze = (buyer: RegisteredUser, body: Partial<Record<string, unknown>> = {}) =>
    h.call<FreezeAnswer>(
      freezeWallet.path,
      { requestId: randomUUID(), amountIqd: 10_000, days: 7, paymentPassword: PAYMENT_PASSWORD, ...body },
      { token: buyer.token },
    );

  /** A new buyer with a payment password and `amount` dinars in the wallet. */
  const buyerWith = async (amount: number, paymentPassword = PAYMENT_PASSWORD) => {
    const buyer = await h.registerUser();
    ok(
      await h.call(
        setPaymentPassword.path,
        { paymentPassword, paymentPasswordConfirmation: paymentPassword },
        { token: buyer.token },
      ),
    );
    if (amount > 0) await recharge(buyer, amount);
    return buyer;
  };

  const runReleaseJob = () =>
    releaseEndedFreezes.run({ db: h.db, clock: h.clock, logger: quietLogger, data: undefined });

  describe('the summary and the history', () => {
    it('shows the balance as the sum of the entries, in dinars and at the current rate in dollars', async () => {
      const buyer = await buyerWith(0);
      expect(await summary(buyer)).toEqual({
        availableIqd: 0,
        availableInUsdCents: 0,
        iqdPerUsd: RATE,
        heldUsdCents: 0,
        frozenIqd: 0,
        freezes: [],
      });
      expect(await historyOf(buyer)).toEqual({ records: [], total: 0, pageNum: 1, pageSize: 20 });

      await recharge(buyer, 250_000);
      await recharge(buyer, 1_234);
      const figures = await summary(buyer);
      expect(figures.availableIqd).toBe(251_234);
      expect(figures.availableInUsdCents).toBe(iqdInUsdCents(iqdDinars(251_234), RATE));
      expect(figures.availableInUsdCents).toBe(16_749); // 251,234 / 1,500 = $167.489...

      const page = await historyOf(buyer, { pageSize: 1 });
      expect(page.total).toBe(2);
      expect(page.records).toEqual([
        expect.objectContaining({ kind: 'recharge', currency: 'IQD', amount: 1_234, direction: 'in' }),
      ]);
      const second = await historyOf(buyer, { pageNum: 2, pageSize: 1 });
      expect(second.records.map((record) => record.amount)).toEqual([250_000]);
      expect(Number(second.records[0]!.id)).toBeLessThan(Number(page.records[0]!.id));
    });

    it('refuses a bad page with 400 and an unknown field', async () => {
      const buyer = await buyerWith(0);
      const answer = await h.call(getWalletHistory.path, { pageSize: 0 }, { token: buyer.token });
      h.expectFailure(answer, 400, 400, /pageSize/);
      const unknown = await h.call(getWalletSummary.path, { userId: buyer.userId }, { token: buyer.token });
      h.expectFailure(unknown, 400, 400, /userId/);
    });
  });

  describe('freezing', () => {
    it('freezes for 7 days at 0.5 % and releases the amount with the bonus when the period ends', async () => {
      const buyer = await buyerWith(300_000);
      const started = h.clock.now();
      const made = ok(await freeze(buyer, { amountIqd: 199_999, days: 7 }));
      // 0.5 % of 199,999 is 999.995: rounded down to the dinar.
      expect(made.freeze).toMatchObject({
        amountIqd: 199_999,
        days: 7,
        bonusIqd: 999,
        startedAt: started.toISOString(),
        endsAt: new Date(started.getTime() + 7 * DAY_MS).toISOString(),
      });
      expect(made.availableIqd).toBe(100_001);
      const during = await summary(buyer);
      expect(during).toMatchObject({ availableIqd: 100_001, frozenIqd: 199_999, freezes: [made.freeze] });
      const [frozenMovement] = (await historyOf(buyer)).records;
      expect(frozenMovement).toMatchObject({
        kind: 'freeze',
        amount: 199_999,
        direction: 'out',
        reference: `freeze:${made.freeze.id}`,
        createdAt: started.toISOString(),
      });

      // A millisecond before the end nothing moves.
      h.clock.set(new Date(started.getTime() + 7 * DAY_MS - 1));
      await runReleaseJob();
      expect((await summary(buyer)).frozenIqd).toBe(199_999);

      h.clock.set(new Date(started.getTime() + 7 * DAY_MS));
      await runReleaseJob();
      const after = await summary(buyer);
      expect(after).toMatchObject({ availableIqd: 300_000 + 999, frozenIqd: 0, freezes: [] });
      const [released] = (await historyOf(buyer)).records;
      expect(released).toMatchObject({
        kind: 'freeze-release',
        amount: 199_999 + 999,
        direction: 'in',
        reference: `freeze:${made.freeze.id}`,
        createdAt: h.clock.now().toISOString(),
      });

      // Another run, and a direct second release, change nothing.
      await runReleaseJob();
      const stored = await h.db.query<{ id: string }>(
        'SELECT id::text AS id FROM wallet_freeze WHERE id = $1',
        [made.freeze.id],
      );
      expect(stored).toHaveLength(1);
      expect(await dueFreezes(h.db, h.clock.now(), 100)).not.toContainEqual(
        expect.objectContaining({ id: made.freeze.id }),
      );
      expect((await summary(buyer)).availableIqd).toBe(300_999);
      expect((await historyOf(buyer)).total).toBe(3);
    });

    it('freezes for 15 days at 2 %, released once however many runs reach it at once', async () => {
      const buyer = await buyerWith(1_000_000);
      const started = h.clock.now();
      const made = ok(await freeze(buyer, { amountIqd: 12_345, days: 15 }));
      expect(made.freeze.bonusIqd).toBe(246); // 2 % of 12,345 is 246.9
      expect(made.freeze.bonusIqd).toBe(freezeBonus(iqdDinars(12_345), 15));

      h.clock.set(new Date(started.getTime() + 14 * DAY_MS));
      await runReleaseJob();
      expect((await summary(buyer)).frozenIqd).toBe(12_345);

      h.clock.set(new Date(started.getTime() + 15 * DAY_MS + MINUTE_MS));
      // Two processes' runs at the same moment, and a stray direct release.
      const [due] = (await dueFreezes(h.db, h.clock.now(), 1_000)).filter((f) => f.id === made.freeze.id);
      expect(due).toBeDefined();
      const results = await Promise.all([
        runReleaseJob(),
        runReleaseJob(),
        releaseFreeze(h.db, due!, h.clock.now()),
      ]);
      expect(results).toHaveLength(3);
      expect(await summary(buyer)).toMatchObject({ availableIqd: 1_000_246, frozenIqd: 0 });
      const releases = await h.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM wallet_freeze_release WHERE freeze_id = $1',
        [made.freeze.id],
      );
      expect(releases[0]!.n).toBe(1);
      expect(await releaseFreeze(h.db, due!, h.clock.now())).toBe(false);
      expect((await summary(buyer)).availableIqd).toBe(1_000_246);
    });

    it('is the area job, every minute', () => {
      expect(walletArea.jobs).toContain(releaseEndedFreezes);
      expect(releaseEndedFreezes.schedule).toBe('* * * * *');
    });

    it('refuses more than the available balance, and a length or amount not offered', async () => {
      const buyer = await buyerWith(50_000);
      h.expectFailure(await freeze(buyer, { amountIqd: 50_001 }), 422, 422, /less than the amount/);
      h.expectFailure(await freeze(buyer, { days: 10 }), 400, 400, /freeze periods/);
      h.expectFailure(await freeze(buyer, { amountIqd: 0 }), 400, 400, /whole number/);
      h.expectFailure(await freeze(buyer, { amountIqd: 1.5 }), 400, 400, /whole number/);
      h.expectFailure(await freeze(buyer, { paymentPassword: '12345' }), 400, 400, /paymentPassword/);
      h.expectFailure(await freeze(buyer, { requestId: 'again' }), 400, 400, /requestId/);
      expect(await summary(buyer)).toMatchObject({ availableIqd: 50_000, frozenIqd: 0 });
      ok(await freeze(buyer, { amountIqd: 50_000 }));
      expect(await summary(buyer)).toMatchObject({ availableIqd: 0, frozenIqd: 50_000 });
    });

    it('makes one freeze of a repeated request, and refuses the key with another amount', async () => {
      const buyer = await buyerWith(40_000);
      const requestId = randomUUID();
      const first = ok(await freeze(buyer, { requestId, amountIqd: 30_000 }));
      const again = ok(await freeze(buyer, { requestId, amountIqd: 30_000 }));
      expect(again.freeze).toEqual(first.freeze);
      expect(await summary(buyer)).toMatchObject({ availableIqd: 10_000, frozenIqd: 30_000 });
      h.expectFailure(await freeze(buyer, { requestId, amountIqd: 5_000 }), 409, 409, /already sent/);
      h.expectFailure(await freeze(buyer, { requestId, amountIqd: 30_000, days: 15 }), 409, 409);
      expect((await historyOf(buyer)).total).toBe(2);
    });

    it('never overdraws the wallet with parallel freezes', async () => {
      const buyer = await buyerWith(100_000);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => freeze(buyer, { amountIqd: 30_000 })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 200, 200, 422, 422, 422, 422, 422]);
      expect(await summary(buyer)).toMatchObject({ availableIqd: 10_000, frozenIqd: 90_000 });
      expect(await balanceOf(h.db, walletAccount(buyer.userId), 'IQD')).toBe(10_000);
    });
  });

  describe('the payment password', () => {
    it('asks a buyer without one to set it first', async () => {
      const buyer = await h.registerUser();
      await recharge(buyer, 10_000);
      h.expectFailure(await freeze(buyer), 422, 422, 'Set a payment password first, in your account centre.');
      const arabic = await h.call(
        freezeWallet.path,
        { requestId: randomUUID(), amountIqd: 1, days: 7, paymentPassword: '123456' },
        { token: buyer.token, locale: 'ar' },
      );
      expect(arabic.body.msg).toBe('عيّن كلمة مرور الدفع أولاً من مركز الحساب.');
    });

    it('counts wrong entries to a lockout, refuses even the right one while locked, then unlocks', async () => {
      const buyer = await buyerWith(100_000);
      for (let left = PAYMENT_PASSWORD_MAX_WRONG - 1; left >= 1; left -= 1) {
        const answer = await freeze(buyer, { paymentPassword: '000000' });
        h.expectFailure(answer, 400, 400, new RegExp(`incorrect; ${left} attempts? left`));
        expect(answer.body.data).toEqual({ remaining: left });
        h.clock.advance(MINUTE_MS);
      }
      const locking = await freeze(buyer, { paymentPassword: '000000' });
      h.expectFailure(
        locking,
        429,
        429,
        `Too many wrong payment passwords; try again in ${PAYMENT_PASSWORD_LOCKOUT_MINUTES} minutes.`,
      );
      const lockedAt = h.clock.now();
      const retryAt = new Date(lockedAt.getTime() + PAYMENT_PASSWORD_LOCKOUT_MINUTES * MINUTE_MS);
      expect(locking.body.data).toEqual({ retryAt: retryAt.toISOString(), remaining: 0 });
      expect(locking.headers.get('retry-after')).toBe(String(PAYMENT_PASSWORD_LOCKOUT_MINUTES * 60));

      h.clock.advance(PAYMENT_PASSWORD_LOCKOUT_MINUTES * MINUTE_MS - 30_000);
      const stillLocked = await freeze(buyer);
      h.expectFailure(stillLocked, 429, 429, /try again in 1 minute\./);
      expect(await summary(buyer)).toMatchObject({ availableIqd: 100_000 });

      h.clock.set(retryAt);
      ok(await freeze(buyer, { amountIqd: 1_000 }));
      // The right entry forgot the wrong ones: a new wrong entry has every attempt left but one.
      const wrongAgain = await freeze(buyer, { paymentPassword: '999999' });
      expect(wrongAgain.body.data).toEqual({ remaining: PAYMENT_PASSWORD_MAX_WRONG - 1 });
      ok(await freeze(buyer, { amountIqd: 1_000 }));
    });

    it('forgets wrong entries older than the window', async () => {
      const buyer = await buyerWith(10_000);
      for (let i = 0; i < PAYMENT_PASSWORD_MAX_WRONG - 1; i += 1)
        h.expectFailure(await freeze(buyer, { paymentPassword: '000000' }), 400, 400);
      h.clock.advance(15 * MINUTE_MS);
      const answer = await freeze(buyer, { paymentPassword: '000000' });
      expect(answer.body.data).toEqual({ remaining: PAYMENT_PASSWORD_MAX_WRONG - 1 });
    });

    it('counts parallel wrong entries one by one: never more than the limit', async () => {
      const buyer = await buyerWith(10_000);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => freeze(buyer, { paymentPassword: '000000' })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([400, 400, 400, 400, 429, 429, 429, 429, 429, 429]);
      const remaining = answers
        .filter((answer) => answer.status === 400)
        .map((answer) => (answer.body.data as unknown as { remaining: number }).remaining)
        .sort();
      expect(remaining).toEqual([1, 2, 3, 4]);
      h.expectFailure(await freeze(buyer), 429, 429);
    });
  });

  describe('who may use a wallet', () => {
    it('answers 401 without a token, and shows each buyer only their own wallet', async () => {
      for (const path of [getWalletSummary.path, getWalletHistory.path, freezeWallet.path])
        h.expectFailure(await h.call(path, {}), 401, 401);

      const owner = await buyerWith(80_000);
      const other = await buyerWith(0);
      expect(await summary(other)).toMatchObject({ availableIqd: 0, frozenIqd: 0, freezes: [] });
      expect((await historyOf(other)).total).toBe(0);
      // The other buyer's freeze draws on their own empty wallet, whatever they name.
      const requestId = randomUUID();
      ok(await freeze(owner, { requestId, amountIqd: 5_000 }));
      h.expectFailure(await freeze(other, { requestId, amountIqd: 5_000 }), 422, 422);
      expect(await summary(owner)).toMatchObject({ availableIqd: 75_000, frozenIqd: 5_000 });
      expect((await summary(other)).freezes).toEqual([]);
    });
  });

  describe('payFromWallet', () => {
    const orderNo = (n: number) => `26112700${String(n).padStart(8, '0')}`;

    it('pays a stage in dinars at the rate, once per key, and never more than the wallet holds', async () => {
      const buyer = await buyerWith(100_000);
      const amountUsd = usdCents(4_321); // $43.21 at 1,500 = 64,815 dinars
      const pay = (key: string, cents = amountUsd, order = orderNo(1)) =>
        h.db.transaction((tx) =>
          payFromWallet(tx, {
            userId: buyer.userId,
            orderNo: order,
            stage: 1,
            amountUsd: cents,
            rate: RATE,
            idempotencyKey: key,
          }),
        );
      const first = await pay('test:pay:1');
      expect(first).toMatchObject({ created: true, amountIqd: usdToIqd(amountUsd, RATE) });
      expect(first.amountIqd).toBe(64_815);
      const again = await pay('test:pay:1');
      expect(again).toEqual({ ...first, created: false });
      expect((await summary(buyer)).availableIqd).toBe(100_000 - 64_815);

      const short = await pay('test:pay:2', amountUsd, orderNo(2)).then(
        () => null,
        (error: unknown) => error,
      );
      expect(short).toBeInstanceOf(LedgerRefusal);
      expect((short as LedgerRefusal).key).toBe(LEDGER_ERROR.insufficientBalance);
      expect((await summary(buyer)).availableIqd).toBe(35_185);

      const [payment] = (await historyOf(buyer)).records;
      expect(payment).toMatchObject({
        kind: 'stage-payment',
        amount: 64_815,
        direction: 'out',
        reference: `order:${orderNo(1)}:1`,
      });
    });
  });
}

/**
 * The wallet over HTTP against whichever database `open` gives: embedded PGlite and a real
 * PostgreSQL server must behave alike.
 */
export function describeWalletApi(
  name: string,
  open: () => Promise<Database | { unavailable: string }>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`${name}: wallet calls over HTTP`, () => {
    walletTests(useHarness(open));
  });
}
