/**
 * Payment benchmarks (issue 15): paying a stage from the wallet with the payment password, and a
 * bank transfer's voucher submission (the picture's upload, then the payment naming it), under
 * concurrent load from autocannon on loopback, against the built server on PostgreSQL and on
 * embedded PGlite. It builds nothing:
 *
 *   pnpm --filter @tijara/server build
 *   pnpm bench:payments [--buyers 100] [--orders 3000] [--wallet-orders 1000] [--connections 50] [--duration 15]
 *                       [--db postgres,pglite] [--no-write]
 *
 * For each database: a fresh database, `main.js` in production mode with a bank account configured,
 * a product of the benchmark's own and the dollar's rate saved with the server's own functions,
 * `--buyers` buyers registered through the API, each with a payment password, and orders made
 * through the API (add to cart, create order), spread over the buyers: `--wallet-orders` to pay
 * from the wallet, `--orders` to pay by transfer (a paid stage costs the server far more).
 * Each buyer's wallet is then funded for exactly its wallet orders by the ledger's recharge posting
 * (`post(rechargePosting(...))`, as a reviewed recharge posts it). Then, each run lasting
 * `--duration` seconds or until its prepared orders are used up:
 * - wallet payment: `/hello/pay/payment` with `method: 'wallet'` and the payment password, each
 *   request a new order's stage 1 with a new idempotency key, so each is a real payment;
 * - voucher upload: `/upload/image` of a real PNG (made by sharp, as the server's tests make theirs);
 * - transfer submission: `/hello/pay/payment` with `method: 'bank_transfer'` naming one of the
 *   uploaded vouchers, each request a new order's stage.
 * After the runs, with the server stopped: the ledger check (every posting balanced, each currency's
 * entries summing to zero, no wallet below zero, each wallet's balance the sum of its entries and
 * what the wallet summary answered, and what it was funded less what it paid) and the counts
 * (stage postings = orders paid = approved attempts, no stage paid twice, each transfer with its
 * voucher; what was made between what was answered and what was sent: requests in flight when a
 * run's time ends complete after autocannon stops counting). A failed check fails the script and
 * writes nothing.
 * The figures are written to BENCHMARKS.md between this script's markers (not with --no-write).
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { StagePaymentWire, WalletSummaryWire } from '@tijara/api/contract';
import { ORDER_STATUS, iqdDinars, rechargePosting, walletAccount, type IqdPerUsd } from '@tijara/domain';
import type { RequestSpec } from 'autocannon';
import sharp from 'sharp';
import { openDatabase, type Database } from '../src/db/database';
import type { ProductRow, SkuRow } from '../src/modules/catalogue/catalogueRows';
import { saveCategories, saveProduct } from '../src/modules/catalogue/catalogueWrites';
import { balanceOf, post } from '../src/modules/ledger';
import { BANK_ACCOUNTS_VARIABLE } from '../src/modules/payment/bankAccounts';
import { setRate } from '../src/modules/rate/rateRepository';
import { testProduct } from '../test/support/productFixture';
import {
  authorized,
  call,
  cpuNow,
  cpuPerCall,
  freshDatabase,
  load,
  loadAverage,
  measuredRow,
  registerBuyers,
  requireBuiltServer,
  runCleanups,
  startServer,
  stopServer,
  writeSection,
  type Buyer,
  type LoadOptions,
  type Measured,
} from './benchSupport';
import {
  interleaveByBuyer,
  ledgerProblems,
  multipartFile,
  transferCountProblems,
  walletCountProblems,
  type TransferCounts,
  type WalletPaymentCounts,
} from './paymentBenchParts';

const START_MARK = '<!-- payment-bench:start -->';
const END_MARK = '<!-- payment-bench:end -->';

const { values: args } = parseArgs({
  options: {
    buyers: { type: 'string', default: '100' },
    orders: { type: 'string', default: '3000' },
    'wallet-orders': { type: 'string', default: '1000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '15' },
    db: { type: 'string', default: 'postgres,pglite' },
    'no-write': { type: 'boolean', default: false },
  },
});
const buyerCount = Number(args.buyers);
const orderCount = Number(args.orders);
const walletOrderCount = Number(args['wallet-orders']);
const connections = Number(args.connections);
const duration = Number(args.duration);
const databases = args.db.split(',').map((name) => name.trim());

/** The server's daily limit of vouchers per buyer (`VOUCHERS_PER_DAY`): each transfer order needs one. */
const VOUCHERS_PER_BUYER = 40;
const ordersPerBuyer = Math.ceil(orderCount / buyerCount);
if (ordersPerBuyer > VOUCHERS_PER_BUYER) {
  console.error(`--orders / --buyers is at most ${VOUCHERS_PER_BUYER} (a buyer's vouchers a day)`);
  process.exit(2);
}

