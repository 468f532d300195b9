import { randomBytes, randomUUID } from 'node:crypto';
import { createPdpdClient } from '@tijara/api/client';
import {
  addCart,
  addOrderRemark,
  createOrder,
  exportOrderFeePdf,
  getStatusCount,
  logisticTrack,
  previewOrder,
  queryOrderDetail,
  selectOrderPage,
  type OrderDetailWire,
  type OrderSummaryWire,
} from '@tijara/api/contract';
import {
  DEFAULT_COUNTRY_ID,
  LANGUAGE_CODE,
  ORDER_REMARK_MAX_LENGTH,
  ORDER_STATUS,
  type Locale,
} from '@tijara/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import type { ProductRow, SkuRow } from '../src/modules/catalogue/catalogueRows';
import { testProduct } from './support/productFixture';
import { deleteProducts, saveCategories, saveProduct } from '../src/modules/catalogue/catalogueWrites';
import { setAccountRole } from '../src/modules/roles/roleRepository';
import { sha256, START, useHarness, type Harness, type RegisteredUser } from './account/harness';
import { pdfText } from './documents/pdfText';
import type { Answer, CallOptions } from './support/pdpdCaller';

const CATEGORY = 9_300;
const BAGHDAD = DEFAULT_COUNTRY_ID * 100 + 1;
const BAGHDAD_CITY = BAGHDAD * 100 + 1;

/** A product of the suite's own at 20.00 USD with 3.00 USD of China freight. */
function product(id: number, changes: Partial<ProductRow> = {}): ProductRow {
  return testProduct('order-test', id, CATEGORY, { china_freight_cents: 300, ...changes });
}

function sku(id: number, productId: number, changes: Partial<SkuRow> = {}): SkuRow {
  return {
    id,
    product_id: productId,
    sort: id % 100,
    attributes: [
      {
        name: { ar: 'اللون', ckb: 'ڕەنگ', en: 'Colour', zh: '颜色' },
        value: { ar: 'أحمر', ckb: 'سوور', en: `Red ${id}`, zh: '红色' },
      },
    ],
    stock: 1_000,
    price_cents: 2_000,
    promotion_price_cents: null,
    ...changes,
  };
}

/** Two variants at $20.00 and $15.00 (on promotion from $18.00), China freight $3.00 per product. */
const LAMP = { id: 930_001, red: 93_000_101, blue: 93_000_102 };
/** $1.00 a unit: below the minimum order alone. */
const PIN = { id: 930_002, one: 93_000_201 };
/** A minimum order of 3 across its variants, $10.00 each. */
const CUPS = { id: 930_003, small: 93_000_301, large: 93_000_302 };
/** Reset per test where the stock matters. */
const FAN = { id: 930_004, white: 93_000_401 };
/** Five variants, for the order card's four pictures. */
const PENS = { id: 930_005, skus: [93_000_501, 93_000_502, 93_000_503, 93_000_504, 93_000_505] };

const PDF_MAGIC = '%PDF';

