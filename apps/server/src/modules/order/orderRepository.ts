import {
  ORDER_STATUSES,
  type Locale,
  type LocalizedText,
  type LogisticsMode,
  type OrderStatus,
  type ReceivingWay,
} from '@tijara/domain';
import { ORDER_SUMMARY_ITEMS } from '@tijara/api/contract';
import type { Queryable } from '../../db/database';
import type { TokenCheck } from '../../http/authentication';
import { callerCte } from '../auth/tokenRepository';
import type { StoredSkuAttribute } from '../cart/cartRepository';

/** A chosen cart line with its variant's current catalogue terms (null once the variant is gone). */
export interface ChosenLine {
  id: string;
  productId: string;
  skuId: string;
  quantity: number;
  /** The names the cart kept, for a line whose product has gone. */
  addedName: LocalizedText;
  current: {
    platformType: number;
    name: LocalizedText;
    attributes: StoredSkuAttribute[];
    /** The picture's base key: the variant's swatch, else the product's first picture. */
    imageBase: string | null;
    price: number;
    stock: number;
    minOrder: number;
    maxOrder: number | null;
    chinaFreight: number;
    grossWeightG: number;
    lengthMm: number;
    widthMm: number;
    heightMm: number;
  } | null;
}

/** A variant's price a buyer pays: its promotion price when it has one (as the cart reads it). */
const SKU_PRICE = 'COALESCE(s.promotion_price_cents, s.price_cents)';

/**
 * The buyer's cart lines among `ids`, in the order named, with the catalogue's current terms.
 * Lines that are not the buyer's are simply absent (the caller compares the counts).
 */
export async function readChosenLines(
  db: Queryable,
  buyerId: string,
  ids: readonly string[],
): Promise<ChosenLine[]> {
  const rows = await db.query<{
    id: string;
    product_id: string;
    sku_id: string;
    quantity: number;
    product_name: LocalizedText;
    platform_type: number | null;
    name: LocalizedText | null;
    attributes: StoredSkuAttribute[] | null;
    image_key: string | null;
    price: number | null;
    stock: number | null;
    min_order: number | null;
    max_order: number | null;
    china_freight_cents: number | null;
    gross_weight_g: number | null;
    length_mm: number | null;
    width_mm: number | null;
    height_mm: number | null;
  }>(
    `SELECT c.id::text AS id, c.product_id::text AS product_id, c.sku_id::text AS sku_id, c.quantity,
            c.product_name, p.platform_type, p.name, s.attributes, p.image_keys[1] AS image_key,
            ${SKU_PRICE} AS price, s.stock, p.min_order, p.max_order, p.china_freight_cents,
            p.gross_weight_g, p.length_mm, p.width_mm, p.height_mm
       FROM unnest($2::bigint[]) WITH ORDINALITY AS chosen (id, position)
       JOIN cart_item c ON c.id = chosen.id AND c.user_id = $1
       LEFT JOIN product_sku s ON s.id = c.sku_id AND s.product_id = c.product_id
       LEFT JOIN product p ON p.id = s.product_id
      ORDER BY chosen.position`,
    [buyerId, ids],
  );
  return rows.map((row) => {
    const attributes = row.attributes ?? [];
    const swatch = attributes.find((attribute) => attribute.imageKey)?.imageKey ?? null;
    return {
      id: row.id,
      productId: row.product_id,
      skuId: row.sku_id,
      quantity: row.quantity,
      addedName: row.product_name,
      current:
        row.platform_type === null ||
        row.price === null ||
        row.stock === null ||
        row.min_order === null ||
        row.china_freight_cents === null ||
        row.gross_weight_g === null ||
        row.length_mm === null ||
        row.width_mm === null ||
        row.height_mm === null
          ? null
          : {
              platformType: row.platform_type,
              name: row.name ?? row.product_name,
              attributes,
              imageBase: swatch ?? row.image_key,
              price: row.price,
              stock: row.stock,
              minOrder: row.min_order,
              maxOrder: row.max_order,
              chinaFreight: row.china_freight_cents,
              grossWeightG: row.gross_weight_g,
              lengthMm: row.length_mm,
              widthMm: row.width_mm,
              heightMm: row.height_mm,
            },
    };
  });
}

