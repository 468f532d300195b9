import type { Queryable } from '../../db/database';
import { CATALOGUE_MEDIA_PREFIX } from '../media/mediaKeys';
import type { BrandRow, CategoryRow, ProductRow, SkuRow, Texts } from './catalogueRows';

/*
 * The catalogue area's writes: creating and changing categories, brands, products and their
 * variants. The seed (`src/seed/catalogue`), the import command and a staff console all write
 * through here, so the tables' rules (columns, batches, what a replace empties) live in one place.
 * The search vocabulary follows by itself (migration 0006's triggers on `product`).
 */

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

/** Columns an update rewrites: all but the key, and a product keeps the date it was first added. */
function updatedColumns(table: 'category' | 'brand' | 'product' | 'product_sku'): string {
  return COLUMNS[table]
    .filter((column) => column !== 'id' && column !== 'created_at')
    .map((column) => `${column} = EXCLUDED.${column}`)
    .join(', ');
}

/** Creates the rows that are new and changes the ones whose id exists (one statement per batch). */
async function saveRows(
  db: Queryable,
  table: 'category' | 'brand' | 'product' | 'product_sku',
  rows: readonly object[],
): Promise<void> {
  const columns = COLUMNS[table].join(', ');
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    await db.query(
      `INSERT INTO ${table} (${columns})
       SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::text::jsonb)
       ON CONFLICT (id) DO UPDATE SET ${updatedColumns(table)}`,
      [JSON.stringify(rows.slice(from, from + ROWS_PER_STATEMENT))],
    );
  }
}

/** Creates or changes categories (a parent before its children). */
export async function saveCategories(db: Queryable, categories: readonly CategoryRow[]): Promise<void> {
  await saveRows(db, 'category', categories);
}

/** Creates or changes brands. */
export async function saveBrands(db: Queryable, brands: readonly BrandRow[]): Promise<void> {
  await saveRows(db, 'brand', brands);
}

/**
 * Creates or changes one product with exactly these variants: variants it had and `skus` lacks are
 * removed, the others created or changed. `skus` must all belong to `product`.
 */
export async function saveProduct(
  db: Queryable,
  product: ProductRow,
  skus: readonly SkuRow[],
): Promise<void> {
  if (skus.some((sku) => sku.product_id !== product.id)) {
    throw new Error(`a variant given for product ${product.id} belongs to another product`);
  }
  await saveRows(db, 'product', [product]);
  await db.query('DELETE FROM product_sku WHERE product_id = $1 AND NOT (id = ANY($2::bigint[]))', [
    product.id,
    skus.map((sku) => sku.id),
  ]);
  await saveRows(db, 'product_sku', skus);
}

/** Removes products (their variants go with them); answers the ids that existed. */
export async function deleteProducts(db: Queryable, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    'DELETE FROM product WHERE id = ANY($1::bigint[]) RETURNING id::text AS id',
    [ids],
  );
  return rows.map((row) => row.id);
}

/** The highest id of a table, 0 when it is empty: new rows are numbered on from it. */
export async function maxId(
  db: Queryable,
  table: 'category' | 'brand' | 'product' | 'product_sku',
): Promise<number> {
  const rows = await db.query<{ max: string | number | null }>(`SELECT max(id) AS max FROM ${table}`);
  return Number(rows[0]?.max ?? 0);
}

/** Adds top-level categories (home sections) that do not exist yet; existing ones stay as they are. */
export async function addMissingSections(
  db: Queryable,
  sections: readonly { id: number; sort: number; name: Texts }[],
): Promise<void> {
  await db.query(
    `INSERT INTO category (id, parent_id, level, sort, name)
     SELECT id, 0, 0, sort, name FROM jsonb_to_recordset($1::text::jsonb) AS s(id integer, sort integer, name jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(sections)],
  );
}

/** Every category and every brand as stored, for a writer that matches names to ids. */
export async function categoryAndBrandRows(
  db: Queryable,
): Promise<{ categories: CategoryRow[]; brands: BrandRow[] }> {
  return {
    categories: await db.query<CategoryRow>(
      'SELECT id, parent_id, level, sort, name, image_key FROM category',
    ),
    brands: await db.query<BrandRow>(
      'SELECT id, name, description, logo_key, hot, cooperation, sort FROM brand',
    ),
  };
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
