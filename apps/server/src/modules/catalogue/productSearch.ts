import type { ProductSort } from '@tijara/api/contract';
import { searchSimilarityThreshold } from '@tijara/domain';
import type { Database, Queryable } from '../../db/database';
import type { CatalogueCache } from './catalogueCache';
import { CARD_COLUMNS, CARD_FROM, type CardRow } from './productCards';

/** What narrows a product list; every field is optional. */
export interface ProductFilter {
  /** A category at any level, or a home section: matched through `category_ids`. */
  categoryId?: number | undefined;
  brandId?: number | undefined;
  /** The product's lowest price, in cents, both ends included. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** The buyer's keyword, already folded by the domain's `searchQueryOf`. */
  query?: string | undefined;
}

export interface PageRequest {
  sort: ProductSort | undefined;
  limit: number;
  offset: number;
}

export interface SqlQuery {
  text: string;
  params: unknown[];
}

/**
 * Each order ends with the id, so pages never overlap; each matches an index of migration 0004
 * (`product_by_sales`, `product_by_price` read backwards, `product_by_newest`).
 */
const ORDER_BY: Record<ProductSort, string> = {
  sales: 'p.month_sold DESC, p.id',
  priceAsc: 'p.price_cents, p.id',
  priceDesc: 'p.price_cents DESC, p.id DESC',
  newest: 'p.created_at DESC, p.id',
};

/** A keyword search without a sort: the closest names first, then the best sellers. */
const BY_RELEVANCE = 'word_similarity($1, p.search_doc) DESC, p.month_sold DESC, p.id';

/**
 * How many ids of a search's ranking are kept in the cache: the first ten pages of the largest
 * page size. Deeper pages are ranked again on each call.
 */
export const RANKED_IDS_KEPT = 600;

function whereClause(filter: ProductFilter, params: unknown[]): string {
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  // `<%` (word similarity above pg_trgm.word_similarity_threshold) is served by the trigram index.
  if (filter.query !== undefined) conditions.push(`${bind(filter.query)} <% p.search_doc`);
  if (filter.categoryId !== undefined)
    conditions.push(`p.category_ids @> ARRAY[${bind(filter.categoryId)}::integer]`);
  if (filter.brandId !== undefined) conditions.push(`p.brand_id = ${bind(filter.brandId)}`);
  if (filter.minPrice !== undefined) conditions.push(`p.price_cents >= ${bind(filter.minPrice)}`);
  if (filter.maxPrice !== undefined) conditions.push(`p.price_cents <= ${bind(filter.maxPrice)}`);
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

/**
 * The ids of a keyword search in rank order, from `offset`, with the number of all matches
 * counted over the matched set (`count(*) OVER ()`): every match is scored for the ranking anyway,
 * so counting costs nothing more. Only ids are sorted; cards are read for the page alone. `$1` is
 * the folded query.
 */
export function searchRankQuery(filter: ProductFilter & { query: string }, page: PageRequest): SqlQuery {
  const params: unknown[] = [];
  const where = whereClause(filter, params);
  const order = page.sort ? ORDER_BY[page.sort] : BY_RELEVANCE;
  params.push(page.limit, page.offset);
  return {
    text: `SELECT p.id::text AS id, count(*) OVER ()::integer AS total FROM product p ${where}
            ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  };
}

/** One page of a list without a keyword: read in index order and cut, without visiting every match. */
export function listPageQuery(filter: ProductFilter, page: PageRequest): SqlQuery {
  const params: unknown[] = [];
  const where = whereClause(filter, params);
  params.push(page.limit, page.offset);
  return {
    text: `SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} ${where}
            ORDER BY ${ORDER_BY[page.sort ?? 'sales']} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  };
}

/** How many products a list without a keyword has in all. */
export function listCountQuery(filter: ProductFilter): SqlQuery {
  const params: unknown[] = [];
  return { text: `SELECT count(*)::integer AS total FROM product p ${whereClause(filter, params)}`, params };
}

