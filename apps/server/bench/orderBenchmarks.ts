/**
 * Cart and order benchmarks (issue 14): add to cart, create order and the order list under
 * concurrent load from autocannon on loopback, against the built server on PostgreSQL and on
 * embedded PGlite, with a generated catalogue (50,000 products by default).
 *
 *   pnpm --filter @tijara/server build
 *   pnpm bench:orders [--products 50000] [--orders 100000] [--connections 50] [--duration 20]
 *                     [--db postgres,pglite] [--no-write]
 *
 * For each database: a fresh database, `cli.js seed-catalogue`, `main.js` in production mode, and
 * buyers registered through the API. Then, each measured after a short warm-up:
 * - add to cart: buyers add one unit of a variant from a pool of in-stock variants (a buyer's
 *   cart stays under its 200 lines); then the header's cart count, a signed-in call with one small
 *   query, as the floor any signed-in call stands on here (the token's check, the HTTP round);
 * - create order: every request orders one prepared cart line of a buyer (quantity set to meet
 *   the product's minimum and the 15 USD minimum order), so each request makes a real order: the
 *   stock is taken, the line leaves the cart; the run stops when the prepared lines are used up;
 * - the order list: the orders made are copied (in SQL, server stopped) until the database holds
 *   `--orders` orders spread over the buyers, then `selectOrderPage` is asked for random tabs and
 *   pages by every buyer, and `getStatusCount` likewise.
 * The figures are written to BENCHMARKS.md between this script's markers (not with --no-write).
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import type { RequestSpec } from 'autocannon';
import { openDatabase } from '../src/db/database';
import { replicateOrders } from './replicateOrders';
import {
  authorized,
  call,
  cpuNow,
  cpuPerCall,
  seededServerEnv,
  load,
  loadAverage,
  measuredRow,
  registerBuyers,
  requireBuiltServer,
  runCleanups,
  startServer,
  stopServer,
  writeSection,
  type Measured,
} from './benchSupport';

const START_MARK = '<!-- order-bench:start -->';
const END_MARK = '<!-- order-bench:end -->';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '50000' },
    orders: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '20' },
    buyers: { type: 'string', default: '100' },
    db: { type: 'string', default: 'postgres,pglite' },
    'no-write': { type: 'boolean', default: false },
  },
});
const products = Number(args.products);
const orderTarget = Number(args.orders);
const connections = Number(args.connections);
const duration = Number(args.duration);
const buyerCount = Number(args.buyers);
const databases = args.db.split(',').map((name) => name.trim());

/** Cart lines prepared per ordering buyer: the create-order run orders them one by one. */
const LINES_PER_BUYER = 60;
/** Spec section 9: the minimum order, 15 USD. */
const MINIMUM_ORDER_CENTS = 1_500;
const ORDER_TABS = ['all', 'awaitingPay', 'waitPurchase', 'completed', 'cancelled'] as const;

interface Variant {
  productId: string;
  skuId: string;
  /** Units one order line takes: the product's minimum, and enough to reach the minimum order. */
  orderQuantity: number;
  stock: number;
}

interface DatabaseRun {
  db: string;
  seedSeconds: number;
  ordersInDatabase: number;
  measured: Measured[];
  load: [string, string];
}

interface DetailWire {
  id: string;
  minOrder: number;
  maxOrder: number | null;
  variants: { skuId: string; skuStock: number; price: number; promotionPrice: number | null }[];
}

/** One variant per sampled product that `buyers` buyers can each order once (stock and limits allow). */
async function orderableVariants(base: string, wanted: number, buyers: number): Promise<Variant[]> {
  const variants: Variant[] = [];
  const seen = new Set<string>();
  for (let round = 0; round < 60 && variants.length < wanted; round += 1) {
    const sample = await call<{ id: string }[]>(base, '/hello/randomList/list', { pageSize: 40 });
    for (const card of sample) {
      if (seen.has(card.id) || variants.length >= wanted) continue;
      seen.add(card.id);
      const detail = await call<DetailWire>(base, '/hello/product/detail', { productId: card.id });
      for (const variant of detail.variants) {
        const unitPrice = variant.promotionPrice ?? variant.price;
        if (unitPrice <= 0) continue;
        const orderQuantity = Math.max(detail.minOrder, Math.ceil(MINIMUM_ORDER_CENTS / unitPrice));
        const fits = detail.maxOrder === null || orderQuantity <= detail.maxOrder;
        if (fits && variant.skuStock >= orderQuantity * buyers) {
          variants.push({
            productId: detail.id,
            skuId: variant.skuId,
            orderQuantity,
            stock: variant.skuStock,
          });
          break;
        }
      }
    }
  }
  if (variants.length < wanted)
    throw new Error(`found ${variants.length} orderable variants, wanted ${wanted}`);
  return variants;
}

