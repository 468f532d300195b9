import type { ProductDetailWire } from '@tijara/api/contract';
import { localizedTextIn, type LocalizedText, type Locale } from '@tijara/domain';
import type { Queryable } from '../../db/database';
import { detailImageUrl, thumbnailUrl } from './mediaUrls';
import { CARD_COLUMNS, CARD_FROM, toCardWire, type CardRow } from './productCards';

/** A translated name and value, as `product.attributes` and `product_sku.attributes` hold them. */
interface StoredAttribute {
  name: LocalizedText | string;
  value: LocalizedText | string;
  /** Only on variant attributes: the base key of the value's picture. */
  imageKey?: string | null;
}

interface StoredSku {
  id: string;
  attributes: StoredAttribute[];
  stock: number;
  price: number;
  promotion: number | null;
}

interface DetailRow extends CardRow {
  image_keys: string[];
  attributes: StoredAttribute[];
  max_order: number | null;
  lead_time_days: number;
  gross_weight_g: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  brand_id: number | null;
  trademark: string | null;
  source_url: string | null;
  category_path: { id: number; name: LocalizedText }[] | null;
  skus: StoredSku[] | null;
}

function productCondition(platformType: number | undefined, params: unknown[]): string {
  if (platformType === undefined) return 'p.id = $1';
  params.push(platformType);
  return `p.id = $1 AND p.platform_type = $${params.length}`;
}

/**
 * Everything the product page shows, in one query: the card, the brand, the category path (the
 * product's tree levels among `category_ids`, root first) and the variants in their order. Null
 * when there is no such product (of that platform, when given).
 */
export async function findProductDetail(
  db: Queryable,
  productId: string,
  platformType: number | undefined,
  locale: Locale,
): Promise<ProductDetailWire | null> {
  const params: unknown[] = [productId];
  const rows = await db.query<DetailRow>(
    `SELECT ${CARD_COLUMNS}, p.image_keys, p.attributes, p.max_order, p.lead_time_days, p.gross_weight_g,
            p.length_mm, p.width_mm, p.height_mm, p.brand_id, p.trademark, p.source_url,
            (SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.level)
               FROM category c WHERE c.id = ANY (p.category_ids) AND c.level BETWEEN 1 AND 3) AS category_path,
            (SELECT json_agg(json_build_object('id', s.id::text, 'attributes', s.attributes, 'stock', s.stock,
                                               'price', s.price_cents, 'promotion', s.promotion_price_cents)
                             ORDER BY s.sort, s.id)
               FROM product_sku s WHERE s.product_id = p.id) AS skus
       FROM ${CARD_FROM}
      WHERE ${productCondition(platformType, params)}`,
    params,
  );
  const row = rows[0];
  if (!row) return null;
  const text = (value: LocalizedText | string) => localizedTextIn(value, locale);
  return {
    ...toCardWire(row, locale),
    images: row.image_keys.map((key) => ({ thumbnailUrl: thumbnailUrl(key), imageUrl: detailImageUrl(key) })),
    attributes: row.attributes.map((attribute) => ({
      name: text(attribute.name),
      value: text(attribute.value),
    })),
    variants: (row.skus ?? []).map((sku) => ({
      skuId: sku.id,
      attributes: sku.attributes.map((attribute) => ({
        name: text(attribute.name),
        value: text(attribute.value),
        skuImageUrl: attribute.imageKey ? thumbnailUrl(attribute.imageKey) : null,
      })),
      skuStock: sku.stock,
      price: sku.price,
      promotionPrice: sku.promotion,
    })),
    maxOrder: row.max_order,
    leadTimeDays: row.lead_time_days,
    grossWeightG: row.gross_weight_g,
    dimensions: { lengthMm: row.length_mm, widthMm: row.width_mm, heightMm: row.height_mm },
    brand:
      row.brand_id === null || row.brand_name === null
        ? null
        : { id: row.brand_id, name: localizedTextIn(row.brand_name, locale) },
    categoryPath: (row.category_path ?? []).map((category) => ({
      categoryId: category.id,
      categoryName: text(category.name),
    })),
    trademark: row.trademark,
    url: row.source_url,
  };
}

/** A product's description (HTML per locale, unsanitised), or null when there is no such product. */
export async function findDescription(db: Queryable, productId: string): Promise<LocalizedText | null> {
  const rows = await db.query<{ description: LocalizedText }>(
    'SELECT description FROM product WHERE id = $1',
    [productId],
  );
  return rows[0]?.description ?? null;
}

