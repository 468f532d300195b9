import { CART_ITEM_RETENTION_DAYS, CART_MAX_LINES, type LocalizedText } from '@tijara/domain';
import type { Queryable } from '../../db/database';
import type { TokenCheck } from '../../http/authentication';
import { callerCte } from '../auth/tokenRepository';

/** A translated name and value, as `product_sku.attributes` holds them. */
export interface StoredSkuAttribute {
  name: LocalizedText | string;
  value: LocalizedText | string;
  imageKey?: string | null;
}

/** A cart line as stored, with its variant's current terms (null once the variant is gone). */
export interface StoredCartLine {
  id: string;
  productId: string;
  skuId: string;
  quantity: number;
  selected: boolean;
  addedPrice: number;
  addedStock: number;
  addedName: LocalizedText;
  createdAt: Date;
  /** Null when the variant (or its product) left the catalogue. */
  current: {
    platformType: number;
    name: LocalizedText;
    imageKey: string | null;
    attributes: StoredSkuAttribute[];
    price: number;
    stock: number;
    minOrder: number;
    maxOrder: number | null;
  } | null;
}

interface CartLineRow {
  id: string;
  product_id: string;
  sku_id: string;
  quantity: number;
  selected: boolean;
  added_price_cents: number;
  added_stock: number;
  product_name: LocalizedText;
  created_at: Date;
  platform_type: number | null;
  name: LocalizedText | null;
  image_key: string | null;
  attributes: StoredSkuAttribute[] | null;
  price: number | null;
  stock: number | null;
  min_order: number | null;
  max_order: number | null;
}

/** A variant's price a buyer pays: its promotion price when it has one. */
const SKU_PRICE = 'COALESCE(s.promotion_price_cents, s.price_cents)';

/** A cart line's columns, from `CART_LINE_TABLES`. */
const CART_LINE_COLUMNS = `c.id::text AS id, c.product_id::text AS product_id, c.sku_id::text AS sku_id, c.quantity,
            c.selected, c.added_price_cents, c.added_stock, c.product_name, c.created_at,
            p.platform_type, p.name, p.image_keys[1] AS image_key, s.attributes, ${SKU_PRICE} AS price,
            s.stock, p.min_order, p.max_order`;

/** Cart lines `c` with their variant `s` and product `p` as the catalogue has them now (null once gone). */
const CART_LINE_TABLES = `cart_item c
       LEFT JOIN product_sku s ON s.id = c.sku_id AND s.product_id = c.product_id
       LEFT JOIN product p ON p.id = s.product_id`;

function storedCartLine(row: CartLineRow): StoredCartLine {
  return {
    id: row.id,
    productId: row.product_id,
    skuId: row.sku_id,
    quantity: row.quantity,
    selected: row.selected,
    addedPrice: row.added_price_cents,
    addedStock: row.added_stock,
    addedName: row.product_name,
    createdAt: row.created_at,
    current:
      row.platform_type === null || row.price === null || row.stock === null || row.min_order === null
        ? null
        : {
            platformType: row.platform_type,
            name: row.name ?? row.product_name,
            imageKey: row.image_key,
            attributes: row.attributes ?? [],
            price: row.price,
            stock: row.stock,
            minOrder: row.min_order,
            maxOrder: row.max_order,
          },
  };
}

/**
 * Every line of a cart (at most {@link CART_MAX_LINES}), newest first, with the catalogue's
 * current terms of each variant; only one product's lines when `productId` is given.
 */
export async function listCartLines(
  db: Queryable,
  userId: string,
  productId?: string,
): Promise<StoredCartLine[]> {
  const rows = await db.query<CartLineRow>(
    `SELECT ${CART_LINE_COLUMNS}
       FROM ${CART_LINE_TABLES}
      WHERE c.user_id = $1 AND ($2::bigint IS NULL OR c.product_id = $2::bigint)
      ORDER BY c.created_at DESC, c.id DESC`,
    [userId, productId ?? null],
  );
  return rows.map(storedCartLine);
}

/**
 * The caller's cart as `listCartLines` reads it, in one statement that also checks the caller's
 * token (`callerCte`): null when the token is not valid.
 */
