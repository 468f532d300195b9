import type { ProductSort } from '@tijara/api/contract';
import { searchSimilarityThreshold, searchStemOf, searchWordsOf, type Locale } from '@tijara/domain';
import type { Database, Queryable } from '../../db/database';
import type { CatalogueCache } from './catalogueCache';
import { CARD_COLUMNS, CARD_FROM, type CardRow } from './productCards';
import { searchCards } from './searchCards';
import { currentSearchIndex, heldSearchIndex } from './searchIndex/searchIndexStore';
import type { SearchIndex } from './searchIndex/searchIndex';
import { synonymSpans } from './searchSynonyms';
import { synonymUnit, wordUnit, type QueryUnit, type WordLookup } from './searchTerms';

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

/**
 * The catalogue words starting with each word (the word itself first when the catalogue has it):
 * an empty list when none does, null when more than {@link EXPANSIONS_PER_WORD} do.
 */
export async function wordsStartingWith(
  db: Queryable,
  words: readonly string[],
): Promise<(string[] | null)[]> {
  if (words.length === 0) return [];
  const query = vocabularyQuery(words);
  const rows = await db.query<{ n: number; words: string[] }>(query.text, query.params);
  return words.map((_word, index) => {
    const found = rows[index]?.words ?? [];
    return found.length > EXPANSIONS_PER_WORD ? null : found;
  });
}

/** Each word's corrections (possibly none), in the order of `typed`, closest first. */
export async function correctionsOf(
  db: Database,
  typed: readonly string[],
  reach = SEARCH_CORRECTIONS,
): Promise<string[][]> {
  if (typed.length === 0) return [];
  const query = correctionsQuery(typed, reach);
  const rows = await db.transaction(async (tx) => {
    await prepareCorrections(tx, typed, reach);
    return tx.query<{ n: number; word: string }>(query.text, query.params);
  });
  return typed.map((_word, index) => rows.filter((row) => row.n === index + 1).map((row) => row.word));
}

const HAN_WORD = /^\p{Script=Han}{2,}$/u;

/**
 * What the search index's vocabulary says about each word of a query (issue 16, item 2):
 *
 * 1. Every word and its stem (the domain's `searchStemOf`: "cases" -> "case") as whole words or
 *    the start of words: the words starting with each (a range of the sorted vocabulary).
 * 2. For a word that starts no word of the catalogue and whose stem is not one either (and that
 *    no synonym of the query covers): a Chinese word is matched by its characters (the catalogue's
 *    segmentation may have cut it otherwise); another word by the catalogue words within a typo of
 *    it ("headphnes", "cotten": `SearchIndex.typoCorrections`).
 */
function lookUpWords(
  index: SearchIndex,
  typed: readonly string[],
  covered: ReadonlySet<number> = new Set(),
): WordLookup[] {
  const stems = typed.map(searchStemOf);
  const asked = [...new Set([...typed, ...stems])];
  const starting = asked.map((word) => {
    const found = index.wordsStartingWith(word, EXPANSIONS_PER_WORD + 1);
    return found.length > EXPANSIONS_PER_WORD ? null : found;
  });
  const startingWith = (word: string): string[] | null => {
    const found = starting[asked.indexOf(word)];
    return found === undefined ? [] : found;
  };
  const lookups: WordLookup[] = typed.map((word, index) => {
    const stem = stems[index] ?? word;
    const stemWords = startingWith(stem);
    return {
      typed: word,
      startingWith: startingWith(word),
      stem: stem !== word && (stemWords === null || stemWords[0] === stem) ? stem : null,
      corrections: [],
      characters: [],
    };
  });
  const unknown = lookups.filter(
    (word, index) => word.startingWith?.length === 0 && word.stem === null && !covered.has(index),
  );
  const misspelt = unknown.filter((word) => !HAN_WORD.test(word.typed)).map((word) => word.typed);
  const corrections = misspelt.map((word) => index.typoCorrections(word, CORRECTIONS_PER_WORD));
  return lookups.map((word) => {
    if (!unknown.includes(word)) return word;
    if (HAN_WORD.test(word.typed)) return { ...word, characters: [...new Set(Array.from(word.typed))] };
    return { ...word, corrections: corrections[misspelt.indexOf(word.typed)] ?? [] };
  });
}

