import { randomBytes } from 'node:crypto';
import { createPdpdClient } from '@tijara/api/client';
import {
  addCart,
  deleteProduct,
  getProductNum,
  selectCartPage,
  selectCartProductPage,
  selectProduct,
  updateProduct,
  type CartLineWire,
  type CartSummaryWire,
} from '@tijara/api/contract';
import { CART_ITEM_RETENTION_DAYS, CART_MAX_LINES, isCartItemExpired } from '@tijara/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { cartArea, deleteExpiredCartItems, removeExpiredCartItems } from '../src/modules/cart';
import type { ProductRow, SkuRow } from '../src/modules/catalogue/catalogueRows';
import { testProduct } from './support/productFixture';
import { deleteProducts, saveCategories, saveProduct } from '../src/modules/catalogue/catalogueWrites';
import { setAccountRole } from '../src/modules/roles/roleRepository';
import { sha256, useHarness, type Harness, type RegisteredUser } from './account/harness';
import type { Answer, CallOptions } from './support/pdpdCaller';

const CATEGORY = 9_100;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A product of the suite's own at 1.00 USD, without China freight. */
function product(id: number, changes: Partial<ProductRow> = {}): ProductRow {
  return testProduct('cart-test', id, CATEGORY, { price_cents: 100, ...changes });
}

function sku(id: number, productId: number, changes: Partial<SkuRow> = {}): SkuRow {
  return {
    id,
    product_id: productId,
    sort: id % 100,
    attributes: [{ name: { ar: 'اللون', en: 'Colour' }, value: { ar: 'أحمر', en: `Red ${id}` } }],
    stock: 1_000,
    price_cents: 100,
    promotion_price_cents: null,
    ...changes,
  };
}

/** A plain product with 10 in stock at $10.00, and a variant on promotion ($6.00, $5.00) with 3. */
const SHIRT = { id: 920_001, red: 92_000_101, blue: 92_000_102 };
/** A minimum order of 3 (mixed across its two variants) and a maximum of 5 a line, $6.00 each. */
const CUPS = { id: 920_002, small: 92_000_201, large: 92_000_202 };
/** Plenty in stock, for concurrent adds; and a variant with only 7. */
const PENS = { id: 920_003, black: 92_000_301, scarce: 92_000_302 };
/** Removed from the catalogue during a test. */
const LAMP = { id: 920_004, white: 92_000_401 };

type CartPage = {
  records: CartLineWire[];
  total: number;
  pageNum: number;
  pageSize: number;
  summary: CartSummaryWire;
};