/** `load`, and says on the console how much CPU one call cost the server and PostgreSQL. */
async function measuredWithCpu(child: ChildProcess, ...loadArgs: Parameters<typeof load>): Promise<Measured> {
  const before = cpuNow(child);
  const measured = await load(...loadArgs);
  console.log(`  ${measured.name}: ${cpuPerCall(before, cpuNow(child), measured.total)}`);
  return measured;
}

async function benchmark(db: string): Promise<DatabaseRun> {
  const cleanups: (() => void)[] = [];
  try {
    const { env, seedSeconds, loadAtStart } = await seededServerEnv(db, products, null, cleanups);

    let { child, port } = await startServer(env);
    let base = `http://127.0.0.1:${port}`;
    const measured: Measured[] = [];
    const options = { connections, duration };

    console.log(`[${db}] registering ${buyerCount * 2} buyers`);
    const cartBuyers = await registerBuyers(base, buyerCount, '1');
    const orderingBuyers = await registerBuyers(base, buyerCount, '2');
    const cartPool = await orderableVariants(base, 150, 1);
    const orderPool = await orderableVariants(base, LINES_PER_BUYER, buyerCount);

    // Add to cart: one unit of a pool variant, buyers and variants in turn.
    let addIndex = 0;
    const addRequest = (): RequestSpec => {
      const index = addIndex++;
      const buyer = cartBuyers[index % cartBuyers.length]!;
      const variant = cartPool[Math.floor(index / cartBuyers.length) % cartPool.length]!;
      return {
        path: '/pdpd/hello/cart/addCart',
        headers: authorized(buyer.token),
        body: JSON.stringify({ productId: variant.productId, skuId: variant.skuId, quantity: 1 }),
      };
    };
    await load('warm-up', base, addRequest, { ...options, duration: 3 });
    console.log(`[${db}] add to cart: ${connections} connections, ${duration} s`);
    measured.push(await measuredWithCpu(child, 'add to cart (addCart)', base, addRequest, options));
    // The floor of a signed-in call on this machine: the token's check and one small count.
    let countLinesIndex = 0;
    const countLinesRequest = (): RequestSpec => ({
      path: '/pdpd/hello/cart/getProductNum',
      headers: authorized(cartBuyers[countLinesIndex++ % cartBuyers.length]!.token),
      body: '{}',
    });
    console.log(`[${db}] cart count: ${connections} connections, ${duration} s`);
    measured.push(
      await measuredWithCpu(child, 'cart count (getProductNum)', base, countLinesRequest, options),
    );

    // Create order: prepare one cart line per (ordering buyer, pool variant), then order each.
    console.log(`[${db}] preparing ${orderingBuyers.length * orderPool.length} cart lines to order`);
    const lines: { token: string; itemId: string }[] = [];
    for (const buyer of orderingBuyers) {
      for (const variant of orderPool) {
        const added = await call<{ id: string }>(
          base,
          '/hello/cart/addCart',
          { productId: variant.productId, skuId: variant.skuId, quantity: variant.orderQuantity },
          { token: buyer.token },
        );
        lines.push({ token: buyer.token, itemId: added.id });
      }
    }
    // Buyers in turn, so concurrent requests are mostly different buyers' (as in life).
    const byBuyer = new Map<string, { token: string; itemId: string }[]>();
    for (const line of lines) byBuyer.set(line.token, [...(byBuyer.get(line.token) ?? []), line]);
    const interleaved = Array.from({ length: LINES_PER_BUYER }, (_, at) =>
      [...byBuyer.values()].map((group) => group[at]),
    )
      .flat()
      .filter((line): line is { token: string; itemId: string } => line !== undefined);
    let orderIndex = 0;
    const orderRequest = (): RequestSpec => {
      const line = interleaved[orderIndex++ % interleaved.length]!;
      return {
        path: '/pdpd/hello/order/createOrder',
        headers: authorized(line.token),
        body: JSON.stringify({ requestId: randomUUID(), itemIds: [line.itemId], deliveryMethod: 2 }),
      };
    };
    console.log(`[${db}] create order: ${connections} connections, ${interleaved.length} orders`);
    measured.push(
      await load('create order (createOrder)', base, orderRequest, {
        ...options,
        amount: interleaved.length,
      }),
    );

    // The order list with `orderTarget` orders in the database.
    await stopServer(child);
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
    let ordersInDatabase = 0;
    try {
      console.log(`[${db}] copying orders up to ${orderTarget}`);
      ordersInDatabase = await replicateOrders(database, orderTarget);
    } finally {
      await database.close();
    }
    ({ child, port } = await startServer(env));
    cleanups.unshift(() => child.kill('SIGKILL'));
    base = `http://127.0.0.1:${port}`;
    const listBuyers = [...cartBuyers, ...orderingBuyers];
    let listIndex = 0;
    const listRequest = (): RequestSpec => {
      const index = listIndex++;
      const buyer = listBuyers[index % listBuyers.length]!;
      const tab = ORDER_TABS[Math.floor(index / listBuyers.length) % ORDER_TABS.length]!;
      return {
        path: '/pdpd/hello/order/selectOrderPage',
        headers: authorized(buyer.token),
        body: JSON.stringify({ tab, pageNum: 1 + (index % 3), pageSize: 10 }),
      };
    };
    let countIndex = 0;
    const countRequest = (): RequestSpec => ({
      path: '/pdpd/hello/order/getStatusCount',
      headers: authorized(listBuyers[countIndex++ % listBuyers.length]!.token),
      body: '{}',
    });
    await load('warm-up', base, listRequest, { ...options, duration: 3 });
    console.log(`[${db}] order list: ${connections} connections, ${duration} s`);
    measured.push(await measuredWithCpu(child, 'order list (selectOrderPage)', base, listRequest, options));
    measured.push(await measuredWithCpu(child, 'tab badges (getStatusCount)', base, countRequest, options));
    await stopServer(child);
    return { db, seedSeconds, ordersInDatabase, measured, load: [loadAtStart, loadAverage()] };
  } finally {
    runCleanups(cleanups);
  }
}