/** The delivery address as an order copies it: area names in every language. */
export interface AddressSnapshot {
  firstName: string;
  lastName: string;
  address: string;
  mobile: string;
  postcode: string;
  email: string;
  country: LocalizedText;
  province: LocalizedText;
  city: LocalizedText | null;
}

interface AreaNames {
  area_name: string;
  area_en_name: string;
  area_ku_name: string;
  area_ar_name: string;
}

/** An area's name in each language, with the address book's fallbacks (see `addressRepository.ts`). */
function areaTexts(names: AreaNames): LocalizedText {
  const first = (...candidates: string[]) => candidates.find((candidate) => candidate !== '') ?? '';
  const { area_name: zh, area_en_name: en, area_ku_name: ku, area_ar_name: ar } = names;
  return {
    ar: first(ar, en, zh),
    ckb: first(ku, ar, en, zh),
    en: first(en, ar, zh),
    zh: first(zh, ar, en),
  };
}

/** One of the buyer's saved addresses as a snapshot, or null when it is not theirs (or gone). */
export async function readAddressSnapshot(
  db: Queryable,
  buyerId: string,
  addressId: string,
): Promise<AddressSnapshot | null> {
  const rows = await db.query<{
    first_name: string;
    last_name: string;
    address: string;
    mobile: string;
    postcode: string;
    email: string;
    country: AreaNames;
    province: AreaNames;
    city: AreaNames | null;
  }>(
    `SELECT ua.first_name, ua.last_name, ua.address, ua.mobile, ua.postcode, ua.email,
            to_jsonb(co) AS country, to_jsonb(pr) AS province, to_jsonb(ci) AS city
       FROM user_address ua
       JOIN area co ON co.id = ua.country_id
       JOIN area pr ON pr.id = ua.province_id
       LEFT JOIN area ci ON ci.id = ua.city_id
      WHERE ua.id = $1 AND ua.user_id = $2`,
    [addressId, buyerId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    address: row.address,
    mobile: row.mobile,
    postcode: row.postcode,
    email: row.email,
    country: areaTexts(row.country),
    province: areaTexts(row.province),
    city: row.city === null ? null : areaTexts(row.city),
  };
}

/** The buyer's name as an order records it (the purchaser). */
export async function buyerName(db: Queryable, buyerId: string): Promise<string> {
  const rows = await db.query<{ user_name: string }>('SELECT user_name FROM app_user WHERE id = $1', [
    buyerId,
  ]);
  return rows[0]?.user_name ?? '';
}

/** The order number of the buyer's order made by `requestId`, if there is one. */
export async function findOrderNoByRequest(
  db: Queryable,
  buyerId: string,
  requestId: string,
): Promise<string | null> {
  const rows = await db.query<{ order_no: string }>(
    'SELECT order_no FROM customer_order WHERE buyer_id = $1 AND request_id = $2',
    [buyerId, requestId],
  );
  return rows[0]?.order_no ?? null;
}

export interface NewOrder {
  orderNo: string;
  buyerId: string;
  requestId: string;
  status: OrderStatus;
  goods: number;
  chinaFreight: number;
  amount: number;
  estimates: Record<LogisticsMode, { freight: number; insurance: number } | null>;
  receivingWay: ReceivingWay;
  logisticsMode: LogisticsMode;
  remark: string;
  purchaser: string;
  consignee: string;
  address: AddressSnapshot | null;
  addressId: string | null;
  lineCount: number;
  quantity: number;
  createdAt: Date;
  /** The language the buyer ordered in: what the order's messages to them are written in (migration 0018). */
  locale: Locale;
}

/** Inserts the order row; answers its id. A unique violation says which constraint (see the migration). */
export async function insertOrder(db: Queryable, order: NewOrder): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO customer_order (order_no, buyer_id, request_id, status, goods_cents, china_freight_cents,
        amount_cents, estimated_sea_freight_cents, estimated_sea_insurance_cents, estimated_air_freight_cents,
        estimated_air_insurance_cents, receiving_way, logistics_mode, remark, purchaser, consignee, address,
        address_id, line_count, quantity, created_at, locale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb, $18, $19, $20, $21, $22)
     RETURNING id::text AS id`,
    [
      order.orderNo,
      order.buyerId,
      order.requestId,
      order.status,
      order.goods,
      order.chinaFreight,
      order.amount,
      order.estimates.sea?.freight ?? null,
      order.estimates.sea?.insurance ?? null,
      order.estimates.air?.freight ?? null,
      order.estimates.air?.insurance ?? null,
      order.receivingWay,
      order.logisticsMode,
      order.remark,
      order.purchaser,
      order.consignee,
      order.address === null ? null : JSON.stringify(order.address),
      order.addressId,
      order.lineCount,
      order.quantity,
      order.createdAt,
      order.locale,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT ... RETURNING gave no id');
  return id;
}

/**
 * Takes `quantity` units of a variant out of stock, only while that many are left: one
 * statement, so two orders of the last units wait for each other's row lock and the second sees
 * the first's units gone. Null when too few are left; otherwise the stock after.
 */
export async function takeStock(
  db: Queryable,
  productId: string,
  skuId: string,
  quantity: number,
): Promise<number | null> {
  const rows = await db.query<{ stock: number }>(
    `UPDATE product_sku SET stock = stock - $3::integer
      WHERE id = $2 AND product_id = $1 AND stock >= $3::integer
     RETURNING stock`,
    [productId, skuId, quantity],
  );
  return rows[0]?.stock ?? null;
}

/** A variant's stock now (0 once it is gone). */
export async function currentStock(db: Queryable, skuId: string): Promise<number> {
  const rows = await db.query<{ stock: number }>('SELECT stock FROM product_sku WHERE id = $1', [skuId]);
  return rows[0]?.stock ?? 0;
}

/**
 * Keeps each product's stock (the sum of its variants', what cards, lists and the in-stock filters
 * read) in step when an order takes or returns units: `changes` maps product ids to units added
 * (negative when taken). A decrement, not a recount: a recount would read the snapshot from before
 * a concurrent order's commit. One row at a time in ascending id, after every variant's row, so two
 * orders lock products in the same order and never deadlock.
 */
export async function moveProductStock(db: Queryable, changes: ReadonlyMap<string, number>): Promise<void> {
  const ids = [...changes.keys()].sort((a, b) =>
    BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0,
  );
  for (const id of ids) {
    await db.query('UPDATE product SET stock = GREATEST(stock + $2::integer, 0) WHERE id = $1', [
      id,
      changes.get(id),
    ]);
  }
}

/** Puts a cancelled order's units back into the stock of the variants still in the catalogue. */
export async function returnStock(db: Queryable, orderId: string): Promise<void> {
  const returned = await db.query<{ product_id: string; quantity: number }>(
    `UPDATE product_sku s SET stock = s.stock + l.quantity
       FROM order_line l
      WHERE l.order_id = $1 AND s.id = l.sku_id AND s.product_id = l.product_id
     RETURNING s.product_id::text AS product_id, l.quantity`,
    [orderId],
  );
  const byProduct = new Map<string, number>();
  for (const row of returned)
    byProduct.set(row.product_id, (byProduct.get(row.product_id) ?? 0) + row.quantity);
  await moveProductStock(db, byProduct);
}

export interface NewOrderLine {
  productId: string;
  skuId: string;
  name: LocalizedText;
  attributes: StoredSkuAttribute[];
  pictureKey: string | null;
  unitPrice: number;
  quantity: number;
}

/**
 * Inserts an order's lines, and writes its card's first `ORDER_SUMMARY_ITEMS` lines (names and
 * pictures, in line order) into the order's `summary_items`, which the list reads instead of
 * aggregating the lines (migration 0015).
 */
export async function insertOrderLines(
  db: Queryable,
  orderId: string,
  lines: readonly NewOrderLine[],
): Promise<void> {
  await db.query(
    `WITH inserted AS (
       INSERT INTO order_line (order_id, position, product_id, sku_id, product_name, attributes, picture_key,
                               unit_price_cents, quantity)
       SELECT $1::bigint, l.position, l.product_id, l.sku_id, l.product_name, l.attributes, l.picture_key,
              l.unit_price_cents, l.quantity
         FROM jsonb_to_recordset($2::jsonb) AS l (position integer, product_id bigint, sku_id bigint,
              product_name jsonb, attributes jsonb, picture_key text, unit_price_cents bigint, quantity integer)
       RETURNING position, product_name, picture_key
     )
     UPDATE customer_order
        SET summary_items = (
          SELECT COALESCE(jsonb_agg(jsonb_build_object('name', product_name, 'picture_key', picture_key)
                                    ORDER BY position), '[]'::jsonb)
            FROM inserted WHERE position <= $3::integer)
      WHERE id = $1::bigint`,
    [
      orderId,
      JSON.stringify(
        lines.map((line, index) => ({
          position: index + 1,
          product_id: line.productId,
          sku_id: line.skuId,
          product_name: line.name,
          attributes: line.attributes,
          picture_key: line.pictureKey,
          unit_price_cents: line.unitPrice,
          quantity: line.quantity,
        })),
      ),
      ORDER_SUMMARY_ITEMS,
    ],
  );
}

/** Appends to the order's status history. */
export async function insertHistory(
  db: Queryable,
  orderId: string,
  status: OrderStatus,
  at: Date,
): Promise<void> {
  await db.query('INSERT INTO order_status_history (order_id, status, at) VALUES ($1, $2, $3)', [
    orderId,
    status,
    at,
  ]);
}

/** Costs stored on an order, in cents; null is "not set". */
export interface StoredCosts {
  secondStageFee: number | null;
  seaFreight: number | null;
  insurance: number | null;
  warehouseStoragePerDay: number | null;
  warehouseOverstayFee: number | null;
  supplementaryChinaFreight: number | null;
  chinaLoadingFee: number | null;
  domesticStorageFee: number | null;
  valueAddedServiceFee: number | null;
}

export interface StoredOrder {
  id: string;
  orderNo: string;
  buyerId: string;
  status: OrderStatus;
  goods: number;
  chinaFreight: number;
  amount: number;
  estimates: Record<LogisticsMode, { freight: number; insurance: number } | null>;
  costs: StoredCosts;
  freeStoragePeriodDays: number | null;
  receivingWay: ReceivingWay;
  logisticsMode: LogisticsMode;
  trackingNo: string | null;
  remark: string;
  purchaser: string;
  consignee: string;
  address: AddressSnapshot | null;
  addressId: string | null;
  /** Whether the saved address it was copied from still exists. */
  addressExists: boolean;
  lineCount: number;
  quantity: number;
  createdAt: Date;
  paidAt: Date | null;
}

const COST_COLUMNS: Record<keyof StoredCosts, string> = {
  secondStageFee: 'second_stage_fee_cents',
  seaFreight: 'sea_freight_cents',
  insurance: 'insurance_cents',
  warehouseStoragePerDay: 'warehouse_storage_per_day_cents',
  warehouseOverstayFee: 'warehouse_overstay_fee_cents',
  supplementaryChinaFreight: 'supplementary_china_freight_cents',
  chinaLoadingFee: 'china_loading_fee_cents',
  domesticStorageFee: 'domestic_storage_fee_cents',
  valueAddedServiceFee: 'value_added_service_fee_cents',
};

/** Amounts are bigint; read as float8, exact below 2^53 cents. */
const ORDER_COLUMNS = `o.id::text AS id, o.order_no, o.buyer_id::text AS buyer_id, o.status,
  o.goods_cents::float8 AS goods, o.china_freight_cents::float8 AS china_freight, o.amount_cents::float8 AS amount,
  o.estimated_sea_freight_cents::float8 AS est_sea_freight, o.estimated_sea_insurance_cents::float8 AS est_sea_insurance,
  o.estimated_air_freight_cents::float8 AS est_air_freight, o.estimated_air_insurance_cents::float8 AS est_air_insurance,
  ${Object.entries(COST_COLUMNS)
    .map(([name, column]) => `o.${column}::float8 AS "${name}"`)
    .join(', ')},
  o.free_storage_period_days, o.receiving_way, o.logistics_mode, o.tracking_no, o.remark, o.purchaser,
  o.consignee, o.address, o.address_id::text AS address_id,
  EXISTS (SELECT 1 FROM user_address ua WHERE ua.id = o.address_id AND ua.user_id = o.buyer_id) AS address_exists,
  o.line_count, o.quantity, o.created_at, o.paid_at`;

type OrderRow = {
  id: string;
  order_no: string;
  buyer_id: string;
  status: number;
  goods: number;
  china_freight: number;
  amount: number;
  est_sea_freight: number | null;
  est_sea_insurance: number | null;
  est_air_freight: number | null;
  est_air_insurance: number | null;
  free_storage_period_days: number | null;
  receiving_way: number;
  logistics_mode: LogisticsMode;
  tracking_no: string | null;
  remark: string;
  purchaser: string;
  consignee: string;
  address: AddressSnapshot | null;
  address_id: string | null;
  address_exists: boolean;
  line_count: number;
  quantity: number;
  created_at: Date;
  paid_at: Date | null;
} & Record<keyof StoredCosts, number | null>;

const estimate = (freight: number | null, insurance: number | null) =>
  freight === null || insurance === null ? null : { freight, insurance };

function storedOrder(row: OrderRow): StoredOrder {
  const costs = Object.fromEntries(
    Object.keys(COST_COLUMNS).map((name) => [name, row[name as keyof StoredCosts]]),
  ) as unknown as StoredCosts;
  return {
    id: row.id,
    orderNo: row.order_no,
    buyerId: row.buyer_id,
    status: row.status as OrderStatus,
    goods: row.goods,
    chinaFreight: row.china_freight,
    amount: row.amount,
    estimates: {
      sea: estimate(row.est_sea_freight, row.est_sea_insurance),
      air: estimate(row.est_air_freight, row.est_air_insurance),
    },
    costs,
    freeStoragePeriodDays: row.free_storage_period_days,
    receivingWay: row.receiving_way as ReceivingWay,
    logisticsMode: row.logistics_mode,
    trackingNo: row.tracking_no,
    remark: row.remark,
    purchaser: row.purchaser,
    consignee: row.consignee,
    address: row.address,
    addressId: row.address_id,
    addressExists: row.address_exists,
    lineCount: row.line_count,
    quantity: row.quantity,
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}

/**
 * The order numbered `orderNo`: of `buyerId` only when one is given (a buyer's call: another
 * buyer's order is not found), of anyone for staff. `forUpdate` locks its row for a change of status.
 */
export async function findOrder(
  db: Queryable,
  orderNo: string,
  buyerId: string | null,
  forUpdate = false,
): Promise<StoredOrder | null> {
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM customer_order o
      WHERE o.order_no = $1 AND ($2::bigint IS NULL OR o.buyer_id = $2::bigint)
      ${forUpdate ? 'FOR UPDATE OF o' : ''}`,
    [orderNo, buyerId],
  );
  const row = rows[0];
  return row ? storedOrder(row) : null;
}