/** The cart calls (spec sections 2, 3, 5, 7, 9) over HTTP, each on the caller's own cart. */
function cartTests(h: Harness) {
  beforeAll(async () => {
    await saveCategories(h.db, [
      { id: CATEGORY, parent_id: 0, level: 1, sort: 99, name: { en: 'Cart tests' }, image_key: null },
    ]);
    await saveProduct(h.db, product(SHIRT.id, { price_cents: 500 }), [
      sku(SHIRT.red, SHIRT.id, {
        stock: 10,
        price_cents: 1_000,
        attributes: [
          {
            name: { ar: 'اللون', en: 'Colour' },
            value: { ar: 'أحمر', en: 'Red' },
            imageKey: 'cart-test/red',
          },
        ],
      }),
      sku(SHIRT.blue, SHIRT.id, { stock: 3, price_cents: 600, promotion_price_cents: 500 }),
    ]);
    await saveProduct(h.db, product(CUPS.id, { min_order: 3, max_order: 5 }), [
      sku(CUPS.small, CUPS.id, { stock: 50, price_cents: 600 }),
      sku(CUPS.large, CUPS.id, { stock: 50, price_cents: 600 }),
    ]);
    await saveProduct(h.db, product(PENS.id), [
      sku(PENS.black, PENS.id, { stock: 1_000, price_cents: 100 }),
      sku(PENS.scarce, PENS.id, { stock: 7, price_cents: 100 }),
    ]);
    await saveProduct(h.db, product(LAMP.id), [sku(LAMP.white, LAMP.id, { stock: 5, price_cents: 2_000 })]);
  });

  const as =
    (buyer: RegisteredUser) =>
    <Data>(path: string, body: unknown = {}, options: CallOptions = {}): Promise<Answer<Data>> =>
      h.call<Data>(`/hello/cart/${path}`, body, { token: buyer.token, ...options });

  const ok = <Data>(answer: Answer<Data>): Data => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.success).toBe(true);
    return answer.body.data;
  };

  const add = (
    buyer: RegisteredUser,
    productId: number,
    skuId: number,
    quantity: number,
    options?: CallOptions,
  ) =>
    as(buyer)<{ id: string; quantity: number }>(
      'addCart',
      { productId: String(productId), skuId: String(skuId), quantity },
      options,
    );
  const cartOf = async (buyer: RegisteredUser, options?: CallOptions) =>
    ok(await as(buyer)<CartPage>('selectCartPage', {}, options));
  const countOf = async (buyer: RegisteredUser) => ok(await as(buyer)<number>('getProductNum'));
  const lineOf = async (buyer: RegisteredUser, id: string) => {
    const line = (await cartOf(buyer)).records.find((record) => record.id === id);
    if (!line) throw new Error(`no line ${id}`);
    return line;
  };

  it('refuses a guest: the cart is private', async () => {
    const answer = await h.call('/hello/cart/getProductNum', {});
    h.expectFailure(answer, 401, 401);
  });

  it('checks the token in the count’s and the page’s own statement: unknown, expired and revoked are 401, before a 400 or 403', async () => {
    const buyer = await h.registerUser();
    expect(await countOf(buyer)).toBe(0);
    expect(await cartOf(buyer)).toMatchObject({ records: [], total: 0 });
    const { id } = ok(await add(buyer, SHIRT.id, SHIRT.red, 1));
    expect(await countOf(buyer)).toBe(1);
    expect((await cartOf(buyer)).records.map((record) => record.id)).toEqual([id]);

    const expired = await h.registerUser();
    await h.db.query('UPDATE auth_token SET expires_at = $2 WHERE token_hash = $1', [
      sha256(expired.token),
      h.clock.now(),
    ]);
    const revoked = await h.registerUser();
    ok(await h.call('/hello/user/login/logout', {}, { token: revoked.token }));
    const unknown = randomBytes(32).toString('base64url');
    for (const token of [unknown, expired.token, revoked.token, 'not-a-token']) {
      // The answer of a call that checks the token in a statement of its own.
      const separate = await h.call('/hello/cart/addCart', {}, { token, locale: 'en' });
      h.expectFailure(separate, 401, 401);
      for (const name of ['getProductNum', 'selectCartPage']) {
        for (const body of [{}, { customerId: buyer.userId }, { customerId: 'not-an-id' }]) {
          const answer = await h.call(`/hello/cart/${name}`, body, { token, locale: 'en' });
          h.expectFailure(answer, 401, 401, separate.body.msg);
          expect(answer.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
        }
      }
    }
    expect(await countOf(buyer)).toBe(1);
    h.expectFailure(await as(buyer)('selectCartPage', { customerId: buyer.userId }), 403, 403);
    h.expectFailure(await as(buyer)('selectCartPage', { pageSize: 0 }), 400, 400);
  });

  it('adds a variant as a selected line with current prices, names in the language, and counts lines', async () => {
    const buyer = await h.registerUser();
    expect(await countOf(buyer)).toBe(0);
    const empty = await cartOf(buyer);
    expect(empty.records).toEqual([]);
    expect(empty.summary).toEqual({
      lineCount: 0,
      selectedCount: 0,
      selectedQuantity: 0,
      selectedTotal: 0,
      minimumOrder: 1_500,
      orderProblem: { key: 'cart.empty', itemIds: [] },
    });

    const added = ok(await add(buyer, SHIRT.id, SHIRT.red, 2));
    expect(added.id).toMatch(/^\d+$/);
    expect(added.quantity).toBe(2);
    ok(await add(buyer, SHIRT.id, SHIRT.blue, 1));
    expect(await countOf(buyer)).toBe(2);

    const cart = await cartOf(buyer, { locale: 'ar' });
    expect(cart.total).toBe(2);
    const red = cart.records.find((line) => line.id === added.id);
    expect(red).toEqual({
      id: added.id,
      productId: String(SHIRT.id),
      skuId: String(SHIRT.red),
      platformType: 1,
      name: `منتج ${SHIRT.id}`,
      imageUrl: '/media/cart-test/red/300.webp',
      attributes: [{ name: 'اللون', value: 'أحمر' }],
      quantity: 2,
      selected: true,
      available: true,
      unitPrice: 1_000,
      addedUnitPrice: 1_000,
      priceChanged: false,
      stock: 10,
      addedStock: 10,
      stockChanged: false,
      maxQuantity: 10,
      minOrder: 1,
      lineTotal: 2_000,
      problem: null,
      createdAt: h.clock.now().toISOString(),
    });
    // The promotion price is the price a buyer pays.
    const blue = cart.records.find((line) => line.skuId === String(SHIRT.blue));
    expect(blue).toMatchObject({
      unitPrice: 500,
      lineTotal: 500,
      maxQuantity: 3,
      imageUrl: `/media/cart-test/${SHIRT.id}/300.webp`,
    });
    expect(cart.summary).toEqual({
      lineCount: 2,
      selectedCount: 2,
      selectedQuantity: 3,
      selectedTotal: 2_500,
      minimumOrder: 1_500,
      orderProblem: null,
    });
  });

  it('adds to the line of a variant already in the cart', async () => {
    const buyer = await h.registerUser();
    const first = ok(await add(buyer, SHIRT.id, SHIRT.red, 2));
    const second = ok(await add(buyer, SHIRT.id, SHIRT.red, 3));
    expect(second).toEqual({ id: first.id, quantity: 5 });
    expect(await countOf(buyer)).toBe(1);
    expect((await lineOf(buyer, first.id)).quantity).toBe(5);
  });

  it('refuses a quantity past the stock, with the message, and keeps the line as it was', async () => {
    const buyer = await h.registerUser();
    const line = ok(await add(buyer, SHIRT.id, SHIRT.blue, 2));
    const past = await add(buyer, SHIRT.id, SHIRT.blue, 2);
    h.expectFailure(past, 400, 400, 'Only 3 in stock.');
    const arabic = await add(buyer, SHIRT.id, SHIRT.blue, 4, { locale: 'ar' });
    h.expectFailure(arabic, 400, 400, 'المتوفر في المخزون 3 فقط.');
    expect((await lineOf(buyer, line.id)).quantity).toBe(2);
    h.expectFailure(await add(buyer, SHIRT.id, SHIRT.red, 11), 400, 400, 'Only 10 in stock.');
    expect(await countOf(buyer)).toBe(1);
  });

  it("applies section 5's quantity rules: at least 1, whole, not above the product's maximum", async () => {
    const buyer = await h.registerUser();
    h.expectFailure(
      await add(buyer, SHIRT.id, SHIRT.red, 0),
      400,
      400,
      'The field quantity is invalid: Order at least 1 unit.',
    );
    h.expectFailure(
      await add(buyer, SHIRT.id, SHIRT.red, 1.5),
      400,
      400,
      'The field quantity is invalid: Enter a whole number of units.',
    );
    h.expectFailure(await add(buyer, CUPS.id, CUPS.small, 6), 400, 400, 'At most 5 per order.');
    ok(await add(buyer, CUPS.id, CUPS.small, 4));
    h.expectFailure(await add(buyer, CUPS.id, CUPS.small, 2), 400, 400, 'At most 5 per order.');
    expect(ok(await add(buyer, CUPS.id, CUPS.small, 1)).quantity).toBe(5);
  });

  it('refuses a variant that does not exist, or of another product, and a request that names a price', async () => {
    const buyer = await h.registerUser();
    h.expectFailure(await add(buyer, 999_999_999, SHIRT.red, 1), 404, 404, /removed from the shelves/);
    h.expectFailure(
      await add(buyer, SHIRT.id, 999_999_999, 1),
      404,
      404,
      'This product has no such variant.',
    );
    h.expectFailure(await add(buyer, CUPS.id, SHIRT.red, 1), 404, 404, 'This product has no such variant.');
    const priced = await as(buyer)('addCart', {
      productId: String(SHIRT.id),
      skuId: String(SHIRT.red),
      quantity: 1,
      unitPrice: 1,
    });
    h.expectFailure(priced, 400, 400, /unitPrice/);
    expect(await countOf(buyer)).toBe(0);
  });

  it('changes a quantity within the stock, refusing one past it with the message', async () => {
    const buyer = await h.registerUser();
    const line = ok(await add(buyer, SHIRT.id, SHIRT.red, 1));
    expect(ok(await as(buyer)('updateProduct', { id: line.id, quantity: 10 }))).toEqual({
      id: line.id,
      quantity: 10,
    });
    h.expectFailure(
      await as(buyer)('updateProduct', { id: line.id, quantity: 11 }, { locale: 'zh' }),
      400,
      400,
      '库存仅剩 10 件。',
    );
    h.expectFailure(await as(buyer)('updateProduct', { id: line.id, quantity: 0 }), 400, 400, /at least 1/);
    expect((await lineOf(buyer, line.id)).quantity).toBe(10);
  });

  it('shows a price or stock that changed since the line was added, until the buyer changes the line', async () => {
    const buyer = await h.registerUser();
    const line = ok(await add(buyer, PENS.id, PENS.black, 2));
    await h.db.query('UPDATE product_sku SET price_cents = 120, stock = 900 WHERE id = $1', [PENS.black]);
    try {
      expect(await lineOf(buyer, line.id)).toMatchObject({
        unitPrice: 120,
        addedUnitPrice: 100,
        priceChanged: true,
        stock: 900,
        addedStock: 1_000,
        stockChanged: true,
        lineTotal: 240,
      });
      ok(await as(buyer)('updateProduct', { id: line.id, quantity: 3 }));
      expect(await lineOf(buyer, line.id)).toMatchObject({
        unitPrice: 120,
        addedUnitPrice: 120,
        priceChanged: false,
        addedStock: 900,
        stockChanged: false,
        lineTotal: 360,
      });
    } finally {
      await h.db.query('UPDATE product_sku SET price_cents = 100, stock = 1000 WHERE id = $1', [PENS.black]);
    }
  });

  it('selects some lines, all lines, and none, and totals the selected ones', async () => {
    const buyer = await h.registerUser();
    const red = ok(await add(buyer, SHIRT.id, SHIRT.red, 1));
    const blue = ok(await add(buyer, SHIRT.id, SHIRT.blue, 1));
    expect(ok(await as(buyer)('selectProduct', { ids: [red.id], selected: false }))).toEqual({
      selectedCount: 1,
    });
    expect((await cartOf(buyer)).summary).toMatchObject({ selectedCount: 1, selectedTotal: 500 });
    expect(ok(await as(buyer)('selectProduct', { all: true, selected: false }))).toEqual({
      selectedCount: 0,
    });
    expect((await cartOf(buyer)).summary).toMatchObject({
      selectedCount: 0,
      selectedTotal: 0,
      orderProblem: { key: 'cart.empty', itemIds: [] },
    });
    expect(ok(await as(buyer)('selectProduct', { ids: [red.id, blue.id, red.id], selected: true }))).toEqual({
      selectedCount: 2,
    });
    expect(ok(await as(buyer)('selectProduct', { all: true, selected: true }))).toEqual({ selectedCount: 2 });
    h.expectFailure(await as(buyer)('selectProduct', { selected: true }), 400, 400);
  });

  it("says why the selection cannot be ordered: 15 USD minimum, the supplier's mixed batch, the stock", async () => {
    const buyer = await h.registerUser();
    const small = ok(await add(buyer, CUPS.id, CUPS.small, 1));
    const large = ok(await add(buyer, CUPS.id, CUPS.large, 1));
    // Cups have a minimum order of 3, reached by their two variants together.
    expect((await cartOf(buyer)).summary.orderProblem).toEqual({
      key: 'cart.mixedBatch.notMet',
      itemIds: [large.id, small.id],
    });
    ok(await add(buyer, CUPS.id, CUPS.large, 1));
    expect((await cartOf(buyer)).summary).toMatchObject({ selectedTotal: 1_800, orderProblem: null });

    ok(await as(buyer)('selectProduct', { ids: [small.id], selected: false }));
    expect((await cartOf(buyer)).summary).toMatchObject({
      selectedTotal: 1_200,
      orderProblem: { key: 'cart.mixedBatch.notMet', itemIds: [large.id] },
    });

    const other = await h.registerUser();
    ok(await add(other, PENS.id, PENS.black, 14));
    expect((await cartOf(other)).summary.orderProblem).toMatchObject({ key: 'cart.belowMinimumOrder' });
    ok(await add(other, PENS.id, PENS.black, 1));
    expect((await cartOf(other)).summary).toMatchObject({ selectedTotal: 1_500, orderProblem: null });

    // Stock falls below a line's quantity after it was added: the line and the order say so.
    const pens = (await cartOf(other)).records[0];
    await h.db.query('UPDATE product_sku SET stock = 10 WHERE id = $1', [PENS.black]);
    try {
      const cart = await cartOf(other);
      expect(cart.records[0]).toMatchObject({ problem: 'cart.quantity.aboveStock', maxQuantity: 10 });
      expect(cart.summary.orderProblem).toEqual({ key: 'cart.quantity.aboveStock', itemIds: [pens?.id] });
    } finally {
      await h.db.query('UPDATE product_sku SET stock = 1000 WHERE id = $1', [PENS.black]);
    }
  });

  it("lists one product's lines for its page", async () => {
    const buyer = await h.registerUser();
    ok(await add(buyer, SHIRT.id, SHIRT.red, 1));
    ok(await add(buyer, SHIRT.id, SHIRT.blue, 1));
    ok(await add(buyer, PENS.id, PENS.black, 1));
    const shirts = ok(
      await as(buyer)<{ records: CartLineWire[]; total: number }>('selectCartProductPage', {
        productId: String(SHIRT.id),
        pageSize: 1,
      }),
    );
    expect(shirts.total).toBe(2);
    expect(shirts.records.map((line) => line.skuId)).toEqual([String(SHIRT.blue)]);
    const none = ok(
      await as(buyer)<{ records: CartLineWire[]; total: number }>('selectCartProductPage', {
        productId: String(CUPS.id),
      }),
    );
    expect(none).toEqual({ records: [], total: 0, pageNum: 1, pageSize: 50 });
  });

  it('deletes lines, all or nothing', async () => {
    const buyer = await h.registerUser();
    const red = ok(await add(buyer, SHIRT.id, SHIRT.red, 1));
    const blue = ok(await add(buyer, SHIRT.id, SHIRT.blue, 1));
    const pens = ok(await add(buyer, PENS.id, PENS.black, 1));
    h.expectFailure(
      await as(buyer)('deleteProduct', { ids: [red.id, '999999999'] }),
      404,
      404,
      'This item is not in your cart.',
    );
    expect(await countOf(buyer)).toBe(3);
    expect(ok(await as(buyer)('deleteProduct', { ids: [red.id, blue.id] }))).toEqual({ deleted: 2 });
    expect((await cartOf(buyer)).records.map((line) => line.id)).toEqual([pens.id]);
    expect(await countOf(buyer)).toBe(1);
  });

  it("answers another buyer's line exactly like a missing one, and never shows or changes it", async () => {
    const owner = await h.registerUser();
    const stranger = await h.registerUser();
    const line = ok(await add(owner, SHIRT.id, SHIRT.red, 2));
    const missing = '999999999';
    for (const [path, body] of [
      ['updateProduct', (id: string) => ({ id, quantity: 1 })],
      ['deleteProduct', (id: string) => ({ ids: [id] })],
      ['selectProduct', (id: string) => ({ ids: [id], selected: false })],
    ] as const) {
      const theirs = await as(stranger)(path, body(line.id));
      const nobody = await as(stranger)(path, body(missing));
      expect({ status: theirs.status, body: theirs.body }, path).toEqual({
        status: nobody.status,
        body: nobody.body,
      });
      h.expectFailure(theirs, 404, 404, 'This item is not in your cart.');
    }
    expect((await cartOf(stranger)).records).toEqual([]);
    expect(await lineOf(owner, line.id)).toMatchObject({ quantity: 2, selected: true });
  });

  it('ends 20 concurrent adds of one variant with one line of 20, and never passes the stock', async () => {
    const buyer = await h.registerUser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(buyer, PENS.id, PENS.black, 1)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect((await cartOf(buyer)).records).toMatchObject([{ skuId: String(PENS.black), quantity: 20 }]);

    const scarce = await Promise.all(Array.from({ length: 20 }, () => add(buyer, PENS.id, PENS.scarce, 1)));
    expect(scarce.filter((answer) => answer.status === 200)).toHaveLength(7);
    for (const refused of scarce.filter((answer) => answer.status !== 200)) {
      h.expectFailure(refused, 400, 400, 'Only 7 in stock.');
    }
    expect((await cartOf(buyer)).records.find((line) => line.skuId === String(PENS.scarce))?.quantity).toBe(
      7,
    );
  });

  it('keeps a line whose product left the catalogue, as unavailable and only deletable', async () => {
    const buyer = await h.registerUser();
    const lamp = ok(await add(buyer, LAMP.id, LAMP.white, 1));
    expect(await deleteProducts(h.db, [LAMP.id])).toEqual([String(LAMP.id)]);
    const cart = await cartOf(buyer);
    expect(cart.records[0]).toMatchObject({
      id: lamp.id,
      name: `Product ${LAMP.id}`,
      available: false,
      unitPrice: null,
      addedUnitPrice: 2_000,
      lineTotal: 0,
      problem: 'error.productUnavailable',
      attributes: [],
    });
    expect(cart.summary.orderProblem).toEqual({ key: 'error.productUnavailable', itemIds: [lamp.id] });
    h.expectFailure(await as(buyer)('updateProduct', { id: lamp.id, quantity: 2 }), 404, 404, /removed/);
    h.expectFailure(await add(buyer, LAMP.id, LAMP.white, 1), 404, 404, /removed/);
    expect(ok(await as(buyer)('deleteProduct', { ids: [lamp.id] }))).toEqual({ deleted: 1 });
  });

  it(`holds at most ${CART_MAX_LINES} lines (6011), and still adds to a line it holds`, async () => {
    const buyer = await h.registerUser();
    const kept = ok(await add(buyer, PENS.id, PENS.black, 1));
    // Lines of variants since removed fill the rest of the cart.
    await h.db.query(
      `INSERT INTO cart_item (user_id, product_id, sku_id, quantity, added_price_cents, added_stock, product_name, created_at)
       SELECT $1, 1, 990000000 + n, 1, 100, 1, '{"en":"gone"}', $2 FROM generate_series(1, $3::integer) AS n`,
      [buyer.userId, h.clock.now(), CART_MAX_LINES - 1],
    );
    expect(await countOf(buyer)).toBe(CART_MAX_LINES);
    h.expectFailure(await add(buyer, SHIRT.id, SHIRT.red, 1), 400, 6011, 'The cart holds too many products.');
    expect(ok(await add(buyer, PENS.id, PENS.black, 1))).toEqual({ id: kept.id, quantity: 2 });
  });

  it('refuses agent mode to buyers (403) and, until procurement mode exists, to procurement staff', async () => {
    const buyer = await h.registerUser();
    const customer = await h.registerUser();
    const customerId = customer.userId;
    h.expectFailure(
      await as(buyer)('getProductNum', { customerId }),
      403,
      403,
      'Your account is not allowed to do this.',
    );
    const body = { productId: String(SHIRT.id), skuId: String(SHIRT.red), quantity: 1, customerId };
    h.expectFailure(await as(buyer)('addCart', body), 403, 403);
    h.expectFailure(await as(buyer)('getProductNum', { customerId: 'not-an-id' }), 400, 400, /customerId/);

    const staff = await h.registerUser();
    expect(await setAccountRole(h.db, staff.userId, 'procurement')).toBe(true);
    h.expectFailure(
      await as(staff)('addCart', body),
      422,
      422,
      'Buying on a customer’s behalf is not available yet.',
    );
    h.expectFailure(
      await as(staff)('selectCartPage', { customerId }, { locale: 'ar' }),
      422,
      422,
      'الشراء نيابة عن عميل غير متاح بعد.',
    );
    expect(await countOf(customer)).toBe(0);
    // Without a customer, staff have a cart of their own like anyone signed in.
    expect(await countOf(staff)).toBe(0);
  });

  it("answers in the contract's shapes, as the storefront's client reads them", async () => {
    const buyer = await h.registerUser();
    const fan = { id: 920_005, white: 92_000_501 };
    await saveProduct(h.db, product(fan.id), [sku(fan.white, fan.id, { stock: 5, price_cents: 2_000 })]);
    const failures: unknown[] = [];
    const client = createPdpdClient({
      baseUrl: `${h.base}/pdpd`,
      getLocale: () => 'ckb',
      getToken: () => buyer.token,
      onFailure: (failure) => failures.push(failure),
    });
    const data = async <T>(result: Promise<{ success: true; data: T } | { success: false }>): Promise<T> => {
      const answer = await result;
      if (!answer.success) throw new Error(`refused: ${JSON.stringify(answer)}`);
      return answer.data;
    };
    const red = await data(
      client.call(addCart, { productId: String(SHIRT.id), skuId: String(SHIRT.red), quantity: 2 }),
    );
    const gone = await data(
      client.call(addCart, { productId: String(fan.id), skuId: String(fan.white), quantity: 1 }),
    );
    await data(client.call(updateProduct, { id: red.id, quantity: 3 }));
    await data(client.call(selectProduct, { all: true, selected: true }));
    expect(await data(client.call(getProductNum, {}))).toBe(2);
    // A line whose product is gone has its nullable fields null.
    await h.db.query('DELETE FROM product_sku WHERE id = $1', [fan.white]);
    const cart = await data(client.call(selectCartPage, {}));
    expect(cart.records.map((line) => [line.id, line.available, line.unitPrice])).toEqual([
      [gone.id, false, null],
      [red.id, true, 1_000],
    ]);
    expect(cart.records[1]?.name).toBe(`بەرهەم ${SHIRT.id}`);
    expect(cart.summary).toMatchObject({ lineCount: 2, selectedTotal: 3_000 });
    const shirts = await data(client.call(selectCartProductPage, { productId: String(SHIRT.id) }));
    expect(shirts.records.map((line) => line.id)).toEqual([red.id]);
    expect(await data(client.call(deleteProduct, { ids: [red.id, gone.id] }))).toEqual({ deleted: 2 });
    expect(failures).toEqual([]);
  });

  describe('30-day retention (spec section 9)', () => {
    it('deletes the lines created 30 days ago or more, whenever the job runs', async () => {
      const buyer = await h.registerUser();
      const old = ok(await add(buyer, SHIRT.id, SHIRT.red, 1));
      const createdAt = h.clock.now();
      h.clock.advance(10 * DAY_MS);
      const newer = ok(await add(buyer, SHIRT.id, SHIRT.blue, 1));
      // Adding to a line keeps its creation date: the rule counts from when it was created.
      h.clock.advance(10 * DAY_MS);
      expect(ok(await add(buyer, SHIRT.id, SHIRT.red, 1)).id).toBe(old.id);

      const expiry = new Date(createdAt.getTime() + CART_ITEM_RETENTION_DAYS * DAY_MS);
      const justBefore = new Date(expiry.getTime() - 1);
      const due = async (now: Date) =>
        Number(
          (
            await h.db.query<{ n: string }>(
              'SELECT count(*)::text AS n FROM cart_item WHERE created_at <= $1',
              [new Date(now.getTime() - CART_ITEM_RETENTION_DAYS * DAY_MS)],
            )
          )[0]?.n,
        );

      const dueBefore = await due(justBefore);
      expect(await deleteExpiredCartItems(h.db, justBefore)).toBe(dueBefore);
      expect((await cartOf(buyer)).records.map((line) => line.id).sort()).toEqual([old.id, newer.id].sort());

      expect(isCartItemExpired(createdAt, expiry)).toBe(true);
      const dueAtExpiry = await due(expiry);
      expect(dueAtExpiry).toBeGreaterThanOrEqual(1);
      expect(await deleteExpiredCartItems(h.db, expiry)).toBe(dueAtExpiry);
      expect((await cartOf(buyer)).records.map((line) => line.id)).toEqual([newer.id]);
      expect(await deleteExpiredCartItems(h.db, expiry)).toBe(0);

      const later = new Date(expiry.getTime() + 10 * DAY_MS);
      await deleteExpiredCartItems(h.db, later);
      expect(await countOf(buyer)).toBe(0);
    });

    it("is the area's daily job, which removes what has expired at the clock's time", async () => {
      expect(cartArea.jobs).toContain(removeExpiredCartItems);
      expect(removeExpiredCartItems.schedule).toBe('30 3 * * *');
      const buyer = await h.registerUser();
      const line = ok(await add(buyer, SHIRT.id, SHIRT.red, 1));
      // Read from the table: a month later the buyer's session has ended too.
      const kept = async () => (await h.db.query('SELECT 1 FROM cart_item WHERE id = $1', [line.id])).length;
      const logged: { removed: number }[] = [];
      const logger = {
        info: (details: unknown) => logged.push(details as { removed: number }),
        warn: () => {},
        error: () => {},
      };
      const run = () => removeExpiredCartItems.run({ db: h.db, clock: h.clock, logger, data: undefined });

      h.clock.advance(CART_ITEM_RETENTION_DAYS * DAY_MS - 1);
      await run();
      expect(await kept()).toBe(1);
      h.clock.advance(1);
      await run();
      expect(await kept()).toBe(0);
      // Lines other tests left at the same moment go with it: at least this one was counted.
      expect(logged.at(-1)?.removed).toBeGreaterThanOrEqual(1);
    });
  });
}

/**
 * The cart calls over HTTP against whichever database `open` gives: embedded PGlite and a real
 * PostgreSQL server must behave alike.
 */
export function describeCartApi(
  name: string,
  open: () => Promise<Database | { unavailable: string }>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`${name}: cart calls over HTTP`, () => {
    cartTests(useHarness(open));
  });
}
