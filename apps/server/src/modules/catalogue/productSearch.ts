import type { ProductSort } from '@tijara/api/contract';
import { searchSimilarityThreshold, searchWordsOf } from '@tijara/domain';
import type { Database, Queryable } from '../../db/database';
import type { CatalogueCache } from './catalogueCache';
import { CARD_COLUMNS, CARD_FROM, type CardRow } from './productCards';
import {
  partialTermsOf,
  prefixWord,
  searchTermsOf,
  type PartialTerms,
  type QueryWord,
  type SearchTerms,
} from './searchTerms';

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

/**
 * A keyword search without a sort: products with every word whole first (`speaker` before
 * `speakerphone` for "speaker"), then the best sellers.
 */
const BY_RELEVANCE = 'p.whole DESC, p.month_sold DESC, p.id';

/**
 * How many ids of a search's ranking are kept in the cache: the first ten pages of the largest
 * page size. Deeper pages are ranked again on each call.
 */
export const RANKED_IDS_KEPT = 600;

/**
 * A buyer's word is matched through the catalogue words that start with it, when there are at
 * most this many (whole-word lookups in the index, and no product needs checking for "every word
 * whole" when the word has no longer relative); past this (a word of a letter or two), as a prefix.
 */
export const EXPANSIONS_PER_WORD = 64;

/** Catalogue words a misspelt word may stand for, at most: the closest first. */
export const CORRECTIONS_PER_WORD = 10;

/**
 * How far a lookup in the vocabulary's trigram index reaches: the lowest similarity a catalogue
 * word may have to each typed word, and how many words it answers per typed word, closest first.
 */
export interface CorrectionReach {
  threshold: (foldedWord: string) => number;
  perWord: number;
}

/** The search's own reach: within one typo (the domain's `searchSimilarityThreshold`). */
export const SEARCH_CORRECTIONS: CorrectionReach = {
  threshold: searchSimilarityThreshold,
  perWord: CORRECTIONS_PER_WORD,
};

/** The filters of a list besides the keyword, as SQL conditions on `product p`. */
function filterConditions(filter: ProductFilter, params: unknown[]): string[] {
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  if (filter.categoryId !== undefined)
    conditions.push(`p.category_ids @> ARRAY[${bind(filter.categoryId)}::integer]`);
  if (filter.brandId !== undefined) conditions.push(`p.brand_id = ${bind(filter.brandId)}`);
  if (filter.minPrice !== undefined) conditions.push(`p.price_cents >= ${bind(filter.minPrice)}`);
  if (filter.maxPrice !== undefined) conditions.push(`p.price_cents <= ${bind(filter.maxPrice)}`);
  return conditions;
}

