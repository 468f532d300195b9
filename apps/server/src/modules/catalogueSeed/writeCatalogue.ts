import type { Queryable } from '../../db/database';
import { CATALOGUE_MEDIA_PREFIX } from '../media/mediaKeys';

/** Columns written per table, in the order of migration 0004. */
export const COLUMNS = {
  category: ['id', 'parent_id', 'level', 'sort', 'name', 'image_key'],
  brand: ['id', 'name', 'description', 'logo_key', 'hot', 'cooperation', 'sort'],
  product: [
    'id',
    'platform_type',
    'category_id',
    'category_ids',
    'brand_id',
    'name',
    'description',
    'attributes',
    'price_cents',
    'max_price_cents',
    'stock',
    'sold',
    'month_sold',
    'repurchase_rate_bp',
    'min_order',
    'max_order',
    'lead_time_days',
    'gross_weight_g',
    'length_mm',
    'width_mm',
    'height_mm',
    'china_freight_cents',
    'tags',
    'image_keys',
    'video_key',
    'trademark',
    'source_url',
    'search_doc',
    'created_at',
  ],
  product_sku: ['id', 'product_id', 'sort', 'attributes', 'stock', 'price_cents', 'promotion_price_cents'],
  hot_word: ['locale', 'sort', 'name'],
  banner: ['id', 'sort', 'title', 'image_key', 'link'],
  site_event: ['id', 'sort', 'title', 'summary', 'image_key', 'link', 'starts_at', 'ends_at'],
  website_content: ['id', 'kind', 'sort', 'title', 'body'],
  warehouse: ['id', 'country_id', 'sort', 'name', 'address', 'phone'],
  freight_tariff: ['mode', 'unit_cents', 'insurance_bp'],
} as const;

export type CatalogueTable = keyof typeof COLUMNS;

/** Rows per statement: one JSON document of a few megabytes at most. */
const ROWS_PER_STATEMENT = 2_000;

/**
 * Inserts rows named by column, many per statement: the batch travels as one JSON document and
 * `jsonb_populate_recordset` turns it into typed rows (arrays, jsonb, timestamps included), which
 * is as fast as COPY for this size and works the same on PGlite and node-postgres.
 */
export async function insertRows(
  db: Queryable,
  table: CatalogueTable,
  rows: readonly object[],
): Promise<void> {
  const columns = COLUMNS[table].join(', ');
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    const batch = rows.slice(from, from + ROWS_PER_STATEMENT);
    await db.query(
      `INSERT INTO ${table} (${columns})
       SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::text::jsonb)`,
      [JSON.stringify(batch)],
    );
  }
}

/** Whether the store has no product at all (a fresh database, or an operator who has not imported yet). */
export async function catalogueIsEmpty(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM product) AS any');
  return rows[0]?.any !== true;
}

/**
 * Empties the catalogue, children first. Plain DELETEs, not TRUNCATE ... CASCADE: a table added
 * later that points at products (carts, orders) makes this fail loudly instead of being emptied
 * with them. `keepStoreContent` (the importer's replace) empties only products, the category tree
 * and brands, and keeps the home sections, hot words, banners, events, help pages, warehouses and
 * freight tariff.
 */
export async function clearCatalogue(
  db: Queryable,
  options: { keepStoreContent?: boolean } = {},
): Promise<void> {
  const statements = options.keepStoreContent
    ? [
        'DELETE FROM product_sku',
        'DELETE FROM product',
        'DELETE FROM category WHERE level > 0',
        'DELETE FROM brand',
      ]
    : [
        'DELETE FROM product_sku',
        'DELETE FROM product',
        'DELETE FROM banner',
        'DELETE FROM site_event',
        'DELETE FROM category',
        'DELETE FROM brand',
        'DELETE FROM hot_word',
        'DELETE FROM website_content',
        'DELETE FROM warehouse',
        'DELETE FROM freight_tariff',
      ];
  for (const statement of statements) await db.query(statement);
}

/**
 * Removes catalogue media no row points at any more (after a replace). Only keys under
 * `catalogue/` are considered: other media (uploads) belong to other features.
 */
export async function deleteUnreferencedCatalogueMedia(db: Queryable): Promise<number> {
  const rows = await db.query<{ key: string }>(
    `WITH used AS (
       SELECT image_key AS key FROM category WHERE image_key IS NOT NULL
       UNION SELECT logo_key FROM brand WHERE logo_key IS NOT NULL
       UNION SELECT image_key FROM banner
       UNION SELECT image_key FROM site_event WHERE image_key IS NOT NULL
       UNION SELECT video_key FROM product WHERE video_key IS NOT NULL
       UNION SELECT base || suffix FROM product, unnest(image_keys) AS base,
                    unnest(ARRAY['/300.webp', '/800.webp']) AS suffix
       UNION SELECT (attribute->>'imageKey') || suffix FROM product_sku,
                    jsonb_array_elements(attributes) AS attribute,
                    unnest(ARRAY['/300.webp', '/800.webp']) AS suffix
              WHERE attribute ? 'imageKey'
     )
     DELETE FROM media WHERE key LIKE $1 AND key NOT IN (SELECT key FROM used WHERE key IS NOT NULL)
     RETURNING key`,
    [`${CATALOGUE_MEDIA_PREFIX}%`],
  );
  return rows.length;
}