const PAYMENT_PASSWORD = '246810';
/**
 * A wallet payment checks the payment password's scrypt hash (as a sign-in checks a password):
 * at 50 connections on 2 shared cores its answers can take longer than autocannon's 10 s, and a
 * timed-out request has no time of its own, so the wallet run waits longer to time every answer.
 */
const PAYMENT_TIMEOUT_SECONDS = 60;
const RATE = 1_310 as IqdPerUsd;
const CATEGORY = 9_901;
/** $25.00 a unit and $4.00 China freight, stock for every order. */
const PRODUCT = { id: 990_001, sku: 99_000_101 };
const BANK_ACCOUNTS = [
  {
    bankName: 'Benchmark Bank',
    branchName: 'Karrada',
    accountName: 'Benchmark Trading',
    swiftCode: 'BENCIQBA',
    accountNumber: 'IQ00BENCH000000001',
  },
];

interface PreparedOrder {
  buyer: Buyer;
  orderNo: string;
}

interface DatabaseRun {
  db: string;
  measured: Measured[];
  stageIqd: number;
  walletPaid: number;
  walletPrepared: number;
  vouchers: number;
  transfersSubmitted: number;
  transferPrepared: number;
  load: [string, string];
}

/** The database of a stopped server, opened with the server's own code, closed after `work`. */
async function withDatabase<T>(env: NodeJS.ProcessEnv, work: (db: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The benchmark's product and the dollar's rate, saved as the catalogue import and staff save them. */
async function saveProductAndRate(db: Database): Promise<void> {
  await saveCategories(db, [
    { id: CATEGORY, parent_id: 0, level: 1, sort: 99, name: { en: 'Payment benchmark' }, image_key: null },
  ]);
  const product: ProductRow = testProduct('payment-bench', PRODUCT.id, CATEGORY, {
    price_cents: 2_500,
    max_price_cents: 2_500,
    stock: 100_000_000,
    china_freight_cents: 400,
  });
  const sku: SkuRow = {
    id: PRODUCT.sku,
    product_id: PRODUCT.id,
    sort: 1,
    attributes: [],
    stock: 100_000_000,
    price_cents: 2_500,
    promotion_price_cents: null,
  };
  await saveProduct(db, product, [sku]);
  await setRate(db, RATE, 'payment benchmark');
}

/** `count` orders of one unit, made through the API, each buyer's in turn, the buyers at once. */
async function prepareOrders(base: string, buyers: Buyer[], count: number): Promise<PreparedOrder[]> {
  const perBuyer = buyers.map(
    (_, index) => Math.floor(count / buyers.length) + (index < count % buyers.length ? 1 : 0),
  );
  const made = await Promise.all(
    buyers.map(async (buyer, index) => {
      const orders: PreparedOrder[] = [];
      for (let made = 0; made < perBuyer[index]!; made += 1) {
        const line = await call<{ id: string }>(
          base,
          '/hello/cart/addCart',
          { productId: String(PRODUCT.id), skuId: String(PRODUCT.sku), quantity: 1 },
          { token: buyer.token },
        );
        const order = await call<{ orderNo: string }>(
          base,
          '/hello/order/createOrder',
          { requestId: randomUUID(), itemIds: [line.id], deliveryMethod: 2 },
          { token: buyer.token },
        );
        orders.push({ buyer, orderNo: order.orderNo });
      }
      return orders;
    }),
  );
  return interleaveByBuyer(made.flat(), (order) => order.buyer.userId);
}

/** `load` for a use-up workload, and says on the console how much CPU one call cost. */
async function measured(
  child: ChildProcess,
  name: string,
  base: string,
  nextRequest: () => RequestSpec,
  options: LoadOptions,
): Promise<Measured> {
  const before = cpuNow(child);
  const result = await load(name, base, nextRequest, options);
  console.log(
    `  ${name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${result.rps.toFixed(1)}/s, ${result.total} answered, ${result.failures} failed; ${cpuPerCall(before, cpuNow(child), result.total)}`,
  );
  return result;
}

/** A JSON answer's envelope data, or null when the body is not a successful envelope. */
function dataOf<T>(body: string): T | null {
  try {
    const envelope = JSON.parse(body) as { success?: boolean; data?: T };
    return envelope.success === true && envelope.data !== undefined ? envelope.data : null;
  } catch {
    return null;
  }
}

async function countOf(db: Database, sql: string, values: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ count: number }>(sql, values);
  return Number(row?.count ?? 0);
}

async function benchmark(db: string): Promise<DatabaseRun> {
  const cleanups: (() => void)[] = [];
  try {
    const env = await freshDatabase(
      db,
      {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(tmpdir(), 'tijara-bench-no-web'),
        [BANK_ACCOUNTS_VARIABLE]: JSON.stringify(BANK_ACCOUNTS),
      },
      cleanups,
    );
    const loadAtStart = loadAverage();
    // The server's first start migrates the fresh database.
    let { child, port } = await startServer(env);
    cleanups.unshift(() => child.kill('SIGKILL'));
    await stopServer(child);
    await withDatabase(env, saveProductAndRate);

    ({ child, port } = await startServer(env));
    let base = `http://127.0.0.1:${port}`;
    console.log(`\n[${db}] registering ${buyerCount} buyers (load average ${loadAtStart})`);
    const buyers = await registerBuyers(base, buyerCount, '5');
    for (const buyer of buyers)
      await call(
        base,
        '/hello/user/paymentPassword/set',
        { paymentPassword: PAYMENT_PASSWORD, paymentPasswordConfirmation: PAYMENT_PASSWORD },
        { token: buyer.token },
      );
    console.log(
      `[${db}] making ${walletOrderCount} orders to pay from the wallet and ${orderCount} to pay by transfer`,
    );
    const walletOrders = await prepareOrders(base, buyers, walletOrderCount);
    const transferOrders = await prepareOrders(base, buyers, orderCount);
    const firstStage = await call<StagePaymentWire>(
      base,
      '/hello/pay/payOrder/create',
      { orderNo: walletOrders[0]!.orderNo },
      { token: walletOrders[0]!.buyer.token },
    );
    if (!firstStage.methods.includes('wallet') || !firstStage.methods.includes('bank_transfer'))
      throw new Error(
        `the server offers ${firstStage.methods.join(', ')}: the wallet and the transfer are needed`,
      );
    const stageIqd = firstStage.amountIqd;
    if (stageIqd === null) throw new Error('the stage has no amount in dinars: is the rate set?');
    await stopServer(child);

    // Each wallet funded for exactly its orders, by the ledger's recharge posting.
    const walletOrdersOf = new Map<string, number>();
    for (const order of walletOrders)
      walletOrdersOf.set(order.buyer.userId, (walletOrdersOf.get(order.buyer.userId) ?? 0) + 1);
    const funded = new Map<string, number>();
    await withDatabase(env, async (database) => {
      for (const buyer of buyers) {
        const amount = (walletOrdersOf.get(buyer.userId) ?? 0) * stageIqd;
        if (amount === 0) continue;
        await database.transaction((tx) =>
          post(
            tx,
            rechargePosting({ userId: buyer.userId, method: 'bank_transfer', amount: iqdDinars(amount) }),
            `bench:payment-recharge:${buyer.userId}`,
          ),
        );
        funded.set(buyer.userId, amount);
      }
    });

    ({ child, port } = await startServer(env));
    base = `http://127.0.0.1:${port}`;
    const runOptions = { connections, duration };

    // Warm-up: the stage view of the prepared orders (it pays nothing).
    let viewIndex = 0;
    const viewRequest = (): RequestSpec => {
      const order = walletOrders[viewIndex++ % walletOrders.length]!;
      return {
        path: '/pdpd/hello/pay/payOrder/create',
        headers: authorized(order.buyer.token),
        body: JSON.stringify({ orderNo: order.orderNo }),
      };
    };
    await load('warm-up', base, viewRequest, { ...runOptions, duration: 3 });

    // (a) Wallet payment: each request pays a new order's stage 1.
    let walletIndex = 0;
    let answeredPaid = 0;
    const walletRequest = (): RequestSpec => {
      const order = walletOrders[walletIndex++]!;
      return {
        path: '/pdpd/hello/pay/payment',
        headers: authorized(order.buyer.token),
        body: JSON.stringify({
          orderNo: order.orderNo,
          stage: 1,
          idempotencyKey: randomUUID(),
          method: 'wallet',
          paymentPassword: PAYMENT_PASSWORD,
        }),
      };
    };
    console.log(
      `[${db}] wallet payment: ${connections} connections, ${duration} s or ${walletOrders.length} orders`,
    );
    const results: Measured[] = [];
    results.push(
      await measured(child, 'wallet payment (payment, wallet)', base, walletRequest, {
        ...runOptions,
        maxRequests: walletOrders.length,
        timeout: PAYMENT_TIMEOUT_SECONDS,
        onResponse: (status, body) => {
          if (status === 200 && dataOf<StagePaymentWire>(body)?.state === 'success') answeredPaid += 1;
        },
      }),
    );

    // Stopping the server lets the payments still in flight when the time ran out finish (it closes
    // gracefully), so the next run does not wait behind them.
    await stopServer(child);
    ({ child, port } = await startServer(env));
    base = `http://127.0.0.1:${port}`;

    // (b) Voucher submission: the upload of a real PNG, then the transfer naming it.
    const png = new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } } })
        .png()
        .toBuffer(),
    );
    const upload = multipartFile(png, 'voucher.png', 'image/png', `----bench${randomUUID()}`);
    const vouchersOf = new Map<string, string[]>();
    let uploadIndex = 0;
    const uploadRequest = (): RequestSpec => {
      const order = transferOrders[uploadIndex++]!;
      return {
        path: '/pdpd/upload/image',
        headers: {
          authorization: `Bearer ${order.buyer.token}`,
          language: '9',
          'content-type': upload.contentType,
        },
        body: upload.body,
      };
    };
    // Which buyer each voucher belongs to is read back from the database after the run.
    console.log(
      `[${db}] voucher upload: ${connections} connections, ${duration} s or ${transferOrders.length} pictures`,
    );
    results.push(
      await measured(child, 'voucher upload (upload/image)', base, uploadRequest, {
        ...runOptions,
        maxRequests: transferOrders.length,
      }),
    );
    await stopServer(child);
    const uploaded = await withDatabase(env, (database) =>
      database.query<{ id: string; buyer_id: string }>(
        'SELECT id::text AS id, buyer_id::text AS buyer_id FROM payment_voucher ORDER BY created_at, id',
      ),
    );
    for (const voucher of uploaded)
      vouchersOf.set(voucher.buyer_id, [...(vouchersOf.get(voucher.buyer_id) ?? []), voucher.id]);
    const answeredUploads = results.at(-1)!.total - results.at(-1)!.failures;
    const sentUploads = uploadIndex;
    // Each transfer order whose buyer has a voucher left, paired with it.
    const transfers = transferOrders.flatMap((order) => {
      const voucherId = vouchersOf.get(order.buyer.userId)?.shift();
      return voucherId === undefined ? [] : [{ ...order, voucherId }];
    });

    if (transfers.length === 0) throw new Error(`[${db}] no voucher was uploaded in the run's time`);
    ({ child, port } = await startServer(env));
    base = `http://127.0.0.1:${port}`;
    let transferIndex = 0;
    let answeredSubmitted = 0;
    const transferRequest = (): RequestSpec => {
      const transfer = transfers[transferIndex++]!;
      return {
        path: '/pdpd/hello/pay/payment',
        headers: authorized(transfer.buyer.token),
        body: JSON.stringify({
          orderNo: transfer.orderNo,
          stage: 1,
          idempotencyKey: randomUUID(),
          method: 'bank_transfer',
          voucherIds: [transfer.voucherId],
        }),
      };
    };
    console.log(
      `[${db}] transfer submission: ${connections} connections, ${duration} s or ${transfers.length} vouchers`,
    );
    results.push(
      await measured(child, 'transfer submission (payment, bank_transfer)', base, transferRequest, {
        ...runOptions,
        maxRequests: transfers.length,
        onResponse: (status, body) => {
          if (status === 200 && dataOf<StagePaymentWire>(body)?.state === 'processing')
            answeredSubmitted += 1;
        },
      }),
    );

    // What each wallet summary answers, then the books with the server stopped.
    const answered = new Map<string, number>();
    for (const buyer of buyers)
      answered.set(
        buyer.userId,
        (await call<WalletSummaryWire>(base, '/hello/wallet/summary', {}, { token: buyer.token }))
          .availableIqd,
      );
    await stopServer(child);
    const loadAtEnd = loadAverage();

    const checked = await withDatabase(env, async (database) => {
      const walletOrderNos = walletOrders.map((order) => order.orderNo);
      const transferOrderNos = transferOrders.map((order) => order.orderNo);
      const paidOf = new Map<string, number>();
      for (const row of await database.query<{ buyer_id: string; count: number }>(
        `SELECT a.buyer_id::text AS buyer_id, count(*)::int AS count FROM payment_attempt a
           JOIN payment_event e ON e.attempt_id = a.id
          WHERE a.method = 'wallet' AND e.kind IN ('reviewApproved', 'cashConfirmed', 'providerSucceeded') GROUP BY a.buyer_id`,
      ))
        paidOf.set(row.buyer_id, Number(row.count));
      const wallets = [];
      for (const buyer of buyers)
        wallets.push({
          userId: buyer.userId,
          fromEntries: await balanceOf(database, walletAccount(buyer.userId), 'IQD'),
          answered: answered.get(buyer.userId) ?? Number.NaN,
          expected: (funded.get(buyer.userId) ?? 0) - (paidOf.get(buyer.userId) ?? 0) * stageIqd,
        });
      const ledger = ledgerProblems({
        unbalancedTransactions: await countOf(
          database,
          `SELECT count(*)::int AS count FROM (SELECT transaction_id FROM ledger_entry
            GROUP BY transaction_id, currency HAVING SUM(amount) <> 0) AS unbalanced`,
        ),
        currencyTotals: await database.query<{ currency: string; total: string }>(
          'SELECT currency, SUM(amount)::text AS total FROM ledger_entry GROUP BY currency ORDER BY currency',
        ),
        overdrawnWallets: await countOf(
          database,
          `SELECT count(*)::int AS count FROM (SELECT account FROM ledger_entry WHERE account LIKE 'wallet%'
            GROUP BY account, currency HAVING SUM(amount) > 0) AS overdrawn`,
        ),
        wallets,
      });
      const walletCounts: WalletPaymentCounts = {
        sent: walletIndex,
        answeredPaid,
        stagePostings: await countOf(
          database,
          "SELECT count(*)::int AS count FROM ledger_transaction WHERE idempotency_key LIKE 'stage-payment:%'",
        ),
        ordersPaid: await countOf(
          database,
          'SELECT count(*)::int AS count FROM customer_order WHERE order_no = ANY($1::text[]) AND status = $2',
          [walletOrderNos, ORDER_STATUS.WAITING_PURCHASE],
        ),
        approvedAttempts: await countOf(
          database,
          `SELECT count(*)::int AS count FROM payment_attempt a JOIN payment_event e ON e.attempt_id = a.id
            WHERE a.method = 'wallet' AND e.kind IN ('reviewApproved', 'cashConfirmed', 'providerSucceeded')`,
        ),
        stagesPaidTwice: await countOf(
          database,
          `SELECT count(*)::int AS count FROM (SELECT a.order_no, a.stage FROM payment_attempt a
              JOIN payment_event e ON e.attempt_id = a.id
             WHERE e.kind NOT IN ('submitted', 'reviewRejected', 'cancelled', 'providerFailed')
             GROUP BY a.order_no, a.stage HAVING count(*) > 1) AS twice`,
        ),
      };
      const transferCounts: TransferCounts = {
        sentUploads,
        answeredUploads,
        storedVouchers: uploaded.length,
        sentTransfers: transferIndex,
        answeredSubmitted,
        transferAttempts: await countOf(
          database,
          "SELECT count(*)::int AS count FROM payment_attempt WHERE method = 'bank_transfer'",
        ),
        attachedVouchers: await countOf(
          database,
          `SELECT count(*)::int AS count FROM payment_attempt_voucher v JOIN payment_attempt a ON a.id = v.attempt_id
            WHERE a.method = 'bank_transfer'`,
        ),
        stagesSubmittedTwice: await countOf(
          database,
          `SELECT count(*)::int AS count FROM (SELECT order_no, stage FROM payment_attempt
            WHERE method = 'bank_transfer' GROUP BY order_no, stage HAVING count(*) > 1) AS twice`,
        ),
        ordersMoved: await countOf(
          database,
          'SELECT count(*)::int AS count FROM customer_order WHERE order_no = ANY($1::text[]) AND status <> $2',
          [transferOrderNos, ORDER_STATUS.WAIT_BUYER_PAY],
        ),
      };
      return {
        problems: [...ledger, ...walletCountProblems(walletCounts), ...transferCountProblems(transferCounts)],
        paid: walletCounts.stagePostings,
        vouchers: transferCounts.storedVouchers,
        transfers: transferCounts.transferAttempts,
      };
    });
    if (checked.problems.length > 0)
      throw new Error(`[${db}] the checks after the run failed:\n- ${checked.problems.join('\n- ')}`);
    console.log(`[${db}] ledger check and counts: passed`);

    return {
      db,
      measured: results,
      stageIqd,
      walletPaid: checked.paid,
      walletPrepared: walletOrders.length,
      vouchers: checked.vouchers,
      transfersSubmitted: checked.transfers,
      transferPrepared: transferOrders.length,
      load: [loadAtStart, loadAtEnd],
    };
  } finally {
    runCleanups(cleanups);
  }
}