export interface StoredOrderLine {
  id: string;
  productId: string;
  skuId: string;
  /** The product's platform type when it is still in the catalogue. */
  platformType: number | null;
  name: LocalizedText;
  attributes: StoredSkuAttribute[];
  pictureKey: string | null;
  unitPrice: number;
  quantity: number;
}

export async function listOrderLines(db: Queryable, orderId: string): Promise<StoredOrderLine[]> {
  const rows = await db.query<{
    id: string;
    product_id: string;
    sku_id: string;
    platform_type: number | null;
    product_name: LocalizedText;
    attributes: StoredSkuAttribute[];
    picture_key: string | null;
    unit_price: number;
    quantity: number;
  }>(
    `SELECT l.id::text AS id, l.product_id::text AS product_id, l.sku_id::text AS sku_id, p.platform_type,
            l.product_name, l.attributes, l.picture_key, l.unit_price_cents::float8 AS unit_price, l.quantity
       FROM order_line l LEFT JOIN product p ON p.id = l.product_id
      WHERE l.order_id = $1
      ORDER BY l.position`,
    [orderId],
  );
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    skuId: row.sku_id,
    platformType: row.platform_type,
    name: row.product_name,
    attributes: row.attributes,
    pictureKey: row.picture_key,
    unitPrice: row.unit_price,
    quantity: row.quantity,
  }));
}