/**
 * Products like `productId`: those of its own leaf category first, then the rest of its parent
 * category, each group by monthly sales; never the product itself. Null for an unknown product.
 */
export async function findRecommended(
  db: Queryable,
  productId: string,
  limit: number,
): Promise<CardRow[] | null> {
  const [product] = await db.query<{ category_id: number; parent_id: number | null }>(
    `SELECT p.category_id, c.parent_id FROM product p LEFT JOIN category c ON c.id = p.category_id
      WHERE p.id = $1`,
    [productId],
  );
  if (!product) return null;
  // A product filed under a root category has no wider family than that category.
  const family = product.parent_id ? product.parent_id : product.category_id;
  return db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM ${CARD_FROM}
      WHERE p.category_ids @> ARRAY[$1::integer] AND p.id <> $2
      ORDER BY (p.category_id = $3) DESC, p.month_sold DESC, p.id
      LIMIT $4`,
    [family, productId, product.category_id, limit],
  );
}

/**
 * A random handful of products in stock, without sorting the table: random points between the
 * lowest and highest id each take the first product in stock at or after them (a primary-key
 * lookup each), and repeats are dropped. Twice as many points as products asked for leave enough
 * after repeats on a large catalogue; a small one may answer fewer.
 */
export async function findRandomInStock(db: Queryable, limit: number): Promise<CardRow[]> {
  return db.query<CardRow>(
    `WITH bounds AS (SELECT min(id) AS low, max(id) AS high FROM product),
          points AS (SELECT low + floor(random() * (high - low + 1))::bigint AS at
                       FROM bounds, generate_series(1, $1::integer * 2) WHERE low IS NOT NULL),
          picked AS (SELECT DISTINCT pick.id FROM points
                       CROSS JOIN LATERAL (SELECT q.id FROM product q WHERE q.id >= points.at AND q.stock > 0
                                            ORDER BY q.id LIMIT 1) AS pick)
     SELECT ${CARD_COLUMNS} FROM picked JOIN product p ON p.id = picked.id LEFT JOIN brand b ON b.id = p.brand_id
      ORDER BY random() LIMIT $1`,
    [limit],
  );
}

/** What a freight estimate needs of a product, and of one of its variants when asked. */
export interface FreightSubject {
  price: number;
  stock: number;
  minOrder: number;
  maxOrder: number | null;
  grossWeightG: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  chinaFreight: number;
  /** The variant's own price (its promotion price when it has one) and stock; null when not asked. */
  sku: { price: number; stock: number } | null;
}

/** Null when there is no such product; `sku` is null too when the product has no such variant. */
export async function findFreightSubject(
  db: Queryable,
  productId: string,
  skuId: string | undefined,
): Promise<{ subject: FreightSubject; skuFound: boolean } | null> {
  const rows = await db.query<{
    price_cents: number;
    stock: number;
    min_order: number;
    max_order: number | null;
    gross_weight_g: number;
    length_mm: number;
    width_mm: number;
    height_mm: number;
    china_freight_cents: number;
    sku_price: number | null;
    sku_stock: number | null;
  }>(
    `SELECT p.price_cents, p.stock, p.min_order, p.max_order, p.gross_weight_g, p.length_mm, p.width_mm,
            p.height_mm, p.china_freight_cents,
            COALESCE(s.promotion_price_cents, s.price_cents) AS sku_price, s.stock AS sku_stock
       FROM product p LEFT JOIN product_sku s ON s.product_id = p.id AND s.id = $2
      WHERE p.id = $1`,
    [productId, skuId ?? null],
  );
  const row = rows[0];
  if (!row) return null;
  const sku =
    row.sku_price === null || row.sku_stock === null ? null : { price: row.sku_price, stock: row.sku_stock };
  return {
    skuFound: skuId === undefined || sku !== null,
    subject: {
      price: row.price_cents,
      stock: row.stock,
      minOrder: row.min_order,
      maxOrder: row.max_order,
      grossWeightG: row.gross_weight_g,
      lengthMm: row.length_mm,
      widthMm: row.width_mm,
      heightMm: row.height_mm,
      chinaFreight: row.china_freight_cents,
      sku,
    },
  };
}

export type { CardRow };
