import { randomUUID } from 'node:crypto';
import { setPaymentPassword } from '@tijara/api/contract';
import {
  ORDER_STATUS,
  balanceFromSum,
  iqdDinars,
  orderStageAccount,
  rechargePosting,
  usdCents,
  usdToIqd,
  walletAccount,
  type IqdPerUsd,
} from '@tijara/domain';
import { expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { migrations } from '../../src/modules/areas';
import { saveCategories, saveProduct } from '../../src/modules/catalogue/catalogueWrites';
import { post } from '../../src/modules/ledger';
import { BANK_ACCOUNTS_VARIABLE } from '../../src/modules/payment/bankAccounts';
import { setRate } from '../../src/modules/rate/rateRepository';
import { setAccountRole } from '../../src/modules/roles/roleRepository';
import { pdpdCaller } from '../support/pdpdCaller';
import { testProduct } from '../support/productFixture';
import { startServer, type ServerProcess } from './serverProcess';

const CATEGORY = 9_610;
const KETTLE = { id: 961_001, sku: 96_100_101 };
const RATE = 1_310 as IqdPerUsd;
/** Stage 1 of an order of 2 kettles ($25.00 each, $4.00 China freight): $54.00. */
const STAGE_ONE_CENTS = 5_400;
const STAGE_ONE_IQD = usdToIqd(usdCents(STAGE_ONE_CENTS), RATE);
const PAYMENT_PASSWORD = '975310';
const BUYERS = 6;
/** Orders of each buyer: half paid by transfer (approved by finance), half from the wallet. */
const ORDERS_PER_BUYER = 10;
/** The server is killed once this many payments (approvals and wallet payments) answered 200. */
const KILL_AFTER_ACKNOWLEDGED = 30;
const CONCURRENCY = 12;
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
    'base64',
  ),
);

const serverEnv = (database: Record<string, string>) => ({
  ...database,
  SEED_DEV_ACCOUNTS: '0',
  [BANK_ACCOUNTS_VARIABLE]: JSON.stringify([
    {
      bankName: 'Test Bank of the payment durability test',
      branchName: 'Mansour',
      accountName: 'Durable Trading',
      swiftCode: 'TESTIQBA',
      accountNumber: 'IQ00TEST0000000016',
    },
  ]),
});

interface Buyer {
  userId: string;
  token: string;
}

/** What the test needs of a database: the server's environment for it, and a connection of its own. */
export interface DurableDatabase {
  env: Record<string, string>;
  open: () => Promise<Database>;
}

/**
 * Issue 15: killing the server with SIGKILL in the middle of finance approvals and wallet payments
 * loses no payment that answered 200 and pays no stage twice; the same database is used again after
 * the restart. The test opens the database itself only while no server runs.
 */