/**
 * A query's units (`searchTerms.ts`): each word as {@link lookUpWords} found it, and words a
 * synonym of the catalogue's list stands for (`searchSynonyms.ts`) as one unit with the synonym's
 * other terms (null for a unit that can match nothing); and each word as a unit of its own, for a
 * query that cannot match every unit, ranked by how many of its words each product has, the
 * synonyms counting as one more.
 */
function queryUnitsAndWords(
  index: SearchIndex,
  typed: readonly string[],
): { units: (QueryUnit | null)[]; words: (QueryUnit | null)[]; synonyms: QueryUnit[] } {
  const spans = synonymSpans(typed, index.synonyms);
  const covered = new Set(spans.flatMap((span) => range(span.start, span.end)));
  const words = lookUpWords(index, typed, covered);
  const units: (QueryUnit | null)[] = [];
  const synonyms: QueryUnit[] = [];
  for (let index = 0; index < words.length;) {
    const span = spans.find((candidate) => candidate.start === index);
    if (span) {
      const own = words.slice(span.start, span.end).map(wordUnit);
      const unit = synonymUnit(own.every((word) => word !== null) ? own : null, span.alternatives);
      units.push(unit);
      if (unit) synonyms.push(unit);
      index = span.end;
    } else {
      const word = words[index];
      units.push(word ? wordUnit(word) : null);
      index += 1;
    }
  }
  return { units, words: words.map(wordUnit), synonyms };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_value, index) => from + index);
}

/**
 * A keyword search's page of ids and the number of all its matches, from the search index: the
 * products with every unit of the query ({@link queryUnitsAndWords}), the most relevant first. A
 * query of several units that cannot match every one (a word the catalogue does not have, or words
 * it never has together) is ranked by how much it matches instead of finding nothing (issue 16,
 * item 2).
 */
function searchRanking(
  index: SearchIndex,
  filter: ProductFilter & { query: string },
  page: PageRequest,
): Ranking {
  const { units, words, synonyms } = queryUnitsAndWords(index, searchWordsOf(filter.query));
  const known = units.filter((unit): unit is QueryUnit => unit !== null);
  if (known.length === units.length && known.length > 0) {
    const all = index.rank(known, filter, page, false);
    if (all.total > 0 || words.length < 2) return all;
  }
  const each = [...words.filter((unit): unit is QueryUnit => unit !== null), ...synonyms];
  if (each.length === 0) return NOTHING;
  return index.rank(each, filter, page, true);
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
 * and counts again. Cards are always read from the database, in `locale`; a search's in one
 * statement with those of the other searches ranked in the same turn (`searchCards.ts`).
 */
export async function findProductPage(
  db: Database,
  cache: CatalogueCache<Ranking> | null,
  filter: ProductFilter,
  page: PageRequest,
  locale: Locale,
): Promise<ProductPageRows> {
  const { query } = filter;
  if (query !== undefined) {
    const searchFilter = { ...filter, query };
    const end = page.offset + page.limit;
    // Ranked on the index this process holds, then checked against the revision read with the
    // cards: when a product or synonym was written meanwhile (by any process), the index is
    // brought up to that revision and the search ranked again, so the answer is as fresh as the
    // cards' own snapshot, in one round trip (shared with the turn's other searches) when nothing
    // changed.
    let index = await heldSearchIndex(db);
    for (;;) {
      const rankedAt = index.revision;
      const ranked = index;
      const ranking =
        cache === null || end > RANKED_IDS_KEPT
          ? searchRanking(ranked, searchFilter, page)
          : await cache
              .get(
                // The key holds the revision: a product or synonym written since is searched again.
                JSON.stringify(['search', rankedAt, searchFilter, page.sort ?? null]),
                () =>
                  Promise.resolve(
                    searchRanking(ranked, searchFilter, {
                      sort: page.sort,
                      limit: RANKED_IDS_KEPT,
                      offset: 0,
                    }),
                  ),
              )
              .then((kept) => ({ ids: kept.ids.slice(page.offset, end), total: kept.total }));
      const { rows, revision } = await searchCards(db, ranking.ids, locale);
      if (revision <= rankedAt) return { rows, total: ranking.total };
      index = await currentSearchIndex(db, revision);
    }
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