export async function listCallerCartLines(
  db: Queryable,
  token: TokenCheck,
): Promise<StoredCartLine[] | null> {
  // One row per line, or one row of nulls for an empty cart; none without a caller.
  const rows = await db.query<Omit<CartLineRow, 'id'> & { id: string | null }>(
    `WITH ${callerCte(1, 2)}
     SELECT ${CART_LINE_COLUMNS}
       FROM caller LEFT JOIN (${CART_LINE_TABLES}) ON c.user_id = caller.user_id
      ORDER BY c.created_at DESC, c.id DESC`,
    [token.tokenHash, token.now],
    { prepare: true },
  );
  if (rows.length === 0) return null;
  return rows.flatMap(({ id, ...row }) => (id === null ? [] : [storedCartLine({ ...row, id })]));
}

/** How many lines (variants) a cart holds: the header's cart count. */
export async function countCartLines(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM cart_item WHERE user_id = $1',
    [userId],
    { prepare: true },
  );
  return rows[0]?.count ?? 0;
}

/**
 * The caller's cart count, in one statement that also checks the caller's token (`callerCte`):
 * null when the token is not valid.
 */
export async function countCallerCartLines(db: Queryable, token: TokenCheck): Promise<number | null> {
  const rows = await db.query<{ count: number }>(
    `WITH ${callerCte(1, 2)}
     SELECT (SELECT count(*)::integer FROM cart_item WHERE user_id = caller.user_id) AS count FROM caller`,
    [token.tokenHash, token.now],
    { prepare: true },
  );
  return rows[0]?.count ?? null;
}

/**
 * Adds `quantity` units of a variant in one statement: a new line (selected), or the units added
 * to the existing line of that variant. The limits are checked inside the statement, against the
 * line as it is when the row is written: the variant's stock and the product's maximum for the
 * line's new quantity, and the cart's line cap for a new line. Concurrent adds of one variant
 * wait for each other's row lock and each sees the other's units (no lost update, no quantity
 * past stock). Null when a limit refused it or the variant does not exist (the caller says which).
 */
export async function addToCart(
  db: Queryable,
  userId: string,
  item: { productId: string; skuId: string; quantity: number },
  now: Date,
): Promise<{ id: string; quantity: number } | null> {
  const rows = await db.query<{ id: string; quantity: number }>(
    `WITH variant AS (
       SELECT s.id, s.product_id, s.stock, ${SKU_PRICE} AS price, p.max_order, p.name
         FROM product_sku s JOIN product p ON p.id = s.product_id
        WHERE s.id = $3::bigint AND s.product_id = $2::bigint
     )
     INSERT INTO cart_item AS c (user_id, product_id, sku_id, quantity, selected, added_price_cents,
                                 added_stock, product_name, created_at)
     SELECT $1::bigint, v.product_id, v.id, $4::integer, true, v.price, v.stock, v.name, $5::timestamptz
       FROM variant v
      WHERE $4::integer <= v.stock AND (v.max_order IS NULL OR $4::integer <= v.max_order)
        AND (SELECT count(*) FROM cart_item o WHERE o.user_id = $1::bigint AND o.sku_id <> v.id) < $6::integer
     ON CONFLICT ON CONSTRAINT cart_item_one_line_per_variant DO UPDATE
        SET quantity = c.quantity + EXCLUDED.quantity,
            selected = true,
            added_price_cents = EXCLUDED.added_price_cents,
            added_stock = EXCLUDED.added_stock,
            product_name = EXCLUDED.product_name
      WHERE c.quantity::bigint + EXCLUDED.quantity <= EXCLUDED.added_stock
        AND c.quantity::bigint + EXCLUDED.quantity
            <= COALESCE((SELECT p.max_order FROM product p WHERE p.id = EXCLUDED.product_id), 2147483647)
     RETURNING c.id::text AS id, c.quantity`,
    [userId, item.productId, item.skuId, item.quantity, now, CART_MAX_LINES],
    { prepare: true },
  );
  return rows[0] ?? null;
}

