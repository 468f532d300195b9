import {
  LEDGER_ERROR,
  freezePosting,
  freezeReleasePosting,
  frozenWalletAccount,
  iqdDinars,
  methodAccount,
  orderStageAccount,
  parseIqdPerUsd,
  priceRefundPosting,
  rechargePosting,
  stagePaidByMethodPosting,
  stagePaidFromWalletPosting,
  usdCents,
  usdToIqd,
  walletAccount,
  type FreezeDays,
  type IqdPerUsd,
  type LedgerCurrency,
  type Posting,
  type ReceiptMethod,
} from '@tijara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { migrations } from '../src/modules/areas';
import { LedgerRefusal, balanceOf, history, post, sumOf } from '../src/modules/ledger';
import { seededRandom } from './support/seededRandom';

const RATE = parseIqdPerUsd(1310) as IqdPerUsd;

/** An order number of the suite's own (16 digits), different for each `n`. */
const orderNo = (n: number) => `26112600${String(n).padStart(8, '0')}`;

async function refusalOf(promise: Promise<unknown>): Promise<LedgerRefusal> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof LedgerRefusal)) throw new Error(`expected a LedgerRefusal, got ${String(error)}`);
  return error;
}

/**
 * The ledger's store against whichever database `open` gives: embedded PGlite and a real
 * PostgreSQL server must keep the books alike, the database's own checks included.
 */