/** The order calls (spec sections 2-4, 7; issue 14) over HTTP, each on the caller's own orders. */
function orderTests(h: Harness) {
  beforeAll(async () => {
    await saveCategories(h.db, [
      { id: CATEGORY, parent_id: 0, level: 1, sort: 99, name: { en: 'Order tests' }, image_key: null },
    ]);
    await saveProduct(h.db, product(LAMP.id), [
      sku(LAMP.red, LAMP.id, { price_cents: 2_000 }),
      sku(LAMP.blue, LAMP.id, { price_cents: 1_800, promotion_price_cents: 1_500 }),
    ]);
    await saveProduct(h.db, product(PIN.id, { price_cents: 100 }), [
      sku(PIN.one, PIN.id, { price_cents: 100 }),
    ]);
    await saveProduct(h.db, product(CUPS.id, { min_order: 3, china_freight_cents: 0 }), [
      sku(CUPS.small, CUPS.id, { price_cents: 1_000 }),
      sku(CUPS.large, CUPS.id, { price_cents: 1_000 }),
    ]);
    await saveProduct(h.db, product(FAN.id, { china_freight_cents: 0 }), [
      sku(FAN.white, FAN.id, { price_cents: 2_000, stock: 5 }),
    ]);
    await saveProduct(
      h.db,
      product(PENS.id, { china_freight_cents: 0 }),
      PENS.skus.map((id) => sku(id, PENS.id, { price_cents: 500 })),
    );
    // Sea: $100.00 a cubic metre; air: $8.00 a chargeable kilogram; insurance 1% of the goods.
    await h.db.query('DELETE FROM freight_tariff');
    await h.db.query(
      `INSERT INTO freight_tariff (mode, unit_cents, insurance_bp) VALUES ('sea', 10000, 100), ('air', 800, 100)`,
    );
  });

  const ok = <Data>(answer: Answer<Data>): Data => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.success).toBe(true);
    return answer.body.data;
  };

  const as =
    (buyer: RegisteredUser) =>
    <Data>(path: string, body: unknown = {}, options: CallOptions = {}): Promise<Answer<Data>> =>
      h.call<Data>(path, body, { token: buyer.token, locale: 'en', ...options });

  const order =
    (buyer: RegisteredUser) =>
    <Data>(name: string, body: unknown = {}, options: CallOptions = {}): Promise<Answer<Data>> =>
      as(buyer)<Data>(`/hello/order/${name}`, body, options);

  const addLine = async (buyer: RegisteredUser, productId: number, skuId: number, quantity: number) =>
    ok(
      await as(buyer)<{ id: string }>('/hello/cart/addCart', {
        productId: String(productId),
        skuId: String(skuId),
        quantity,
      }),
    ).id;

  const addAddress = async (buyer: RegisteredUser, firstName = 'Ali') =>
    ok(
      await as(buyer)<{ id: string }>('/hello/userAddress/add', {
        firstName,
        lastName: 'Hassan',
        address: 'Karrada, street 62, house 14',
        countryId: DEFAULT_COUNTRY_ID,
        provinceId: BAGHDAD,
        cityId: BAGHDAD_CITY,
        mobile: '07701234567',
        postcode: '10001',
        email: '',
        isDefault: 0,
      }),
    ).id;

  const pickup = (itemIds: string[], changes: Record<string, unknown> = {}) => ({
    requestId: randomUUID(),
    itemIds,
    deliveryMethod: 2,
    ...changes,
  });

  const create = async (buyer: RegisteredUser, body: Record<string, unknown>) =>
    ok(await order(buyer)<{ orderNo: string }>('createOrder', body)).orderNo;

  const detail = async (buyer: RegisteredUser, orderNo: string, locale: Locale = 'en') =>
    ok(await order(buyer)<OrderDetailWire>('queryOrderDetail', { orderNo }, { locale }));

  const stockOf = async (skuId: number) =>
    (await h.db.query<{ stock: number }>('SELECT stock FROM product_sku WHERE id = $1', [skuId]))[0]?.stock;
  /** The product's own stock: what cards and lists show, the sum of its variants'. */
  const productStockOf = async (productId: number) =>
    (await h.db.query<{ stock: number }>('SELECT stock FROM product WHERE id = $1', [productId]))[0]?.stock;

  const ordersOf = async (buyer: RegisteredUser) =>
    (
      await h.db.query<{ count: number }>(
        'SELECT count(*)::integer AS count FROM customer_order WHERE buyer_id = $1',
        [buyer.userId],
      )
    )[0]?.count;

  const cartCount = async (buyer: RegisteredUser) => ok(await as(buyer)<number>('/hello/cart/getProductNum'));

  /** Moves an order's status in SQL: the staff calls that do it (purchase, shipping) come in a later issue. */
  const setStatusInSql = (orderNo: string, status: number) =>
    h.db.query('UPDATE customer_order SET status = $2 WHERE order_no = $1', [orderNo, status]);

  /** A PDF call as the browser makes it: the answer's bytes and headers, not an envelope. */
  const fetchPdf = async (buyer: RegisteredUser, name: string, body: unknown) => {
    const response = await fetch(`${h.base}/pdpd/hello/order/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        channel: '6',
        'user-type': '2',
        language: String(LANGUAGE_CODE.en),
        authorization: `Bearer ${buyer.token}`,
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };

  let operations: RegisteredUser;
  beforeAll(async () => {
    operations = await h.registerUser();
    expect(await setAccountRole(h.db, operations.userId, 'operations')).toBe(true);
  });

  it('refuses a guest every order call', async () => {
    for (const name of [
      'previewOrder',
      'createOrder',
      'selectOrderPage',
      'getStatusCount',
      'queryOrderDetail',
    ]) {
      h.expectFailure(await h.call(`/hello/order/${name}`, {}), 401, 401);
    }
    h.expectFailure(await h.call('/hello/logistic/track', { orderNo: '1' }), 401, 401);
  });

  it('previews the chosen lines at catalogue prices: goods, China freight once per product, estimates by sea and air', async () => {
    const buyer = await h.registerUser();
    const red = await addLine(buyer, LAMP.id, LAMP.red, 2);
    const blue = await addLine(buyer, LAMP.id, LAMP.blue, 1);
    const pin = await addLine(buyer, PIN.id, PIN.one, 1);
    const preview = ok(
      await order(buyer)<{
        lines: { id: string; name: string; unitPrice: number; lineTotal: number; attributes: unknown[] }[];
        goodsPrice: number;
        chinaFreight: number;
        amount: number;
        minimumOrder: number;
        costs: unknown[];
        estimates: Record<
          string,
          { internationalFreight: number; insurance: number; landedTotal: number } | null
        >;
        problem: unknown;
      }>('previewOrder', { itemIds: [red, blue] }, { locale: 'ar' }),
    );
    expect(preview.lines.map((line) => [line.id, line.name, line.unitPrice, line.lineTotal])).toEqual([
      [red, `منتج ${LAMP.id}`, 2_000, 4_000],
      [blue, `منتج ${LAMP.id}`, 1_500, 1_500],
    ]);
    expect(preview.lines[0]?.attributes).toEqual([{ name: 'اللون', value: 'أحمر' }]);
    // Two variants of one product: its $3.00 China freight once.
    expect([preview.goodsPrice, preview.chinaFreight, preview.amount, preview.minimumOrder]).toEqual([
      5_500, 300, 5_800, 1_500,
    ]);
    expect(preview.costs).toEqual([
      { line: 'goodsPrice', amount: 5_500, estimated: false },
      { line: 'chinaFreight', amount: 300, estimated: false },
    ]);
    // 3 units of 1,000 cm³ and 0.5 kg: sea 0.003 m³ x $100 = 30 cents; air max(1.5 kg, 3000/7000
    // kg) x $8 = $12.00; insurance 1% of $55.00 = 55 cents.
    expect(preview.estimates).toEqual({
      sea: { internationalFreight: 30, insurance: 55, landedTotal: 5_885 },
      air: { internationalFreight: 1_200, insurance: 55, landedTotal: 7_055 },
    });
    expect(preview.problem).toBeNull();

    const small = ok(await order(buyer)<{ problem: unknown }>('previewOrder', { itemIds: [pin] }));
    expect(small.problem).toEqual({ key: 'cart.belowMinimumOrder', itemIds: [pin] });
  });

  it('makes an order in one go: number, lines and address copied, stock taken, the lines out of the cart', async () => {
    const buyer = await h.registerUser();
    const addressId = await addAddress(buyer);
    const red = await addLine(buyer, LAMP.id, LAMP.red, 2);
    const blue = await addLine(buyer, LAMP.id, LAMP.blue, 1);
    const kept = await addLine(buyer, CUPS.id, CUPS.small, 3);
    const redStock = await stockOf(LAMP.red);
    const lampStock = await productStockOf(LAMP.id);
    const orderNo = await create(buyer, {
      requestId: randomUUID(),
      itemIds: [red, blue],
      deliveryMethod: 1,
      emailAddressId: addressId,
      remark: '  Please pack well.  ',
    });
    // The order's date in Baghdad (START is 09:00 on 2 March 2026 there), then ten digits.
    expect(orderNo).toMatch(/^260302\d{10}$/);
    expect(await stockOf(LAMP.red)).toBe((redStock ?? 0) - 2);
    expect(await productStockOf(LAMP.id)).toBe((lampStock ?? 0) - 3);
    expect(await cartCount(buyer)).toBe(1);
    const cart = ok(await as(buyer)<{ records: { id: string }[] }>('/hello/cart/selectCartPage'));
    expect(cart.records.map((line) => line.id)).toEqual([kept]);

    const shown = await detail(buyer, orderNo);
    expect(shown).toMatchObject({
      orderNo,
      orderedAt: START.toISOString(),
      status: ORDER_STATUS.WAIT_BUYER_PAY,
      amount: 5_800,
      paidAt: null,
      receivingWay: 1,
      lineCount: 2,
      quantity: 3,
      remark: 'Please pack well.',
      purchaser: buyer.userName,
      consignee: 'Ali Hassan',
      logisticsMode: 'sea',
      addressId,
      freeStoragePeriodDays: null,
      trackingNo: null,
      history: [{ status: 1, at: START.toISOString() }],
      actions: { changeDelivery: true, confirmReceipt: false, cancel: true },
    });
    expect(shown.address).toMatchObject({
      firstName: 'Ali',
      lastName: 'Hassan',
      address: 'Karrada, street 62, house 14',
      mobile: expect.stringContaining('7701234567') as string,
      countryName: 'Iraq',
      provinceName: 'Baghdad',
    });
    expect(
      shown.lines.map((line) => [line.skuId, line.name, line.unitPrice, line.quantity, line.lineTotal]),
    ).toEqual([
      [String(LAMP.red), `Product ${LAMP.id}`, 2_000, 2, 4_000],
      [String(LAMP.blue), `Product ${LAMP.id}`, 1_500, 1, 1_500],
    ]);
    expect(shown.lines[0]?.imageUrl).toBe(`/media/order-test/${LAMP.id}/300.webp`);
    // Before the goods are weighed the second stage is an estimate by the order's mode (sea).
    expect(shown.costs).toEqual([
      { line: 'goodsPrice', amount: 5_500, estimated: false },
      { line: 'chinaFreight', amount: 300, estimated: false },
      { line: 'seaFreight', amount: 30, estimated: true },
      { line: 'insurance', amount: 55, estimated: true },
    ]);
    expect(shown.totals).toEqual({ goods: 5_500, fees: 300, order: 5_800 });

    // The order keeps its copy: the catalogue and the address book change, the order does not.
    await h.db.query(`UPDATE product SET name = '{"en":"Renamed"}' WHERE id = $1`, [LAMP.id]);
    await h.db.query('UPDATE product_sku SET price_cents = 9999 WHERE id = $1', [LAMP.red]);
    ok(await as(buyer)('/hello/userAddress/delete', { id: addressId }));
    const later = await detail(buyer, orderNo, 'ar');
    expect(later.lines[0]).toMatchObject({ name: `منتج ${LAMP.id}`, unitPrice: 2_000 });
    expect(later.lines[0]?.attributes).toEqual([{ name: 'اللون', value: 'أحمر' }]);
    expect(later.address).toMatchObject({ firstName: 'Ali', provinceName: 'بغداد' });
    expect(later.addressId).toBeNull();
    await saveProduct(h.db, product(LAMP.id), [
      sku(LAMP.red, LAMP.id, { price_cents: 2_000, stock: await stockOf(LAMP.red) }),
      sku(LAMP.blue, LAMP.id, {
        price_cents: 1_800,
        promotion_price_cents: 1_500,
        stock: await stockOf(LAMP.blue),
      }),
    ]);
  });

  it('estimates by air when the buyer chose air, and copies nothing for self pickup', async () => {
    const buyer = await h.registerUser();
    const red = await addLine(buyer, LAMP.id, LAMP.red, 1);
    const orderNo = await create(buyer, pickup([red], { logisticsMode: 'air' }));
    const shown = await detail(buyer, orderNo);
    expect(shown).toMatchObject({
      receivingWay: 2,
      address: null,
      addressId: null,
      consignee: buyer.userName,
    });
    // 0.5 kg x $8.00 = $4.00; 1% of $20.00 = 20 cents.
    expect(shown.costs.slice(2)).toEqual([
      { line: 'seaFreight', amount: 400, estimated: true },
      { line: 'insurance', amount: 20, estimated: true },
    ]);
  });

  it('shows the cost lines once staff set them, and no estimate from LOGISTICS_PAYMENT on', async () => {
    const buyer = await h.registerUser();
    const red = await addLine(buyer, LAMP.id, LAMP.red, 1);
    const orderNo = await create(buyer, pickup([red]));
    // Setting the second-stage costs is a staff call of a later issue: they are written in SQL.
    await h.db.query(
      `UPDATE customer_order SET sea_freight_cents = 450, warehouse_storage_per_day_cents = 200,
              free_storage_period_days = 5 WHERE order_no = $1`,
      [orderNo],
    );
    // Set but still before LOGISTICS_PAYMENT: the set figure, not the estimate; insurance estimated.
    expect((await detail(buyer, orderNo)).costs.slice(2)).toEqual([
      { line: 'seaFreight', amount: 450, estimated: false },
      { line: 'insurance', amount: 20, estimated: true },
      { line: 'warehouseStoragePerDay', amount: 200, estimated: false },
    ]);
    await h.db.query(
      `UPDATE customer_order SET second_stage_fee_cents = 470, insurance_cents = 20 WHERE order_no = $1`,
      [orderNo],
    );
    await setStatusInSql(orderNo, ORDER_STATUS.LOGISTICS_PAYMENT);
    const shown = await detail(buyer, orderNo);
    expect(shown.costs).toEqual([
      { line: 'goodsPrice', amount: 2_000, estimated: false },
      { line: 'chinaFreight', amount: 300, estimated: false },
      { line: 'secondStageFee', amount: 470, estimated: false },
      { line: 'seaFreight', amount: 450, estimated: false },
      { line: 'insurance', amount: 20, estimated: false },
      { line: 'warehouseStoragePerDay', amount: 200, estimated: false },
    ]);
    expect(shown.freeStoragePeriodDays).toBe(5);
    // The price per day is a rate, not a charge.
    expect(shown.totals).toEqual({ goods: 2_000, fees: 300 + 470 + 450 + 20, order: 2_300 });
  });

  it("refuses what the cart's rules refuse, with the rule's key, and changes nothing", async () => {
    const buyer = await h.registerUser();
    const pin = await addLine(buyer, PIN.id, PIN.one, 2);
    const cup = await addLine(buyer, CUPS.id, CUPS.small, 2);
    const pinStock = await stockOf(PIN.one);

    const tooSmall = await order(buyer)('createOrder', pickup([pin]));
    h.expectFailure(tooSmall, 422, 422, 'The minimum order is $15.00.');
    expect(tooSmall.body.data).toEqual({ key: 'cart.belowMinimumOrder', itemIds: [pin] });
    h.expectFailure(
      await order(buyer)('createOrder', pickup([cup])),
      422,
      422,
      'These items do not meet the supplier’s mixed-batch rule.',
    );
    // An empty selection is refused by the contract (at least one line).
    h.expectFailure(await order(buyer)('createOrder', pickup([])), 400, 400);

    expect(await ordersOf(buyer)).toBe(0);
    expect(await cartCount(buyer)).toBe(2);
    expect(await stockOf(PIN.one)).toBe(pinStock);
  });

  it('refuses a quantity past what is left (taken meanwhile) and a product gone from the catalogue', async () => {
    await saveProduct(h.db, product(FAN.id, { china_freight_cents: 0 }), [
      sku(FAN.white, FAN.id, { price_cents: 2_000, stock: 5 }),
    ]);
    const buyer = await h.registerUser();
    const fan = await addLine(buyer, FAN.id, FAN.white, 3);
    await h.db.query('UPDATE product_sku SET stock = 2 WHERE id = $1', [FAN.white]);
    const short = await order(buyer)('createOrder', pickup([fan]));
    h.expectFailure(
      short,
      422,
      422,
      `Only 2 of “Product ${FAN.id}” are left. Change the quantity in your cart and order again.`,
    );
    expect(await stockOf(FAN.white)).toBe(2);

    const gone = { id: 930_090, one: 93_009_001 };
    await saveProduct(h.db, product(gone.id), [sku(gone.one, gone.id)]);
    const line = await addLine(buyer, gone.id, gone.one, 1);
    await deleteProducts(h.db, [gone.id]);
    h.expectFailure(
      await order(buyer)('createOrder', pickup([line])),
      422,
      422,
      `“Product ${gone.id}” is no longer sold. Remove it from your cart and order again.`,
    );
    expect(await ordersOf(buyer)).toBe(0);
    expect(await cartCount(buyer)).toBe(2);
  });

  it('asks for an address for delivery to one, and takes only one of the caller’s', async () => {
    const buyer = await h.registerUser();
    const other = await h.registerUser();
    const othersAddress = await addAddress(other);
    const red = await addLine(buyer, LAMP.id, LAMP.red, 1);
    h.expectFailure(
      await order(buyer)('createOrder', pickup([red], { deliveryMethod: 1 })),
      400,
      400,
      /Choose a delivery address/,
    );
    h.expectFailure(
      await order(buyer)('createOrder', pickup([red], { deliveryMethod: 1, emailAddressId: othersAddress })),
      422,
      422,
      'This address is no longer in your address book. Choose another.',
    );
    expect(await ordersOf(buyer)).toBe(0);
  });

  it('refuses a request that names a price or a total, and a remark past its maximum', async () => {
    const buyer = await h.registerUser();
    const red = await addLine(buyer, LAMP.id, LAMP.red, 1);
    for (const extra of [{ amount: 1 }, { unitPrice: 1 }, { goodsPrice: 0 }, { currency: 'IQD' }]) {
      h.expectFailure(await order(buyer)('createOrder', pickup([red], extra)), 400, 400);
    }
    h.expectFailure(
      await order(buyer)('createOrder', pickup([red], { remark: 'x'.repeat(ORDER_REMARK_MAX_LENGTH + 1) })),
      400,
      400,
      /at most 500 characters/,
    );
    expect(await ordersOf(buyer)).toBe(0);

    const orderNo = await create(buyer, pickup([red], { remark: 'x'.repeat(ORDER_REMARK_MAX_LENGTH) }));
    expect(ok(await order(buyer)('addOrderRemark', { orderNo, remark: '  Blue ones, please ' }))).toEqual({
      remark: 'Blue ones, please',
    });
    h.expectFailure(
      await order(buyer)('addOrderRemark', { orderNo, remark: 'y'.repeat(ORDER_REMARK_MAX_LENGTH + 1) }),
      400,
      400,
    );
    expect((await detail(buyer, orderNo)).remark).toBe('Blue ones, please');
  });

  it("answers another buyer's order number and cart lines exactly as missing ones", async () => {
    const owner = await h.registerUser();
    const stranger = await h.registerUser();
    const red = await addLine(owner, LAMP.id, LAMP.red, 1);
    const orderNo = await create(owner, pickup([red]));
    const missing = `${orderNo.slice(0, 6)}0000000000`;

    const calls: [string, Record<string, unknown>][] = [
      ['queryOrderDetail', {}],
      ['addOrderRemark', { remark: 'mine now' }],
      ['changeOrder', { deliveryMethod: 2 }],
      ['confirmOrder', {}],
      ['printOrder', {}],
      ['exportOrderPdf', {}],
      ['exportOrderFeePdf', {}],
    ];
    for (const [name, body] of calls) {
      const theirs = await order(stranger)(name, { ...body, orderNo });
      const nobodys = await order(stranger)(name, { ...body, orderNo: missing });
      h.expectFailure(theirs, 404, 404, 'We could not find this order.');
      expect(theirs.body, name).toEqual(nobodys.body);
    }
    const track = await as(stranger)('/hello/logistic/track', { orderNo });
    h.expectFailure(track, 404, 404);
    expect(track.body).toEqual((await as(stranger)('/hello/logistic/track', { orderNo: missing })).body);

    const ownersLine = await addLine(owner, LAMP.id, LAMP.blue, 1);
    for (const name of ['previewOrder', 'createOrder']) {
      const body = (itemIds: string[]) => (name === 'createOrder' ? pickup(itemIds) : { itemIds });
      const theirs = await order(stranger)(name, body([ownersLine]));
      const nobodys = await order(stranger)(name, body(['999999999']));
      h.expectFailure(theirs, 404, 404, 'This item is not in your cart.');
      expect(theirs.body).toEqual(nobodys.body);
    }
    expect(await cartCount(owner)).toBe(1);
    expect((await detail(owner, orderNo)).remark).toBe('');
  });

  it('makes one order for one requestId, sent twice or ten times at once', async () => {
    const buyer = await h.registerUser();
    const red = await addLine(buyer, LAMP.id, LAMP.red, 1);
    const stock = await stockOf(LAMP.red);
    const body = pickup([red]);
    const first = await create(buyer, body);
    expect(await create(buyer, body)).toBe(first);
    expect(await ordersOf(buyer)).toBe(1);
    expect(await stockOf(LAMP.red)).toBe((stock ?? 0) - 1);

    const blue = await addLine(buyer, LAMP.id, LAMP.blue, 1);
    const twin = pickup([blue]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => order(buyer)<{ orderNo: string }>('createOrder', twin)),
    );
    const numbers = answers.map((answer) => ok(answer).orderNo);
    expect(new Set(numbers).size).toBe(1);
    expect(await ordersOf(buyer)).toBe(2);
    const rows = await h.db.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM order_line l JOIN customer_order o ON o.id = l.order_id WHERE o.order_no = $1',
      [numbers[0]],
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('sells the last units once: 20 buyers at once for 5 units, exactly 5 orders', async () => {
    await saveProduct(h.db, product(FAN.id, { china_freight_cents: 0 }), [
      sku(FAN.white, FAN.id, { price_cents: 2_000, stock: 5 }),
    ]);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => h.registerUser()));
    const lines = await Promise.all(buyers.map((buyer) => addLine(buyer, FAN.id, FAN.white, 1)));
    const answers = await Promise.all(
      buyers.map((buyer, index) => order(buyer)('createOrder', pickup([lines[index] as string]))),
    );
    const made = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(made).toHaveLength(5);
    for (const answer of refused) {
      h.expectFailure(answer, 422, 422, /^Only 0 of/);
    }
    expect(await stockOf(FAN.white)).toBe(0);
  });

  it('lists orders by tab, newest first, a page at a time, with the first four lines, and counts every tab', async () => {
    const buyer = await h.registerUser();
    const pens = await Promise.all(PENS.skus.map((id) => addLine(buyer, PENS.id, id, 1)));
    const big = await create(buyer, pickup(pens));
    const made: string[] = [big];
    for (let index = 0; index < 3; index += 1) {
      h.clock.advance(60_000);
      made.unshift(await create(buyer, pickup([await addLine(buyer, LAMP.id, LAMP.red, 1)])));
    }
    await setStatusInSql(made[1] as string, ORDER_STATUS.TO_WAREHOUSE);
    await setStatusInSql(made[2] as string, ORDER_STATUS.WAIT_BUYER_RECEIVER);

    type Page = { records: OrderSummaryWire[]; total: number; pageNum: number; pageSize: number };
    const all = ok(await order(buyer)<Page>('selectOrderPage', { pageSize: 3 }, { locale: 'ar' }));
    expect(all.records.map((record) => record.orderNo)).toEqual(made.slice(0, 3));
    expect([all.total, all.pageNum, all.pageSize]).toEqual([4, 1, 3]);
    const second = ok(
      await order(buyer)<Page>('selectOrderPage', { pageSize: 3, pageNum: 2 }, { locale: 'ar' }),
    );
    expect(second.records.map((record) => record.orderNo)).toEqual([big]);
    // Past the last page: no record, and the total still counts the tab's orders.
    const past = ok(await order(buyer)<Page>('selectOrderPage', { pageSize: 3, pageNum: 3 }));
    expect([past.records, past.total]).toEqual([[], 4]);
    expect(second.records[0]).toMatchObject({
      lineCount: 5,
      quantity: 5,
      amount: 2_500,
      receivingWay: 2,
      status: 1,
    });
    expect(second.records[0]?.items).toEqual(
      PENS.skus
        .slice(0, 4)
        .map(() => ({ name: `منتج ${PENS.id}`, imageUrl: `/media/order-test/${PENS.id}/300.webp` })),
    );

    const toWarehouse = ok(await order(buyer)<Page>('selectOrderPage', { tab: 'toWarehouse' }));
    expect(toWarehouse.records.map((record) => record.orderNo)).toEqual([made[1], made[2]]);
    expect(toWarehouse.total).toBe(2);
    const awaiting = ok(await order(buyer)<Page>('selectOrderPage', { tab: 'awaitingPay' }));
    expect(awaiting.records.map((record) => record.orderNo)).toEqual([made[0], big]);
    expect(ok(await order(buyer)<Page>('selectOrderPage', { tab: 'completed' })).records).toEqual([]);
    h.expectFailure(await order(buyer)('selectOrderPage', { tab: 'shipped' }), 400, 400);

    expect(ok(await order(buyer)('getStatusCount'))).toEqual({
      all: 4,
      awaitingPay: 2,
      waitPurchase: 0,
      waitDelivery: 0,
      chinaShipping: 0,
      logisticsPayment: 0,
      seaShipping: 0,
      toWarehouse: 2,
      completed: 0,
      cancelled: 0,
    });
    const stranger = await h.registerUser();
    expect(ok(await order(stranger)<Page>('selectOrderPage')).total).toBe(0);
  });

  it('checks the token in the list’s and the badges’ own statement: unknown, expired and revoked are 401, before a 400', async () => {
    const buyer = await h.registerUser();
    const orderNo = await create(buyer, pickup([await addLine(buyer, LAMP.id, LAMP.red, 1)]));
    const tokenRow = (token: string) => [sha256(token)];
    const expired = await h.registerUser();
    const revoked = await h.registerUser();
    ok(await h.call('/hello/user/login/logout', {}, { token: revoked.token }));
    const unknown = randomBytes(32).toString('base64url');

    // Valid until the moment it expires: the statement compares with the clock's time.
    await h.db.query('UPDATE auth_token SET expires_at = $2 WHERE token_hash = $1', [
      ...tokenRow(expired.token),
      new Date(h.clock.now().getTime() + 1),
    ]);
    expect(ok(await order(expired)<{ total: number }>('selectOrderPage')).total).toBe(0);
    await h.db.query('UPDATE auth_token SET expires_at = $2 WHERE token_hash = $1', [
      ...tokenRow(expired.token),
      h.clock.now(),
    ]);

    // The same answer as a call that checks the token in a statement of its own (queryOrderDetail),
    // for a valid body and an invalid one (a 401, not the 400 a signed-in caller gets).
    const calls: [string, unknown][] = [
      ['selectOrderPage', { tab: 'all' }],
      ['selectOrderPage', { tab: 'shipped' }],
      ['getStatusCount', {}],
      ['getStatusCount', { extra: 'x'.repeat(10) }],
    ];
    for (const token of [unknown, expired.token, revoked.token, 'not-a-token']) {
      const separate = await h.call('/hello/order/queryOrderDetail', { orderNo }, { token, locale: 'en' });
      h.expectFailure(separate, 401, 401);
      for (const [name, body] of calls) {
        const answer = await h.call(`/hello/order/${name}`, body, { token, locale: 'en' });
        h.expectFailure(answer, 401, 401, separate.body.msg);
        expect(answer.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      }
    }
    h.expectFailure(await order(buyer)('selectOrderPage', { tab: 'shipped' }), 400, 400);
    h.expectFailure(await order(buyer)('getStatusCount', { extra: 'x'.repeat(10) }), 400, 400);

    // The owner of a valid token still reads their own orders, and a buyer without any all zeros.
    const page = ok(await order(buyer)<{ records: OrderSummaryWire[]; total: number }>('selectOrderPage'));
    expect([page.records.map((record) => record.orderNo), page.total]).toEqual([[orderNo], 1]);
    expect(ok(await order(buyer)<Record<string, number>>('getStatusCount'))).toMatchObject({
      all: 1,
      awaitingPay: 1,
    });
    const none = await h.registerUser();
    expect(Object.values(ok(await order(none)<Record<string, number>>('getStatusCount')))).toEqual(
      Array.from({ length: 10 }, () => 0),
    );
  });

  it('changes the delivery until the goods reach the Baghdad warehouse, copying the address as it is now', async () => {
    const buyer = await h.registerUser();
    const red = await addLine(buyer, LAMP.id, LAMP.red, 1);
    const orderNo = await create(buyer, pickup([red]));
    const addressId = await addAddress(buyer, 'Zainab');
    expect(
      ok(await order(buyer)('changeOrder', { orderNo, deliveryMethod: 1, emailAddressId: addressId })),
    ).toEqual({
      receivingWay: 1,
    });
    expect(await detail(buyer, orderNo)).toMatchObject({
      receivingWay: 1,
      consignee: 'Zainab Hassan',
      addressId,
      address: { firstName: 'Zainab', cityName: expect.any(String) as string },
    });
    h.expectFailure(await order(buyer)('changeOrder', { orderNo, deliveryMethod: 1 }), 400, 400);

    await setStatusInSql(orderNo, ORDER_STATUS.SEA_SHIPPING);
    ok(await order(buyer)('changeOrder', { orderNo, deliveryMethod: 2 }));
    expect(await detail(buyer, orderNo)).toMatchObject({
      receivingWay: 2,
      address: null,
      consignee: buyer.userName,
    });

    await setStatusInSql(orderNo, ORDER_STATUS.TO_WAREHOUSE);
    h.expectFailure(
      await order(buyer)('changeOrder', { orderNo, deliveryMethod: 1, emailAddressId: addressId }),
      422,
      422,
      'This cannot be done while the order is in its current status.',
    );
    const shown = await detail(buyer, orderNo);
    expect(shown.receivingWay).toBe(2);
    expect(shown.actions.changeDelivery).toBe(false);
  });

  it('confirms receipt only once the goods were handed over', async () => {
    const buyer = await h.registerUser();
    const red = await addLine(buyer, LAMP.id, LAMP.red, 1);
    const orderNo = await create(buyer, pickup([red]));
    h.expectFailure(
      await order(buyer)('confirmOrder', { orderNo }),
      422,
      422,
      'This cannot be done while the order is in its current status.',
    );
    // Handing over is a staff call of a later issue: the order is moved in SQL.
    await setStatusInSql(orderNo, ORDER_STATUS.WAIT_BUYER_RECEIVER);
    expect((await detail(buyer, orderNo)).actions).toEqual({
      changeDelivery: false,
      confirmReceipt: true,
      cancel: false,
    });
    h.clock.advance(3_600_000);
    expect(ok(await order(buyer)('confirmOrder', { orderNo }))).toEqual({
      status: ORDER_STATUS.CONFIRM_GOODS,
    });
    const shown = await detail(buyer, orderNo);
    expect(shown.status).toBe(ORDER_STATUS.CONFIRM_GOODS);
    expect(shown.history.at(-1)).toEqual({
      status: ORDER_STATUS.CONFIRM_GOODS,
      at: h.clock.now().toISOString(),
    });
    // No estimates once the order is past the second stage.
    expect(shown.costs.map((cost) => cost.line)).toEqual(['goodsPrice', 'chinaFreight']);
    h.expectFailure(await order(buyer)('confirmOrder', { orderNo }), 422, 422);
  });

  it('lets operations staff cancel an order before it is bought, putting the units back; a buyer may not', async () => {
    const buyer = await h.registerUser();
    const red = await addLine(buyer, LAMP.id, LAMP.red, 4);
    const stock = await stockOf(LAMP.red);
    const productStock = await productStockOf(LAMP.id);
    const orderNo = await create(buyer, pickup([red]));
    expect(await stockOf(LAMP.red)).toBe((stock ?? 0) - 4);
    expect(await productStockOf(LAMP.id)).toBe((productStock ?? 0) - 4);

    h.expectFailure(await order(buyer)('cancelOrder', { orderNo }), 403, 403);
    h.expectFailure(await order(operations)('cancelOrder', { orderNo: '2603020000000000' }), 404, 404);
    h.clock.advance(60_000);
    expect(ok(await order(operations)('cancelOrder', { orderNo }))).toEqual({ status: ORDER_STATUS.CANCEL });
    expect(await stockOf(LAMP.red)).toBe(stock);
    expect(await productStockOf(LAMP.id)).toBe(productStock);
    const shown = await detail(buyer, orderNo);
    expect(shown.history).toEqual([
      { status: 1, at: expect.any(String) as string },
      { status: ORDER_STATUS.CANCEL, at: h.clock.now().toISOString() },
    ]);
    expect(shown.actions).toEqual({ changeDelivery: false, confirmReceipt: false, cancel: false });
    expect(ok(await order(buyer)<Record<string, number>>('getStatusCount')).cancelled).toBe(1);
    h.expectFailure(
      await order(operations)('cancelOrder', { orderNo }),
      422,
      422,
      'This cannot be done while the order is in its current status.',
    );
    expect(await stockOf(LAMP.red)).toBe(stock);
  });

  it('tracks the order: nothing until staff record events, then the events in the language', async () => {
    const buyer = await h.registerUser();
    const red = await addLine(buyer, LAMP.id, LAMP.red, 1);
    const orderNo = await create(buyer, pickup([red], { logisticsMode: 'air' }));
    expect(ok(await as(buyer)('/hello/logistic/track', { orderNo }))).toEqual({
      trackingNo: null,
      logisticsMode: 'air',
      events: [],
    });
    // Recording events is a staff call of a later issue: one is written in SQL.
    await h.db.query(
      `INSERT INTO order_logistics_event (order_id, status, at, description, location)
       SELECT id, 9, $2, '{"ar":"غادر المستودع","en":"Left the warehouse"}', '{"en":"Yiwu"}'
         FROM customer_order WHERE order_no = $1`,
      [orderNo, new Date('2026-03-05T10:00:00Z')],
    );
    await h.db.query(`UPDATE customer_order SET tracking_no = 'YT123' WHERE order_no = $1`, [orderNo]);
    expect(ok(await as(buyer)('/hello/logistic/track', { orderNo }, { locale: 'ar' }))).toEqual({
      trackingNo: 'YT123',
      logisticsMode: 'air',
      events: [{ at: '2026-03-05T10:00:00.000Z', status: 9, description: 'غادر المستودع', location: 'Yiwu' }],
    });
  });

  it(
    'answers the PDFs as files: printed inline, exported as attachments, in USD or IQD',
    { timeout: 60_000 },
    async () => {
      const buyer = await h.registerUser();
      const red = await addLine(buyer, LAMP.id, LAMP.red, 1);
      const orderNo = await create(buyer, pickup([red]));
      const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes.slice(0, 4));

      const printed = await fetchPdf(buyer, 'printOrder', { orderNo });
      expect(printed.status).toBe(200);
      expect(printed.headers.get('content-type')).toBe('application/pdf');
      expect(printed.headers.get('content-disposition')).toBe('inline');
      expect(text(printed.bytes)).toBe(PDF_MAGIC);
      expect(pdfText(printed.bytes)).toContain(orderNo);

      const exported = await fetchPdf(buyer, 'exportOrderPdf', { orderNo, currency: 'IQD' });
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toBe('application/pdf');
      expect(exported.headers.get('content-disposition')).toBe(
        `attachment; filename="order-${orderNo}.pdf"; filename*=UTF-8''order-${orderNo}.pdf`,
      );
      expect(text(exported.bytes)).toBe(PDF_MAGIC);
      expect(pdfText(exported.bytes)).toContain(`Product ${LAMP.id}`);

      const fees = await fetchPdf(buyer, 'exportOrderFeePdf', { orderNo });
      expect(fees.headers.get('content-disposition')).toContain(`filename="order-${orderNo}-fees.pdf"`);
      expect(text(fees.bytes)).toBe(PDF_MAGIC);

      // Failures stay envelopes.
      const wrong = await fetchPdf(buyer, 'printOrder', { orderNo: '2603020000000000' });
      expect(wrong.status).toBe(404);
      expect(wrong.headers.get('content-type')).toContain('application/json');
      expect(JSON.parse(new TextDecoder().decode(wrong.bytes))).toMatchObject({ success: false, code: 404 });
      const badCurrency = await fetchPdf(buyer, 'printOrder', { orderNo, currency: 'EUR' });
      expect(badCurrency.status).toBe(400);
    },
  );
}

/** The same calls through the storefront's client: every answer parses against the contract. */
function clientTests(h: Harness) {
  it("answers in the contract's shapes, as the storefront's client reads them, a PDF as a Blob", async () => {
    const buyer = await h.registerUser();
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
    const line = await data(
      client.call(addCart, { productId: String(LAMP.id), skuId: String(LAMP.red), quantity: 1 }),
    );
    const preview = await data(client.call(previewOrder, { itemIds: [line.id] }));
    expect(preview.amount).toBe(2_300);
    const { orderNo } = await data(
      client.call(createOrder, { requestId: randomUUID(), itemIds: [line.id], deliveryMethod: 2 }),
    );
    const page = await data(client.call(selectOrderPage, { tab: 'awaitingPay' }));
    expect(page.records.map((record) => [record.orderNo, record.items[0]?.name])).toEqual([
      [orderNo, `بەرهەم ${LAMP.id}`],
    ]);
    expect((await data(client.call(getStatusCount, {}))).awaitingPay).toBe(1);
    const shown = await data(client.call(queryOrderDetail, { orderNo }));
    expect(shown.costs.map((cost) => [cost.line, cost.estimated])).toEqual([
      ['goodsPrice', false],
      ['chinaFreight', false],
      ['seaFreight', true],
      ['insurance', true],
    ]);
    expect(await data(client.call(addOrderRemark, { orderNo, remark: 'ok' }))).toEqual({ remark: 'ok' });
    expect((await data(client.call(logisticTrack, { orderNo }))).events).toEqual([]);
    const pdf = await data(client.call(exportOrderFeePdf, { orderNo }));
    expect(pdf).toBeInstanceOf(Blob);
    expect(pdf.type).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 4))).toBe(PDF_MAGIC);
    expect(failures).toEqual([]);
  });
}

export function describeOrderApi(
  name: string,
  open: () => Promise<Database | { unavailable: string }>,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`${name}: order calls over HTTP`, () => {
    const harness = useHarness(open);
    orderTests(harness);
    clientTests(harness);
  });
}