/** What decides why an add was refused: the variant's limits and the units already in the cart. */
export async function findAddLimits(
  db: Queryable,
  userId: string,
  productId: string,
  skuId: string,
): Promise<{
  product: boolean;
  variant: { stock: number; minOrder: number; maxOrder: number | null } | null;
  inCart: number;
  lines: number;
}> {
  const rows = await db.query<{
    product: boolean;
    stock: number | null;
    min_order: number | null;
    max_order: number | null;
    in_cart: number;
    lines: number;
  }>(
    `SELECT EXISTS (SELECT 1 FROM product WHERE id = $2) AS product,
            s.stock, p.min_order, p.max_order,
            COALESCE((SELECT quantity FROM cart_item WHERE user_id = $1 AND sku_id = $3), 0) AS in_cart,
            (SELECT count(*)::integer FROM cart_item WHERE user_id = $1) AS lines
       FROM (SELECT 1) AS one
       LEFT JOIN product_sku s ON s.id = $3 AND s.product_id = $2
       LEFT JOIN product p ON p.id = s.product_id`,
    [userId, productId, skuId],
  );
  const row = rows[0];
  if (!row) throw new Error('the add limits query answered no row');
  return {
    product: row.product,
    variant:
      row.stock === null || row.min_order === null
        ? null
        : { stock: row.stock, minOrder: row.min_order, maxOrder: row.max_order },
    inCart: row.in_cart,
    lines: row.lines,
  };
}

/**
 * Sets a line's quantity in one statement, only within its variant's current stock and its
 * product's maximum, and records the current price and stock as seen. Null when the line is not
 * the buyer's, its variant is gone, or a limit refused it (the caller says which).
 */
export async function setCartQuantity(
  db: Queryable,
  userId: string,
  id: string,
  quantity: number,
): Promise<{ id: string; quantity: number } | null> {
  const rows = await db.query<{ id: string; quantity: number }>(
    `UPDATE cart_item c
        SET quantity = $3::integer, added_price_cents = ${SKU_PRICE}, added_stock = s.stock, product_name = p.name
       FROM product_sku s JOIN product p ON p.id = s.product_id
      WHERE c.id = $1 AND c.user_id = $2 AND s.id = c.sku_id AND s.product_id = c.product_id
        AND $3::integer <= s.stock AND (p.max_order IS NULL OR $3::integer <= p.max_order)
     RETURNING c.id::text AS id, c.quantity`,
    [id, userId, quantity],
  );
  return rows[0] ?? null;
}

/** One of the buyer's lines with its variant's limits (null once gone); null when not theirs. */
export async function findLineLimits(
  db: Queryable,
  userId: string,
  id: string,
): Promise<{ variant: { stock: number; minOrder: number; maxOrder: number | null } | null } | null> {
  const rows = await db.query<{ stock: number | null; min_order: number | null; max_order: number | null }>(
    `SELECT s.stock, p.min_order, p.max_order
       FROM cart_item c
       LEFT JOIN product_sku s ON s.id = c.sku_id AND s.product_id = c.product_id
       LEFT JOIN product p ON p.id = s.product_id
      WHERE c.id = $1 AND c.user_id = $2`,
    [id, userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    variant:
      row.stock === null || row.min_order === null
        ? null
        : { stock: row.stock, minOrder: row.min_order, maxOrder: row.max_order },
  };
}

/** Deletes the buyer's lines among `ids`; answers the ids deleted. */
export async function deleteCartLines(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM cart_item WHERE user_id = $1 AND id = ANY($2::bigint[]) RETURNING id::text AS id',
    [userId, ids],
  );
  return rows.map((row) => row.id);
}

/** Selects or unselects the buyer's lines among `ids`, or all of them (`ids` null); answers the ids changed. */
export async function selectCartLines(
  db: Queryable,
  userId: string,
  ids: readonly string[] | null,
  selected: boolean,
): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `UPDATE cart_item SET selected = $3
      WHERE user_id = $1 AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))
     RETURNING id::text AS id`,
    [userId, ids, selected],
  );
  return rows.map((row) => row.id);
}

/** How many of the buyer's lines are selected. */
export async function countSelectedLines(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM cart_item WHERE user_id = $1 AND selected',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec section 9: deletes every cart line created {@link CART_ITEM_RETENTION_DAYS} days or more
 * before `now` (the domain's `isCartItemExpired`, as one statement over the `created_at` index).
 * Answers how many lines went. For the scheduled job; safe to run at any time and more than once.
 */
export async function deleteExpiredCartItems(db: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CART_ITEM_RETENTION_DAYS * DAY_MS);
  const rows = await db.query<{ id: string }>(
    'DELETE FROM cart_item WHERE created_at <= $1 RETURNING id::text AS id',
    [cutoff],
  );
  return rows.length;
}