export function describeLedger(
  name: string,
  open: () => Promise<Database | { unavailable: string }>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`${name}: the ledger`, () => {
    let db: Database;

    beforeAll(async () => {
      const opened = await open();
      if ('unavailable' in opened) throw new Error(opened.unavailable);
      db = opened;
      await migrate(db, migrations);
    });

    afterAll(async () => {
      await db?.close();
    });

    const postOne = (posting: Posting, key: string, createdBy?: string) =>
      db.transaction((tx) => post(tx, posting, key, { createdBy }));

    const wallet = (userId: string, currency: LedgerCurrency = 'IQD') =>
      balanceOf(db, walletAccount(userId), currency);

    it('stores a balanced posting; balances are the sums of the entries', async () => {
      const first = await postOne(
        rechargePosting({ userId: '101', method: 'bank_transfer', amount: iqdDinars(250_000) }),
        'test:recharge:101:1',
        '101',
      );
      expect(first.created).toBe(true);
      await postOne(
        rechargePosting({ userId: '101', method: 'cash', amount: iqdDinars(50_000) }),
        'test:recharge:101:2',
      );
      const payment = stagePaidFromWalletPosting({
        userId: '101',
        orderNo: orderNo(1),
        stage: 1,
        amountUsd: usdCents(10_000),
        rate: RATE,
      });
      await postOne(payment, 'test:pay:101:1');

      expect(await wallet('101')).toBe(300_000 - 131_000);
      expect(await sumOf(db, walletAccount('101'), 'IQD')).toBe(-(300_000 - 131_000));
      expect(await balanceOf(db, methodAccount('bank_transfer'), 'IQD')).toBe(250_000);
      expect(await balanceOf(db, orderStageAccount(orderNo(1), 1), 'USD')).toBe(10_000);
      expect(await balanceOf(db, orderStageAccount(orderNo(1), 1), 'IQD')).toBe(0);
      expect(await sumOf(db, 'exchange', 'IQD')).toBe(-131_000);
      expect(await sumOf(db, 'exchange', 'USD')).toBe(10_000);

      const [stored] = await db.query<{
        kind: string;
        created_by: string | null;
        memo: unknown;
        entries: string;
      }>(
        `SELECT t.kind, t.created_by::text AS created_by, t.memo,
                (SELECT count(*) FROM ledger_entry e WHERE e.transaction_id = t.id)::text AS entries
           FROM ledger_transaction t WHERE t.id = $1`,
        [first.transactionId],
      );
      expect(stored).toEqual({ kind: 'recharge', created_by: '101', memo: {}, entries: '2' });

      const { total, movements } = await history(db, walletAccount('101'), { page: 1, pageSize: 2 });
      expect(total).toBe(3);
      expect(movements.map((movement) => [movement.kind, movement.currency, movement.amount])).toEqual([
        ['stage-payment', 'IQD', -131_000],
        ['recharge', 'IQD', 50_000],
      ]);
      expect(movements[0]?.memo).toEqual({ rate: 1310, dinars: 131_000 });
      expect(movements[0]?.createdAt).toBeInstanceOf(Date);
      const second = await history(db, walletAccount('101'), { page: 2, pageSize: 2 });
      expect(second.movements.map((movement) => movement.amount)).toEqual([250_000]);
      await expect(history(db, walletAccount('101'), { page: 0, pageSize: 2 })).rejects.toThrow(RangeError);
    });

    it("shows a freeze's release with its bonus as one movement of the wallet", async () => {
      await postOne(
        rechargePosting({ userId: '102', method: 'fib', amount: iqdDinars(1_000_000) }),
        'test:102:1',
      );
      await postOne(freezePosting({ userId: '102', amount: iqdDinars(1_000_000), days: 15 }), 'test:102:2');
      expect(await wallet('102')).toBe(0);
      expect(await balanceOf(db, frozenWalletAccount('102'), 'IQD')).toBe(1_000_000);
      await postOne(
        freezeReleasePosting({ userId: '102', amount: iqdDinars(1_000_000), days: 15 }),
        'test:102:3',
      );
      expect(await wallet('102')).toBe(1_020_000);
      expect(await balanceOf(db, frozenWalletAccount('102'), 'IQD')).toBe(0);
      const { movements } = await history(db, walletAccount('102'), { page: 1, pageSize: 10 });
      expect(movements.map((movement) => [movement.kind, movement.amount])).toEqual([
        ['freeze-release', 1_020_000],
        ['freeze', -1_000_000],
        ['recharge', 1_000_000],
      ]);
    });

    it('refuses an unbalanced posting before it reaches the database', async () => {
      const refusal = await refusalOf(
        postOne(
          {
            kind: 'recharge',
            entries: [
              { account: 'received:cash', currency: 'IQD', amount: 1_000 },
              { account: walletAccount('103'), currency: 'USD', amount: -1_000 },
            ],
          },
          'test:unbalanced:1',
        ),
      );
      expect(refusal.key).toBe(LEDGER_ERROR.unbalanced);
      expect(
        await db.query("SELECT 1 FROM ledger_transaction WHERE idempotency_key = 'test:unbalanced:1'"),
      ).toEqual([]);
    });

    describe('the database keeps the books balanced itself, at commit', () => {
      async function rawPosting(key: string, entries: [string, string, number][]) {
        await db.transaction(async (tx) => {
          const [row] = await tx.query<{ id: string }>(
            `INSERT INTO ledger_transaction (kind, idempotency_key) VALUES ('recharge', $1) RETURNING id::text AS id`,
            [key],
          );
          for (const [account, currency, amount] of entries)
            await tx.query(
              'INSERT INTO ledger_entry (transaction_id, account, currency, amount) VALUES ($1, $2, $3, $4)',
              [row?.id, account, currency, amount],
            );
        });
      }

      it('accepts balanced raw entries', async () => {
        await rawPosting('test:raw:balanced', [
          ['received:cash', 'IQD', 700],
          ['wallet:104', 'IQD', -700],
        ]);
        expect(await wallet('104')).toBe(700);
      });

      it.each([
        [
          'a sum that is not zero',
          [
            ['received:cash', 'IQD', 700],
            ['wallet:105', 'IQD', -699],
          ],
        ],
        [
          'currencies that balance only together',
          [
            ['received:cash', 'IQD', 700],
            ['wallet:105', 'USD', -700],
          ],
        ],
        ['a single entry', [['received:cash', 'IQD', 700]]],
      ] as [string, [string, string, number][]][])(
        'refuses %s and keeps nothing of it',
        async (_, entries) => {
          await expect(rawPosting('test:raw:unbalanced', entries)).rejects.toThrow(
            /unbalanced|fewer than two/,
          );
          expect(
            await db.query("SELECT 1 FROM ledger_transaction WHERE idempotency_key = 'test:raw:unbalanced'"),
          ).toEqual([]);
          expect(await wallet('105')).toBe(0);
          expect(await wallet('105', 'USD')).toBe(0);
        },
      );

      it('refuses a transaction without entries', async () => {
        await expect(rawPosting('test:raw:empty', [])).rejects.toThrow(/fewer than two entries/);
      });

      it('refuses a zero amount and an unknown currency', async () => {
        await expect(
          rawPosting('test:raw:zero', [
            ['received:cash', 'IQD', 0],
            ['wallet:105', 'IQD', 0],
          ]),
        ).rejects.toThrow(/check constraint/);
        await expect(
          rawPosting('test:raw:eur', [
            ['received:cash', 'EUR', 5],
            ['wallet:105', 'EUR', -5],
          ]),
        ).rejects.toThrow(/check constraint/);
      });
    });

    it('refuses UPDATE, DELETE and TRUNCATE of the books', async () => {
      await postOne(
        rechargePosting({ userId: '106', method: 'card', amount: iqdDinars(9_000) }),
        'test:append-only',
      );
      for (const statement of [
        'UPDATE ledger_entry SET amount = amount * 2',
        "UPDATE ledger_transaction SET kind = 'freeze'",
        'DELETE FROM ledger_entry',
        'DELETE FROM ledger_transaction',
        'TRUNCATE ledger_entry',
      ])
        await expect(db.query(statement), statement).rejects.toThrow(/append-only/);
      expect(await wallet('106')).toBe(9_000);
    });

    describe('idempotency', () => {
      const recharge = rechargePosting({ userId: '107', method: 'zaincash', amount: iqdDinars(5_000) });

      it('answers a repeated key with the first transaction and stores nothing more', async () => {
        const first = await postOne(recharge, 'test:idem:1');
        const again = await postOne({ ...recharge, entries: [...recharge.entries].reverse() }, 'test:idem:1');
        expect(again).toEqual({ transactionId: first.transactionId, created: false });
        expect(await wallet('107')).toBe(5_000);
      });

      it('refuses a repeated key that comes with another posting', async () => {
        const other = rechargePosting({ userId: '107', method: 'zaincash', amount: iqdDinars(5_001) });
        const refusal = await refusalOf(postOne(other, 'test:idem:1'));
        expect(refusal.key).toBe(LEDGER_ERROR.idempotencyKeyReused);
        expect(refusal.status).toBe(409);
        expect(await wallet('107')).toBe(5_000);
      });

      it('stores one transaction for ten concurrent posts of one key', async () => {
        const posting = rechargePosting({ userId: '108', method: 'cash', amount: iqdDinars(3_000) });
        const results = await Promise.all(
          Array.from({ length: 10 }, () => postOne(posting, 'test:idem:concurrent')),
        );
        expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
        expect(results.filter((result) => result.created)).toHaveLength(1);
        expect(await wallet('108')).toBe(3_000);
        const [count] = await db.query<{ n: string }>(
          "SELECT count(*)::text AS n FROM ledger_transaction WHERE idempotency_key = 'test:idem:concurrent'",
        );
        expect(count?.n).toBe('1');
      });
    });

    it('never overdraws a wallet under 20 concurrent spends', async () => {
      // 15,500 dinars, 20 freezes of 1,000 each at once: 15 go through, 5 are refused.
      await postOne(
        rechargePosting({ userId: '109', method: 'cash', amount: iqdDinars(15_500) }),
        'test:spend:fund',
      );
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, index) =>
          postOne(freezePosting({ userId: '109', amount: iqdDinars(1_000), days: 7 }), `test:spend:${index}`),
        ),
      );
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      for (const outcome of refused)
        expect((outcome.reason as LedgerRefusal).key, String(outcome.reason)).toBe(
          LEDGER_ERROR.insufficientBalance,
        );
      expect(outcomes.length - refused.length).toBe(15);
      expect(await wallet('109')).toBe(500);
      expect(await balanceOf(db, frozenWalletAccount('109'), 'IQD')).toBe(15_000);
    });

    it('refuses a payment larger than the wallet with the insufficient-balance key', async () => {
      await postOne(
        rechargePosting({ userId: '110', method: 'cash', amount: iqdDinars(100_000) }),
        'test:short:fund',
      );
      const refusal = await refusalOf(
        postOne(
          stagePaidFromWalletPosting({
            userId: '110',
            orderNo: orderNo(2),
            stage: 2,
            amountUsd: usdCents(10_000),
            rate: RATE,
          }),
          'test:short:pay',
        ),
      );
      expect(refusal.key).toBe(LEDGER_ERROR.insufficientBalance);
      expect(refusal.status).toBe(422);
      expect(await wallet('110')).toBe(100_000);
      // The refused key was rolled back with its transaction: a later, covered payment may use it.
      await postOne(
        rechargePosting({ userId: '110', method: 'cash', amount: iqdDinars(31_000) }),
        'test:short:fund2',
      );
      const paid = await postOne(
        stagePaidFromWalletPosting({
          userId: '110',
          orderNo: orderNo(2),
          stage: 2,
          amountUsd: usdCents(10_000),
          rate: RATE,
        }),
        'test:short:pay',
      );
      expect(paid.created).toBe(true);
      expect(await wallet('110')).toBe(0);
    });

    it(
      'keeps the books balanced and no wallet negative over 1,000 random postings',
      { timeout: 180_000 },
      async () => {
        const seed = 20_261_126;
        const next = seededRandom(seed);
        const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
        const users = ['201', '202', '203', '204', '205', '206'];
        const methods: ReceiptMethod[] = ['bank_transfer', 'cash', 'zaincash', 'fib', 'card'];
        const expected = new Map<string, number>(
          users.flatMap((user) => [
            [`${user}:IQD`, 0],
            [`${user}:USD`, 0],
          ]),
        );
        const frozen = new Map<string, { amount: number; days: FreezeDays }[]>(
          users.map((user) => [user, []]),
        );
        const add = (user: string, currency: LedgerCurrency, amount: number) =>
          expected.set(`${user}:${currency}`, (expected.get(`${user}:${currency}`) ?? 0) + amount);
        let stored = 0;
        let refusals = 0;

        for (let index = 0; index < 1_000; index += 1) {
          const user = pick(users);
          const balance = expected.get(`${user}:IQD`) ?? 0;
          // Sometimes more than the wallet holds, which must be refused.
          const spend = Math.max(1, Math.floor(next() * (balance * 1.3 + 1_000)));
          const roll = next();
          let posting: Posting;
          let effect: () => void;
          if (roll < 0.3) {
            const amount = 1 + Math.floor(next() * 500_000);
            posting = rechargePosting({ userId: user, method: pick(methods), amount: iqdDinars(amount) });
            effect = () => add(user, 'IQD', amount);
          } else if (roll < 0.45) {
            const days: FreezeDays = pick([7, 15] as const);
            posting = freezePosting({ userId: user, amount: iqdDinars(spend), days });
            effect = () => {
              add(user, 'IQD', -spend);
              frozen.get(user)?.push({ amount: spend, days });
            };
          } else if (roll < 0.6 && (frozen.get(user)?.length ?? 0) > 0) {
            const freeze = frozen.get(user)?.shift() as { amount: number; days: FreezeDays };
            posting = freezeReleasePosting({
              userId: user,
              amount: iqdDinars(freeze.amount),
              days: freeze.days,
            });
            effect = () =>
              add(
                user,
                'IQD',
                freeze.amount + Math.floor((freeze.amount * (freeze.days === 7 ? 50 : 200)) / 10_000),
              );
          } else if (roll < 0.8) {
            const amountUsd = usdCents(Math.max(1, Math.floor(spend / 13.1)));
            posting = stagePaidFromWalletPosting({
              userId: user,
              orderNo: orderNo(1_000 + index),
              stage: pick([1, 2] as const),
              amountUsd,
              rate: RATE,
            });
            effect = () => add(user, 'IQD', 0 - usdToIqd(amountUsd, RATE));
          } else if (roll < 0.9) {
            posting = stagePaidByMethodPosting({
              method: pick(methods),
              orderNo: orderNo(1_000 + index),
              stage: 1,
              amountUsd: usdCents(1 + Math.floor(next() * 100_000)),
              ...(next() < 0.5 ? { rate: RATE } : {}),
            });
            effect = () => undefined;
          } else {
            // Refunded as dinars at the rate, or held in dollars while no rate is set.
            const amountUsd = usdCents(1 + Math.floor(next() * 20_000));
            const withRate = next() < 0.5;
            posting = priceRefundPosting({
              userId: user,
              orderNo: orderNo(1_000 + index),
              amountUsd,
              ...(withRate ? { rate: RATE } : {}),
            });
            effect = () =>
              withRate ? add(user, 'IQD', usdToIqd(amountUsd, RATE)) : add(user, 'USD', amountUsd);
          }
          const covered = posting.entries.every(
            (entry) =>
              entry.account !== walletAccount(user) ||
              entry.amount < 0 ||
              (expected.get(`${user}:${entry.currency}`) ?? 0) >= entry.amount,
          );
          try {
            await postOne(posting, `test:random:${seed}:${index}`);
            expect(covered, `posting ${index} went through uncovered`).toBe(true);
            effect();
            stored += 1;
          } catch (error) {
            expect((error as LedgerRefusal).key, `posting ${index}: ${String(error)}`).toBe(
              LEDGER_ERROR.insufficientBalance,
            );
            expect(covered, `posting ${index} was refused though covered`).toBe(false);
            refusals += 1;
          }
        }

        expect(stored).toBeGreaterThan(600);
        expect(refusals).toBeGreaterThan(10);
        const totals = await db.query<{ currency: string; total: string }>(
          'SELECT currency, SUM(amount)::text AS total FROM ledger_entry GROUP BY currency ORDER BY currency',
        );
        expect(totals).toEqual([
          { currency: 'IQD', total: '0' },
          { currency: 'USD', total: '0' },
        ]);
        const unbalanced = await db.query(
          'SELECT transaction_id, currency FROM ledger_entry GROUP BY transaction_id, currency HAVING SUM(amount) <> 0',
        );
        expect(unbalanced).toEqual([]);
        const negative = await db.query(
          `SELECT account, currency, SUM(amount) AS sum FROM ledger_entry
          WHERE account LIKE 'wallet%' GROUP BY account, currency HAVING SUM(amount) > 0`,
        );
        expect(negative).toEqual([]);
        for (const user of users) {
          expect(await wallet(user, 'IQD'), `${user} IQD`).toBe(expected.get(`${user}:IQD`));
          expect(await wallet(user, 'USD'), `${user} USD`).toBe(expected.get(`${user}:USD`));
          const stillFrozen = (frozen.get(user) ?? []).reduce((total, freeze) => total + freeze.amount, 0);
          expect(await balanceOf(db, frozenWalletAccount(user), 'IQD'), `${user} frozen`).toBe(stillFrozen);
        }
      },
    );
  });
}