/**
 * Prepares the current transaction for a keyword search, in one statement whose settings last
 * until the transaction ends (`set_config(..., true)` is `SET LOCAL`): concurrent searches on other
 * connections keep their own, and the pooled connection goes back with the defaults.
 *
 * - pg_trgm's word-similarity threshold, from the domain's rule for this query.
 * - Bitmap scans only (no sequential scan, no plain index scan). pg_trgm declares its similarity
 *   operators with the default cost of an integer comparison, so the planner prices scoring every
 *   row far below what it costs (about 20 µs a product), and prefers reading the whole table (or
 *   a whole index in sort order) to the trigram index, up to tens of thousands of products.
 *   Measured on PGlite with 15,000 products: 225 ms for the table scan it chose, 7 ms through
 *   `product_search`. With bitmap scans only, the product table is reached through the
 *   conditions' indexes: the trigram index, and the category, brand or price index when the
 *   planner finds one of them narrower.
 * - No parallel workers: under many concurrent searches they only add processes to the same cores.
 */
export async function prepareSearch(tx: Queryable, foldedQuery: string): Promise<void> {
  await tx.query(
    `SELECT set_config('pg_trgm.word_similarity_threshold', $1, true),
            set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
            set_config('max_parallel_workers_per_gather', '0', true)`,
    [String(searchSimilarityThreshold(foldedQuery))],
  );
}

/** Ids of products in the order a list shows them, and how many the list has in all. */
export interface Ranking {
  ids: string[];
  total: number;
}

async function rankSearch(
  db: Database,
  filter: ProductFilter & { query: string },
  page: PageRequest,
): Promise<Ranking> {
  const rank = searchRankQuery(filter, page);
  const rows = await db.transaction(async (tx) => {
    await prepareSearch(tx, filter.query);
    return tx.query<{ id: string; total: number }>(rank.text, rank.params);
  });
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

/** The cards of `ids`, in that order; ids of products that no longer exist are left out. */
async function cardsByIds(db: Queryable, ids: readonly string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE p.id = ANY ($1::bigint[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface ProductPageRows {
  rows: CardRow[];
  total: number;
}

/**
 * A page of products and the number of all matches, searched when the filter has a query. The
 * search's ranking (its first {@link RANKED_IDS_KEPT} ids) and a list's total come from `cache`
 * when fresh; cards are always read from the database.
 */
export async function findProductPage(
  db: Database,
  cache: CatalogueCache<Ranking>,
  filter: ProductFilter,
  page: PageRequest,
): Promise<ProductPageRows> {
  const { query } = filter;
  if (query !== undefined) {
    const searchFilter = { ...filter, query };
    const firstPages = () =>
      cache.get(JSON.stringify(['search', searchFilter, page.sort ?? null]), () =>
        rankSearch(db, searchFilter, { sort: page.sort, limit: RANKED_IDS_KEPT, offset: 0 }),
      );
    const end = page.offset + page.limit;
    if (end <= RANKED_IDS_KEPT) {
      const ranking = await firstPages();
      return { rows: await cardsByIds(db, ranking.ids.slice(page.offset, end)), total: ranking.total };
    }
    const deep = await rankSearch(db, searchFilter, page);
    // Past the last page no row carries the count: the first pages' ranking has it.
    const total = deep.ids.length > 0 ? deep.total : (await firstPages()).total;
    return { rows: await cardsByIds(db, deep.ids), total };
  }
  const list = listPageQuery(filter, page);
  const rows = await db.query<CardRow>(list.text, list.params);
  // A first page that is not full holds every match: no need to count them.
  if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
  const ranking = await cache.get(JSON.stringify(['count', filter]), async () => {
    const count = listCountQuery(filter);
    const [row] = await db.query<{ total: number }>(count.text, count.params);
    return { ids: [], total: row?.total ?? 0 };
  });
  return { rows, total: ranking.total };
}