function whereOf(conditions: readonly string[]): string {
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** The columns a search's ranking sorts on, for each order. */
const RANKED_COLUMNS: Record<ProductSort | 'relevance', string> = {
  relevance: 'p.month_sold',
  sales: 'p.month_sold',
  priceAsc: 'p.price_cents',
  priceDesc: 'p.price_cents',
  newest: 'p.created_at',
};

/**
 * One page of a keyword search's ranking and the number of all its matches, in one statement
 * that always answers one row (also past the last page).
 *
 * The matches come from the `product_search_words` GIN index (with the category, brand or price
 * index when the planner finds one narrower); only the columns the order needs are read, and the
 * "every word whole" test runs on each match only when `terms.whole` says it can tell matches
 * apart. The cost grows with the number of matches (about 1 µs each on PostgreSQL to read the
 * row, as much again to rank and count them), not with the size of the catalogue.
 */
export function searchRankQuery(filter: ProductFilter, terms: SearchTerms, page: PageRequest): SqlQuery {
  const params: unknown[] = [terms.match];
  const conditions = ["p.search_words @@ to_tsquery('simple', $1)", ...filterConditions(filter, params)];
  let whole = 'false';
  if (!page.sort && terms.whole !== null) {
    params.push(terms.whole);
    whole = `p.search_words @@ to_tsquery('simple', $${params.length})`;
  }
  params.push(page.limit, page.offset);
  return {
    text: `WITH matched AS MATERIALIZED (
             SELECT p.id, ${RANKED_COLUMNS[page.sort ?? 'relevance']}, ${whole} AS whole
               FROM product p ${whereOf(conditions)})
           SELECT (SELECT count(*) FROM matched)::integer AS total,
                  ARRAY(SELECT p.id::text FROM matched p ORDER BY ${page.sort ? ORDER_BY[page.sort] : BY_RELEVANCE}
                         LIMIT $${params.length - 1} OFFSET $${params.length}) AS ids`,
    params,
  };
}

/**
 * One page of the ranking of a search that cannot match every word (issue 16, item 2), and the
 * number of its matches: the products with any of the words, those with the most words first,
 * then in the page's order (by sales without one). Each match is tested once per word; only a
 * query whose every-word search found nothing comes here.
 */
export function partialRankQuery(filter: ProductFilter, terms: PartialTerms, page: PageRequest): SqlQuery {
  const params: unknown[] = [terms.any];
  const conditions = ["p.search_words @@ to_tsquery('simple', $1)", ...filterConditions(filter, params)];
  const counted = terms.each.map((operand) => {
    params.push(operand);
    return `(p.search_words @@ to_tsquery('simple', $${params.length}))::integer`;
  });
  params.push(page.limit, page.offset);
  return {
    text: `WITH matched AS MATERIALIZED (
             SELECT p.id, ${RANKED_COLUMNS[page.sort ?? 'relevance']}, ${counted.join(' + ')} AS words
               FROM product p ${whereOf(conditions)})
           SELECT (SELECT count(*) FROM matched)::integer AS total,
                  ARRAY(SELECT p.id::text FROM matched p
                         ORDER BY p.words DESC, ${page.sort ? ORDER_BY[page.sort] : 'p.month_sold DESC, p.id'}
                         LIMIT $${params.length - 1} OFFSET $${params.length}) AS ids`,
    params,
  };
}

/** One page of a list without a keyword: read in index order and cut, without visiting every match. */
export function listPageQuery(filter: ProductFilter, page: PageRequest): SqlQuery {
  const params: unknown[] = [];
  const where = whereOf(filterConditions(filter, params));
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
  return {
    text: `SELECT count(*)::integer AS total FROM product p ${whereOf(filterConditions(filter, params))}`,
    params,
  };
}

/**
 * The catalogue words (`search_word`, migration 0006) that start with each word of a query, in
 * byte order (so the word itself, when the catalogue has it, comes first), at most
 * {@link EXPANSIONS_PER_WORD} + 1. One branch per word, each with the word as a parameter of its
 * own: the planner sees it, and `starts_with` becomes a range of the C-ordered primary key.
 */
export function vocabularyQuery(words: readonly string[]): SqlQuery {
  const params: unknown[] = [EXPANSIONS_PER_WORD + 1];
  const branches = words.map((word, index) => {
    params.push(word);
    return `SELECT ${index + 1} AS n, ARRAY(SELECT v.word FROM search_word v
              WHERE starts_with(v.word, $${params.length}::text) ORDER BY v.word LIMIT $1) AS words`;
  });
  return { text: `${branches.join('\n UNION ALL ')}\n ORDER BY n`, params };
}

/**
 * The catalogue words each word may be a typo for: those whose trigram similarity to it reaches
 * the domain's `searchSimilarityThreshold` of the word (one wrong letter in words of six letters
 * and more), the closest {@link CORRECTIONS_PER_WORD} first, or as far as another `reach` says.
 * `n` numbers the words from 1. Run after {@link prepareCorrections} with the same reach; one
 * branch per word, so the trigram index serves each `%`.
 */
export function correctionsQuery(words: readonly string[], reach = SEARCH_CORRECTIONS): SqlQuery {
  const params: unknown[] = [reach.perWord];
  const branches = words.map((word, index) => {
    params.push(word, reach.threshold(word));
    const typed = `$${params.length - 1}::text`;
    return `(SELECT ${index + 1} AS n, v.word FROM search_word v
              WHERE v.word % ${typed} AND similarity(v.word, ${typed}) >= $${params.length}::float8
              ORDER BY similarity(v.word, ${typed}) DESC, v.word LIMIT $1)`;
  });
  return { text: branches.join('\n UNION ALL '), params };
}

/**
 * Prepares the current transaction for {@link correctionsQuery}, in one statement whose settings
 * last until the transaction ends (`set_config(..., true)` is `SET LOCAL`): concurrent searches
 * on other connections keep their own, and the pooled connection goes back with the defaults.
 *
 * - pg_trgm's similarity threshold (the `%` operator, served by the `search_word_trigrams`
 *   index): the lowest of the words' thresholds; each word's own is checked after.
 * - No sequential scan. pg_trgm declares its similarity operators as cheap as an integer
 *   comparison, so the planner would rather compare every catalogue word (1.5 ms for the 2,475
 *   words of 50,000 generated products) than read the trigram index (0.15 ms).
 */
export async function prepareCorrections(
  tx: Queryable,
  words: readonly string[],
  reach = SEARCH_CORRECTIONS,
): Promise<void> {
  await tx.query(
    `SELECT set_config('pg_trgm.similarity_threshold', $1, true), set_config('enable_seqscan', 'off', true)`,
    [String(Math.min(...words.map(reach.threshold)))],
  );
}

/** Ids of products in the order a list shows them, and how many the list has in all. */
export interface Ranking {
  ids: string[];
  total: number;
}

const NOTHING: Ranking = { ids: [], total: 0 };

/** A word as the catalogue words starting with it match it, or null when there is none. */
function expandedWord(typed: string, startingWithIt: readonly string[]): QueryWord | null {
  if (startingWithIt.length === 0) return null;
  const whole = startingWithIt[0] === typed ? [typed] : [];
  if (startingWithIt.length > EXPANSIONS_PER_WORD) return { ...prefixWord(typed), whole };
  return { matches: startingWithIt.map((text) => ({ text, prefix: false })), whole };
}

/** Each word as the catalogue words starting with it match it, or null when none does. */
export async function wordsAsTyped(db: Queryable, typed: readonly string[]): Promise<(QueryWord | null)[]> {
  const query = vocabularyQuery(typed);
  const rows = await db.query<{ n: number; words: string[] }>(query.text, query.params);
  return typed.map((word, index) => expandedWord(word, rows[index]?.words ?? []));
}

/** Each word's corrections (possibly none), in the order of `typed`, closest first. */
export async function correctionsOf(
  db: Database,
  typed: readonly string[],
  reach = SEARCH_CORRECTIONS,
): Promise<string[][]> {
  const query = correctionsQuery(typed, reach);
  const rows = await db.transaction(async (tx) => {
    await prepareCorrections(tx, typed, reach);
    return tx.query<{ n: number; word: string }>(query.text, query.params);
  });
  return typed.map((_word, index) => rows.filter((row) => row.n === index + 1).map((row) => row.word));
}

/**
 * What each word of a query is searched as, in two stages (issue 6, item 5), in the order typed;
 * null for a word that can match nothing:
 *
 * 1. Every word as a whole word or the start of one. The catalogue's vocabulary says which words
 *    start with each (one primary-key range per word); the full-text index then finds the
 *    products with one of them for every word: a few milliseconds even for words found in
 *    thousands of products.
 * 2. When a word starts no word of the catalogue, that word is looked up in the vocabulary's
 *    trigram index for the words within one typo of it ("headphnes", "cotten", an Arabic word with
 *    one wrong letter), and those are searched in its place, with the other words as typed.
 */
export async function searchWordsEach(db: Database, typed: readonly string[]): Promise<(QueryWord | null)[]> {
  const asTyped = await wordsAsTyped(db, typed);
  const unknown = typed.filter((_word, index) => asTyped[index] === null);
  if (unknown.length === 0) return asTyped;
  const corrections = await correctionsOf(db, unknown);
  return asTyped.map((word, index) => {
    if (word) return word;
    const found = corrections[unknown.indexOf(typed[index] ?? '')] ?? [];
    return found.length > 0
      ? { matches: found.map((text) => ({ text, prefix: false })), whole: found }
      : null;
  });
}

/** Each word as {@link searchWordsEach} searches it, or null when some word can match nothing. */
export async function searchWordsFor(db: Database, typed: readonly string[]): Promise<QueryWord[] | null> {
  const words = await searchWordsEach(db, typed);
  return words.every((word) => word !== null) ? words : null;
}

async function ranked(db: Database, query: SqlQuery): Promise<Ranking> {
  const [row] = await db.query<{ total: number; ids: string[] }>(query.text, query.params);
  return { ids: row?.ids ?? [], total: row?.total ?? 0 };
}

/**
 * A keyword search's page of ids and the number of all its matches: the products with every word
 * of the query ({@link searchWordsEach}). A query of several words that cannot match every word
 * (a word the catalogue does not have, or words it never has together) is ranked by how much it
 * matches instead of finding nothing (issue 16, item 2; {@link partialRankQuery}).
 */
export async function rankSearch(
  db: Database,
  filter: ProductFilter & { query: string },
  page: PageRequest,
): Promise<Ranking> {
  const words = await searchWordsEach(db, searchWordsOf(filter.query));
  const known = words.filter((word): word is QueryWord => word !== null);
  if (known.length === words.length) {
    const all = await ranked(db, searchRankQuery(filter, searchTermsOf(known), page));
    if (all.total > 0 || known.length < 2) return all;
  }
  if (known.length === 0) return NOTHING;
  return ranked(db, partialRankQuery(filter, partialTermsOf(known), page));
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
 * A page of products and the number of all matches, searched when the filter has a query.
 *
 * With a `cache`, a search's ranking (its first {@link RANKED_IDS_KEPT} ids) and a list's total
 * come from it when fresh. Without one (`CATALOGUE_CACHE=off`), each call ranks only its own page
 * and counts again. Cards are always read from the database.
 */
export async function findProductPage(
  db: Database,
  cache: CatalogueCache<Ranking> | null,
  filter: ProductFilter,
  page: PageRequest,
): Promise<ProductPageRows> {
  const { query } = filter;
  if (query !== undefined) {
    const searchFilter = { ...filter, query };
    const end = page.offset + page.limit;
    if (cache === null || end > RANKED_IDS_KEPT) {
      const ranking = await rankSearch(db, searchFilter, page);
      return { rows: await cardsByIds(db, ranking.ids), total: ranking.total };
    }
    const ranking = await cache.get(JSON.stringify(['search', searchFilter, page.sort ?? null]), () =>
      rankSearch(db, searchFilter, { sort: page.sort, limit: RANKED_IDS_KEPT, offset: 0 }),
    );
    return { rows: await cardsByIds(db, ranking.ids.slice(page.offset, end)), total: ranking.total };
  }
  const list = listPageQuery(filter, page);
  const rows = await db.query<CardRow>(list.text, list.params);
  // A first page that is not full holds every match: no need to count them.
  if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
  const countAll = async (): Promise<Ranking> => {
    const count = listCountQuery(filter);
    const [row] = await db.query<{ total: number }>(count.text, count.params);
    return { ids: [], total: row?.total ?? 0 };
  };
  const counted = cache ? await cache.get(JSON.stringify(['count', filter]), countAll) : await countAll();
  return { rows, total: counted.total };
}