export async function listHistory(
  db: Queryable,
  orderId: string,
): Promise<{ status: OrderStatus; at: Date }[]> {
  const rows = await db.query<{ status: number; at: Date }>(
    'SELECT status, at FROM order_status_history WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return rows.map((row) => ({ status: row.status as OrderStatus, at: row.at }));
}

export async function listLogisticsEvents(
  db: Queryable,
  orderId: string,
): Promise<{ at: Date; status: number; description: LocalizedText; location: LocalizedText | null }[]> {
  return db.query(
    `SELECT at, status, description, location FROM order_logistics_event
      WHERE order_id = $1 ORDER BY at, id`,
    [orderId],
  );
}

/** One order of a page of the list, with its first lines' names and pictures. */
/** What the order list shows of an order (its card): no costs, address or remark. */
export type StoredOrderSummary = Pick<
  StoredOrder,
  'orderNo' | 'status' | 'amount' | 'paidAt' | 'receivingWay' | 'lineCount' | 'quantity' | 'createdAt'
>;

export interface OrderSummaryRow {
  order: StoredOrderSummary;
  items: { name: LocalizedText; pictureKey: string | null }[];
}

/**
 * A page of the caller's orders in `statuses` (every status when null), newest first, and how many
 * orders those statuses hold (those of `ORDER_STATUSES` when null), in one statement that also
 * checks the caller's token (`callerCte`): null when the token is not valid. A tab of several statuses
 * reads each status's newest `offset + limit` orders from its index range and merges them, so no
 * page sorts more than that many rows whatever the buyer's history holds; the total is an
 * index-only count of the same statuses.
 */
export async function listOrders(
  db: Queryable,
  token: TokenCheck,
  statuses: readonly OrderStatus[] | null,
  limit: number,
  offset: number,
  itemsPerOrder: number,
): Promise<{ records: OrderSummaryRow[]; total: number } | null> {
  const buyer = '(SELECT user_id FROM caller)';
  const candidates =
    statuses === null
      ? `SELECT id, created_at FROM customer_order WHERE buyer_id = ${buyer}
          ORDER BY created_at DESC, id DESC LIMIT $2::integer + $3::integer`
      : statuses
          .map(
            (
              status,
            ) => `(SELECT id, created_at FROM customer_order WHERE buyer_id = ${buyer} AND status = ${Number(status)}
                ORDER BY created_at DESC, id DESC LIMIT $2::integer + $3::integer)`,
          )
          .join(' UNION ALL ');
  const counted = (statuses ?? ORDER_STATUSES).map(Number).join(', ');
  // Only the card's columns: the list reads ten orders a page, many times a minute. The total's
  // row comes even when the page is empty (past the last page): its order columns are then null;
  // and when the token is not valid: then `signed_in` is false.
  const rows = await db.query<{
    signed_in: boolean;
    total: number;
    order_no: string | null;
    status: number;
    amount: number;
    paid_at: Date | null;
    receiving_way: number;
    line_count: number;
    quantity: number;
    created_at: Date;
    items: { name: LocalizedText; picture_key: string | null }[];
  }>(
    `WITH ${callerCte(1, 4)}, page AS (
       SELECT id, created_at FROM (${candidates}) AS candidate
        ORDER BY created_at DESC, id DESC LIMIT $2::integer OFFSET $3::integer
     ), total AS (
       SELECT count(*)::integer AS total FROM customer_order
        WHERE buyer_id = ${buyer} AND status IN (${counted})
     )
     SELECT caller.user_id IS NOT NULL AS signed_in, total.total, o.order_no, o.status, o.amount_cents::float8 AS amount, o.paid_at, o.receiving_way,
            o.line_count, o.quantity, o.created_at,
            o.summary_items AS items
       FROM total
       LEFT JOIN caller ON true
       LEFT JOIN (page JOIN customer_order o ON o.id = page.id) ON true
      ORDER BY o.created_at DESC, o.id DESC`,
    [token.tokenHash, limit, offset, token.now],
    { prepare: true },
  );
  if (rows[0]?.signed_in !== true) return null;
  const records = rows.flatMap((row) =>
    row.order_no === null
      ? []
      : [
          {
            order: {
              orderNo: row.order_no,
              status: row.status as OrderStatus,
              amount: row.amount,
              paidAt: row.paid_at,
              receivingWay: row.receiving_way as ReceivingWay,
              lineCount: row.line_count,
              quantity: row.quantity,
              createdAt: row.created_at,
            },
            items: row.items
              .slice(0, itemsPerOrder)
              .map((item) => ({ name: item.name, pictureKey: item.picture_key })),
          },
        ],
  );
  return { records, total: rows[0]?.total ?? 0 };
}

/**
 * How many of the caller's orders are in each status (statuses without orders are absent), in one
 * statement that also checks the caller's token (`callerCte`): null when the token is not valid.
 */
export async function countByStatus(db: Queryable, token: TokenCheck): Promise<Map<number, number> | null> {
  // One row per status, or one row of nulls when the caller has no order; none without a caller.
  const rows = await db.query<{ status: number | null; count: number | null }>(
    `WITH ${callerCte(1, 2)}, counted AS (
       SELECT status, count(*)::integer AS count FROM customer_order
        WHERE buyer_id = (SELECT user_id FROM caller) GROUP BY status
     )
     SELECT counted.status, counted.count FROM caller LEFT JOIN counted ON true`,
    [token.tokenHash, token.now],
    { prepare: true },
  );
  if (rows.length === 0) return null;
  return new Map(rows.flatMap((row) => (row.status === null ? [] : [[row.status, row.count ?? 0]])));
}

export async function setRemark(db: Queryable, orderId: string, remark: string): Promise<void> {
  await db.query('UPDATE customer_order SET remark = $2 WHERE id = $1', [orderId, remark]);
}

export async function setDelivery(
  db: Queryable,
  orderId: string,
  delivery: {
    receivingWay: ReceivingWay;
    consignee: string;
    address: AddressSnapshot | null;
    addressId: string | null;
  },
): Promise<void> {
  await db.query(
    `UPDATE customer_order SET receiving_way = $2, consignee = $3, address = $4::jsonb, address_id = $5
      WHERE id = $1`,
    [
      orderId,
      delivery.receivingWay,
      delivery.consignee,
      delivery.address === null ? null : JSON.stringify(delivery.address),
      delivery.addressId,
    ],
  );
}

/** Moves the order from `from` to `to`; false when it was no longer in `from` (someone moved it first). */
export async function setStatus(
  db: Queryable,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'UPDATE customer_order SET status = $3 WHERE id = $1 AND status = $2 RETURNING id::text AS id',
    [orderId, from, to],
  );
  return rows.length > 0;
}

/** The bytes of media files by key (the order documents' pictures). */
export async function readMedia(db: Queryable, keys: readonly string[]): Promise<Map<string, Uint8Array>> {
  if (keys.length === 0) return new Map();
  const rows = await db.query<{ key: string; bytes: Uint8Array }>(
    'SELECT key, bytes FROM media WHERE key = ANY($1::text[])',
    [keys],
  );
  return new Map(rows.map((row) => [row.key, new Uint8Array(row.bytes)]));
}