function report(runs: DatabaseRun[]): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return [
    START_MARK,
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${buyerCount} buyers registered through the API, each with a payment password, and orders made through the API (${walletOrderCount.toLocaleString('en')} to pay from the wallet, ${orderCount.toLocaleString('en')} by transfer); the wallets funded for exactly their orders by the ledger's recharge posting. Autocannon on loopback, ${connections} connections after a 3 s warm-up (the stage view), each run ${duration} s or until its prepared orders were used up. Wallet payment: each request pays a new order's stage 1 from the wallet with the payment password (a real payment: a new stage, a new idempotency key). Voucher submission is timed in its two calls: the upload of a 64 x 48 PNG, then the bank transfer naming one uploaded voucher, each a new order's stage. After the runs the ledger check passed (every posting balanced, each currency summing to zero, no wallet below zero, each wallet's balance the sum of its entries, what its summary answers and what it was funded less what it paid) and the counts matched (payments made = stage postings = orders paid = approved attempts, no stage paid twice, each transfer with its own voucher; what the server made lies between what it answered and what was sent, as requests in flight when a run's time ends complete after autocannon stops counting). Latency in milliseconds from each response's own time (the wallet run waits up to ${PAYMENT_TIMEOUT_SECONDS} s for an answer, the others autocannon's 10 s).`,
    '',
    '```sh',
    'pnpm --filter @tijara/server build',
    `pnpm bench:payments --buyers ${buyerCount} --orders ${orderCount} --wallet-orders ${walletOrderCount} --connections ${connections} --duration ${duration} --db ${databases.join(',')}`,
    '```',
    '',
    '| database | call | p50 | p95 | p99 | requests/s | requests | non-2xx or errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.flatMap((entry) => entry.measured.map((one) => measuredRow([entry.db], one))),
    '',
    ...runs.map(
      (entry) =>
        `- ${entry.db}: ${entry.walletPaid.toLocaleString('en')} of ${entry.walletPrepared.toLocaleString('en')} prepared stages paid from the wallet (${entry.stageIqd.toLocaleString('en')} dinars each), ${entry.vouchers.toLocaleString('en')} vouchers uploaded, ${entry.transfersSubmitted.toLocaleString('en')} of ${entry.transferPrepared.toLocaleString('en')} transfers submitted; ledger check and counts passed; the machine's 1-minute load average was ${entry.load[0]} before and ${entry.load[1]} after (it is shared).`,
    ),
    END_MARK,
  ].join('\n');
}

requireBuiltServer();
const runs: DatabaseRun[] = [];
for (const db of databases) runs.push(await benchmark(db));
const section = report(runs);
console.log(`\n${section}\n`);
if (!args['no-write']) writeSection(START_MARK, END_MARK, 'Server: payments', section);