function report(runs: DatabaseRun[]): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return [
    START_MARK,
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${products.toLocaleString('en')} generated products, ${buyerCount * 2} buyers registered through the API; autocannon on loopback, ${connections} connections after a 3 s warm-up, ${duration} s per run except create order, which orders each of ${(buyerCount * LINES_PER_BUYER).toLocaleString('en')} prepared cart lines once. The order list and badges are measured with the orders copied up to the count shown, spread over the ${buyerCount * 2} buyers. Latency in milliseconds from each response's own time.`,
    '',
    '```sh',
    'pnpm --filter @tijara/server build',
    `pnpm bench:orders --products ${products} --orders ${orderTarget} --buyers ${buyerCount} --connections ${connections} --duration ${duration} --db ${databases.join(',')}`,
    '```',
    '',
    '| database | call | orders in database | p50 | p95 | p99 | requests/s | requests | non-2xx or errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.flatMap((entry) =>
      entry.measured.map((one) =>
        measuredRow([entry.db], one, [
          one.name.startsWith('order list') || one.name.startsWith('tab badges')
            ? entry.ordersInDatabase.toLocaleString('en')
            : 'n/a',
        ]),
      ),
    ),
    '',
    ...runs.map(
      (entry) =>
        `- ${entry.db}: seeding took ${entry.seedSeconds.toFixed(0)} s; the machine's 1-minute load average was ${entry.load[0]} before and ${entry.load[1]} after (it is shared).`,
    ),
    END_MARK,
  ].join('\n');
}

requireBuiltServer();
const runs: DatabaseRun[] = [];
for (const db of databases) runs.push(await benchmark(db));
const section = report(runs);
console.log(`\n${section}\n`);
if (!args['no-write']) writeSection(START_MARK, END_MARK, 'Server: cart and orders', section);