export function sigkillDuringPaymentsTest(name: string, database: () => DurableDatabase) {
  it(
    `${name}: every approval and wallet payment that answered 200 survives SIGKILL once, and the books balance`,
    { timeout: 240_000 },
    async ({ annotate }) => {
      const { env: databaseEnv, open } = database();
      const env = serverEnv(databaseEnv);
      /** The database opened by the test itself, only while no server holds it. */
      const withDatabase = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
        const db = await open();
        try {
          return await work(db);
        } finally {
          await db.close();
        }
      };
      // The catalogue and the rate, written before any server runs.
      await withDatabase(async (db) => {
        await migrate(db, migrations);
        await seed(db);
        await saveCategories(db, [
          {
            id: CATEGORY,
            parent_id: 0,
            level: 1,
            sort: 99,
            name: { en: 'Durable payments' },
            image_key: null,
          },
        ]);
        await saveProduct(
          db,
          testProduct('payment-durability-test', KETTLE.id, CATEGORY, {
            price_cents: 2_500,
            max_price_cents: 2_500,
            stock: 100_000,
            china_freight_cents: 400,
          }),
          [
            {
              id: KETTLE.sku,
              product_id: KETTLE.id,
              sort: 1,
              attributes: [],
              stock: 100_000,
              price_cents: 2_500,
              promotion_price_cents: null,
            },
          ],
        );
        await setRate(db, RATE, 'payment durability test');
      });

      // Accounts over HTTP; then, with the server stopped, finance's role and the wallets' money.
      let server: ServerProcess = await startServer(env);
      let call = pdpdCaller(server.base);
      const register = async (name: string): Promise<Buyer> => {
        const password = `pw-${name}`;
        const answer = await call<{ userId: string; token: string }>('/hello/user/login/register', {
          userName: name,
          email: `${name}@example.com`,
          phone: `75${String(process.pid % 100).padStart(2, '0')}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
          password,
          confirmPassword: password,
          areaId: '964',
        });
        expect(answer.body, server.output()).toMatchObject({ success: true });
        return answer.body.data;
      };
      const run = randomUUID().slice(0, 6);
      const finance = await register(`fin${run}`);
      const buyers: Buyer[] = [];
      for (let index = 0; index < BUYERS; index += 1) buyers.push(await register(`pay${run}b${index}`));
      for (const buyer of buyers) {
        const answer = await call(
          setPaymentPassword.path,
          { paymentPassword: PAYMENT_PASSWORD, paymentPasswordConfirmation: PAYMENT_PASSWORD },
          { token: buyer.token },
        );
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
      expect((await server.stop('SIGTERM')).code).toBe(0);
      const walletStart = STAGE_ONE_IQD * ORDERS_PER_BUYER;
      await withDatabase(async (db) => {
        expect(await setAccountRole(db, finance.userId, 'finance')).toBe(true);
        for (const buyer of buyers) {
          await db.transaction((tx) =>
            post(
              tx,
              rechargePosting({
                userId: buyer.userId,
                method: 'bank_transfer',
                amount: iqdDinars(walletStart),
              }),
              `test:payment-durability-recharge:${buyer.userId}`,
            ),
          );
        }
      });

      // Orders, and a transfer with its voucher under review for half of them.
      server = await startServer(env);
      call = pdpdCaller(server.base);
      const ok = async <Data>(promise: Promise<{ status: number; body: { data: Data } }>): Promise<Data> => {
        const answer = await promise;
        expect(answer.status, `${JSON.stringify(answer.body)}\n${server.output()}`).toBe(200);
        return answer.body.data;
      };
      type Work = { kind: 'approve' | 'wallet'; buyer: Buyer; orderNo: string; attemptId: string | null };
      const work: Work[] = [];
      for (const buyer of buyers) {
        for (let index = 0; index < ORDERS_PER_BUYER; index += 1) {
          const line = await ok(
            call<{ id: string }>(
              '/hello/cart/addCart',
              { productId: String(KETTLE.id), skuId: String(KETTLE.sku), quantity: 2 },
              { token: buyer.token },
            ),
          );
          const { orderNo } = await ok(
            call<{ orderNo: string }>(
              '/hello/order/createOrder',
              { requestId: randomUUID(), itemIds: [line.id], deliveryMethod: 2 },
              { token: buyer.token },
            ),
          );
          if (index % 2 === 0) {
            work.push({ kind: 'wallet', buyer, orderNo, attemptId: null });
            continue;
          }
          const form = new FormData();
          form.append('file', new Blob([PNG], { type: 'image/png' }), 'voucher.png');
          const uploaded = await fetch(`${server.base}/pdpd/upload/image`, {
            method: 'POST',
            headers: { authorization: `Bearer ${buyer.token}` },
            body: form,
          });
          expect(uploaded.status).toBe(200);
          const { voucherId } = ((await uploaded.json()) as { data: { voucherId: string } }).data;
          const transfer = await ok(
            call<{ attempts: { attemptId: string }[] }>(
              '/hello/pay/payment',
              {
                orderNo,
                stage: 1,
                method: 'bank_transfer',
                voucherIds: [voucherId],
                idempotencyKey: randomUUID(),
              },
              { token: buyer.token },
            ),
          );
          work.push({ kind: 'approve', buyer, orderNo, attemptId: transfer.attempts[0]!.attemptId });
        }
      }
      // Interleaved, so that approvals and wallet payments run side by side.
      const approvals = work.filter((item) => item.kind === 'approve');
      const payments = work.filter((item) => item.kind === 'wallet');
      work.length = 0;
      approvals.forEach((item, index) => work.push(item, payments[index]!));

      // Approvals and wallet payments, CONCURRENCY at a time, until SIGKILL.
      const acknowledged: Work[] = [];
      let killed = false;
      let inFlight = 0;
      let inFlightAtKill = 0;
      let next = 0;
      const worker = async () => {
        while (!killed && next < work.length) {
          const item = work[next]!;
          next += 1;
          inFlight += 1;
          try {
            const answer =
              item.kind === 'approve'
                ? await call(
                    '/hello/staff/payment/approve',
                    { attemptId: item.attemptId },
                    { token: finance.token },
                  )
                : await call(
                    '/hello/pay/payment',
                    {
                      orderNo: item.orderNo,
                      stage: 1,
                      method: 'wallet',
                      paymentPassword: PAYMENT_PASSWORD,
                      idempotencyKey: randomUUID(),
                    },
                    { token: item.buyer.token },
                  );
            if (answer.status === 200) acknowledged.push(item);
            else if (!killed)
              throw new Error(`${item.kind} of ${item.orderNo} failed: ${JSON.stringify(answer.body)}`);
          } catch (error) {
            // Cut off by the kill: its outcome is unknown, and the test claims nothing about it.
            if (!killed) throw error;
          } finally {
            inFlight -= 1;
          }
          if (!killed && acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) {
            killed = true;
            inFlightAtKill = inFlight;
            process.kill(server.pid, 'SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      expect(killed).toBe(true);
      expect((await server.exited).signal).toBe('SIGKILL');
      expect(inFlightAtKill).toBeGreaterThan(0);
      expect(new Set(acknowledged.map((item) => item.kind))).toEqual(new Set(['approve', 'wallet']));
      await annotate(
        `${acknowledged.length} payments acknowledged of ${next} sent, ${inFlightAtKill} in flight at SIGKILL`,
      );

      // Restarted on the same folder: every acknowledged payment is there, as the buyer sees it.
      server = await startServer(env);
      call = pdpdCaller(server.base);
      for (const item of acknowledged) {
        const view = await ok(
          call<{ state: string; attempts: { status: string }[] }>(
            '/hello/pay/payOrder/result',
            { orderNo: item.orderNo },
            { token: item.buyer.token },
          ),
        );
        expect(view.state, item.orderNo).toBe('success');
        expect(
          view.attempts.filter((attempt) => attempt.status === 'approved'),
          item.orderNo,
        ).toHaveLength(1);
      }
      expect((await server.stop('SIGTERM')).code).toBe(0);

      // And in the books: once each, the orders moved, every wallet the sum of its entries, all balanced.
      await withDatabase(async (db) => {
        for (const item of acknowledged) {
          const postings = await db.query<{ count: number }>(
            'SELECT count(*)::int AS count FROM ledger_transaction WHERE idempotency_key = $1',
            [`stage-payment:${item.orderNo}:1`],
          );
          expect(postings[0]!.count, item.orderNo).toBe(1);
          const [row] = await db.query<{ status: number }>(
            'SELECT status FROM customer_order WHERE order_no = $1',
            [item.orderNo],
          );
          expect(row!.status, item.orderNo).toBe(ORDER_STATUS.WAITING_PURCHASE);
        }
        // No stage anywhere paid twice, acknowledged or not, and every stage account holds one stage.
        expect(
          await db.query(
            `SELECT idempotency_key FROM ledger_transaction WHERE idempotency_key LIKE 'stage-payment:%'
              GROUP BY idempotency_key HAVING count(*) > 1`,
          ),
        ).toEqual([]);
        for (const item of work) {
          const account = orderStageAccount(item.orderNo, 1);
          const [sum] = await db.query<{ total: string | null }>(
            `SELECT SUM(amount)::text AS total FROM ledger_entry WHERE account = $1 AND currency = 'USD'`,
            [account],
          );
          const [order] = await db.query<{ status: number }>(
            'SELECT status FROM customer_order WHERE order_no = $1',
            [item.orderNo],
          );
          const paid = order!.status === ORDER_STATUS.WAITING_PURCHASE;
          expect(balanceFromSum(account, Number(sum!.total ?? 0)), item.orderNo).toBe(
            paid ? STAGE_ONE_CENTS : 0,
          );
        }
        // Each wallet: what it started with, less one stage for each stage it paid.
        for (const buyer of buyers) {
          const [paid] = await db.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM payment_attempt a
               JOIN payment_event e ON e.attempt_id = a.id AND e.kind <> 'submitted'
              WHERE a.buyer_id = $1 AND a.method = 'wallet'`,
            [buyer.userId],
          );
          const wallet = walletAccount(buyer.userId);
          const [sum] = await db.query<{ total: string | null }>(
            `SELECT SUM(amount)::text AS total FROM ledger_entry WHERE account = $1 AND currency = 'IQD'`,
            [wallet],
          );
          expect(balanceFromSum(wallet, Number(sum!.total ?? 0)), buyer.userId).toBe(
            walletStart - paid!.count * STAGE_ONE_IQD,
          );
        }
        expect(
          await db.query(
            'SELECT transaction_id, currency FROM ledger_entry GROUP BY transaction_id, currency HAVING SUM(amount) <> 0',
          ),
        ).toEqual([]);
        const totals = await db.query<{ total: string }>(
          'SELECT SUM(amount)::text AS total FROM ledger_entry GROUP BY currency',
        );
        expect(
          totals.every((row) => row.total === '0'),
          JSON.stringify(totals),
        ).toBe(true);
      });
    },
  );
}
