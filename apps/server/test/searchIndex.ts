import { searchDocumentOf, searchQueryOf, type Locale } from '@tijara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { migrations } from '../src/modules/areas';
import type { ProductRow, Texts } from '../src/modules/catalogue/catalogueRows';
import { insertRows } from '../src/modules/catalogue/catalogueWrites';
import { CARD_COLUMNS, CARD_FROM, toCardWire, type CardRow } from '../src/modules/catalogue/productCards';
import { findProductPage } from '../src/modules/catalogue/productSearch';
import { searchCards } from '../src/modules/catalogue/searchCards';
import type { SearchIndex } from '../src/modules/catalogue/searchIndex/searchIndex';
import { pruneSearchChangeLog } from '../src/modules/catalogue/searchIndex/searchIndexJobs';
import {
  currentSearchIndex,
  pruneSearchChanges,
} from '../src/modules/catalogue/searchIndex/searchIndexStore';
import { systemClock } from '../src/clock';
import { tsqueryOf, type TextQuery, type Weights } from '../src/modules/catalogue/searchTerms';
import { generateCatalogue } from '../src/seed/catalogue/generate/generateCatalogue';
import { insertCategoriesAndBrands } from '../bench/search/relevance';
import type { OpenDatabase } from './support/paymentSuite';

/** Generated products (without pictures, as the relevance benchmark inserts them). */
const GENERATED = 300;
const CATALOGUE_DATE = new Date('2026-11-01T06:00:00Z');

/**
 * Names that exercise how PostgreSQL's parser reads a folded document (migration 0026's
 * `to_tsvector('simple', ...)`): Arabic (articles, hamza and taa marbuta forms, Arabic-Indic
 * digits, tanween), Kurdish letters, Chinese (traditional and simplified, segmented, its
 * characters), Latin digits inside words, accents, compatibility forms, other scripts' digits.
 */
const EDGE_NAMES: readonly Texts[] = [
  { ar: 'شاحن سريع ٥٠٠٠ مللي أمبير للهاتف', en: 'Fast Charger 5000mAh', ckb: 'شەحنی خێرا', zh: '快速充電器' },
  { ar: 'سكين طاهٍ بالفولاذ', en: 'Razor-Sharp Chef Knife 8"', ckb: 'چەقۆی چێشتلێنەر', zh: '不锈钢厨师刀' },
  { ar: 'سماعات لاسلكية', en: 'USB-C Earbuds v5.3 (2nd gen)', ckb: 'هێدفۆنی بێ وایەر', zh: '降噪藍牙耳機' },
  { ar: 'قنفة ٣ مقاعد', en: 'Sofa 3-Seater 1e5 0123 x² Ⅻ ①', ckb: 'قەنەفەی ٣ کەسی', zh: '三人沙发' },
  { ar: 'مجفف شعر ۱۲۰۰ واط', en: 'Café Crème Straße İstanbul', ckb: 'سشوار', zh: '吹风机' },
  { ar: 'ألعاب أطفال', en: 'Kids Toys ௧௨ ๑๒ ١٢٣abc', ckb: 'یاری منداڵان', zh: '儿童玩具 한국어 ไทย हिन्दी' },
  // Characters the domain's folding keeps as letters or numbers and PostgreSQL's parser drops (or,
  // on PGlite only, the newest Arabic and Han blocks): the index takes the database's words.
  { ar: 'ࡰࡱ ألعاب', en: 'Toys ௰ a௰b', ckb: 'ፀ፩', zh: '𰀀 鿰 玩具' },
];

/** A search document as the server writes it, from a product's texts. */
function documentOf(name: Texts, categories: readonly string[] = []): string {
  return searchDocumentOf({ names: Object.values(name), categories, attributes: ['Steel'] });
}

interface Catalogue {
  /** A generated product row to copy for new ones. */
  template: ProductRow;
  /** The next free product id. */
  nextId: number;
}

async function insertCatalogue(db: Database): Promise<Catalogue> {
  const generated = generateCatalogue({ products: GENERATED, seed: 1, now: CATALOGUE_DATE, videoKeys: [] });
  const products = [...generated.products()].map(({ product }) => product);
  const template = products[0];
  if (!template) throw new Error('the generated catalogue has no product');
  let nextId = Math.max(...products.map((row) => row.id)) + 1;
  const edges = EDGE_NAMES.map((name, n) => ({
    ...template,
    id: nextId + n,
    name,
    search_doc: documentOf(name, ['Kitchen Knives', 'المطبخ', '廚房']),
    price_cents: 1_000 + n,
    month_sold: n,
  }));
  nextId += edges.length;
  await db.transaction(async (tx) => {
    await insertCategoriesAndBrands(tx, generated);
    await insertRows(tx, 'product', [...products, ...edges]);
  });
  return { template, nextId };
}

const byNumber = (a: string, b: string) => Number(a) - Number(b);

/** The ids an index matches for a query, in id order. */
function indexIds(index: SearchIndex, query: TextQuery): string[] {
  const { ids, total } = index.rank(
    [{ match: query, levels: [], category: null }],
    {},
    { sort: 'sales', limit: 1_000_000, offset: 0 },
    false,
  );
  expect(ids).toHaveLength(total);
  return ids.sort(byNumber);
}

/** The ids the database matches for the tsquery of a query, in id order. */
async function databaseIds(db: Database, query: TextQuery): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id::text FROM product WHERE search_words @@ to_tsquery('simple', $1) ORDER BY id`,
    [tsqueryOf(query)],
  );
  return rows.map((row) => row.id);
}

const WEIGHTS: readonly (Weights | null)[] = [null, 'A', 'B', 'C', 'AC'];
const WEIGHT_LETTERS: Record<Weights, readonly string[]> = { A: ['A'], B: ['B'], C: ['C'], AC: ['A', 'C'] };

/** The database's lexemes, in the C collation's (byte) order. */
async function databaseVocabulary(db: Database): Promise<string[]> {
  const rows = await db.query<{ lexeme: string }>(
    `SELECT DISTINCT lexeme COLLATE "C" AS lexeme FROM product, unnest(search_words) ORDER BY 1`,
  );
  return rows.map((row) => row.lexeme);
}

/**
 * The index reads every document as PostgreSQL does: the same words (byte order, as the
 * vocabulary lists them), each in the same products' same sections.
 */
async function expectIndexReadsAsDatabase(db: Database, index: SearchIndex): Promise<void> {
  const [count] = await db.query<{ count: number }>('SELECT count(*)::integer AS count FROM product');
  expect(index.size).toBe(count?.count);
  const vocabulary = await databaseVocabulary(db);
  expect(index.wordsStartingWith('', 1_000_000)).toEqual(vocabulary);
  const rows = await db.query<{ id: string; lexeme: string; weights: string[] }>(
    `SELECT p.id::text, w.lexeme, w.weights FROM product p, unnest(p.search_words) w ORDER BY p.id`,
  );
  const sectionsOf = new Map<string, { id: string; weights: readonly string[] }[]>();
  for (const row of rows) {
    const list = sectionsOf.get(row.lexeme) ?? [];
    list.push({ id: row.id, weights: row.weights });
    sectionsOf.set(row.lexeme, list);
  }
  const mismatches: string[] = [];
  for (const word of vocabulary)
    for (const weights of WEIGHTS) {
      const expected = (sectionsOf.get(word) ?? [])
        .filter((each) => weights === null || each.weights.some((w) => WEIGHT_LETTERS[weights].includes(w)))
        .map((each) => each.id);
      const found = indexIds(index, { word, prefix: false, weights });
      if (JSON.stringify(found) !== JSON.stringify(expected))
        mismatches.push(`${word}:${weights ?? ''} index ${found.join(',')} database ${expected.join(',')}`);
    }
  expect(mismatches).toEqual([]);
}

/** Query trees over the catalogue's words: whole words and prefixes, weights, all and any. */
function queriesOver(vocabulary: readonly string[], extra: readonly string[]): TextQuery[] {
  const sample = [...vocabulary.filter((_word, n) => n % 23 === 0), ...extra];
  const queries: TextQuery[] = [];
  sample.forEach((word, n) => {
    const weights = WEIGHTS[n % WEIGHTS.length] ?? null;
    queries.push({ word, prefix: false, weights });
    const characters = Array.from(word);
    const start = characters.slice(0, 1 + (n % 3)).join('');
    queries.push({ word: start, prefix: true, weights: null });
    queries.push({ word: start, prefix: true, weights: WEIGHTS[(n + 2) % WEIGHTS.length] ?? null });
    const other = sample[(n * 7 + 3) % sample.length] ?? word;
    queries.push({
      all: [
        { word, prefix: false, weights: null },
        { word: Array.from(other).slice(0, 2).join(''), prefix: true, weights },
      ],
    });
    queries.push({
      any: [
        { word, prefix: false, weights: 'A' },
        { word: other, prefix: false, weights: 'B' },
      ],
    });
    queries.push({
      all: [
        {
          any: [
            { word, prefix: false, weights: null },
            { word: other, prefix: false, weights: 'C' },
          ],
        },
        {
          any: [
            { word: 'steel', prefix: false, weights: 'C' },
            { word: start, prefix: true, weights: 'A' },
          ],
        },
      ],
    });
  });
  // Words no document has, whole and as prefixes.
  queries.push(
    { word: 'zzzznothing', prefix: false, weights: null },
    { word: 'zzzz', prefix: true, weights: 'A' },
  );
  return queries;
}

/** Words of the edge names, folded: each is searched with every weight and as a prefix. */
const EDGE_WORDS = [
  '5000',
  '5000mah',
  'مللي',
  'امبير',
  'هاتف',
  'طاهي',
  'فولاذ',
  'خيرا',
  '充电器',
  '充电',
  '耳机',
  '耳',
  '蓝牙',
  'usbc',
  'razorsharp',
  'sharp',
  '53',
  'v5',
  '2nd',
  '1e5',
  '0123',
  'x2',
  'xii',
  'cafe',
  'café',
  'straße',
  'istanbul',
  'stanbul',
  '123abc',
  '한국어',
  'ไทย',
  'مطبخ',
  '厨房',
  'knife',
];

async function revisionOf(db: Database): Promise<number> {
  const [row] = await db.query<{ revision: string }>('SELECT revision::text FROM search_state');
  return Number(row?.revision);
}

const FIRST_PAGE = { sort: undefined, limit: 20, offset: 0 } as const;

/**
 * The ids a buyer's search finds, through the search's own path without the cache: ranked on the
 * index the handle holds, checked against the revision read with the cards.
 */
async function searched(db: Database, query: string, filter: { minPrice?: number; maxPrice?: number } = {}) {
  const { rows, total } = await findProductPage(
    db,
    null,
    { ...filter, query: searchQueryOf(query) ?? '' },
    FIRST_PAGE,
    'en',
  );
  return { ids: rows.map((row) => row.id), total };
}

function searchIndexTests(open: OpenDatabase, secondHandles: boolean) {
  let db: Database;
  let catalogue: Catalogue;
  const opened: Database[] = [];

  async function openMore(): Promise<Database> {
    const handle = await open();
    if ('unavailable' in handle) throw new Error(handle.unavailable);
    opened.push(handle);
    return handle;
  }

  beforeAll(async () => {
    db = await openMore();
    await migrate(db, migrations);
    await seed(db);
    catalogue = await insertCatalogue(db);
  });

  afterAll(async () => {
    for (const handle of opened.reverse()) await handle.close();
  });

  /** A new product row with `name` (and a document written from it). */
  function newProduct(name: Texts, overrides: Partial<ProductRow> = {}): ProductRow {
    const id = catalogue.nextId;
    catalogue.nextId += 1;
    return { ...catalogue.template, id, name, search_doc: documentOf(name), ...overrides };
  }

  it('reads every document as PostgreSQL does: the same words in the same sections', async () => {
    await expectIndexReadsAsDatabase(db, await currentSearchIndex(db));
  });

  it('matches what the tsquery of each text query matches on search_words', async () => {
    const index = await currentSearchIndex(db);
    const vocabulary = await databaseVocabulary(db);
    const queries = queriesOver(vocabulary, EDGE_WORDS);
    expect(queries.length).toBeGreaterThan(300);
    const mismatches: string[] = [];
    let matchedSome = 0;
    for (const query of queries) {
      const expected = await databaseIds(db, query);
      const found = indexIds(index, query);
      if (expected.length > 0) matchedSome += 1;
      if (JSON.stringify(found) !== JSON.stringify(expected))
        mismatches.push(`${tsqueryOf(query)}: index ${found.join(',')} database ${expected.join(',')}`);
    }
    expect(mismatches).toEqual([]);
    // The queries are not all empty ones.
    expect(matchedSome).toBeGreaterThan(queries.length / 2);
    for (const word of [
      '5000mah',
      'طاهي',
      '耳机',
      '耳',
      'usbc',
      'sharp',
      'stanbul',
      'مطبخ',
      '厨房',
      '123abc',
    ])
      expect(await databaseIds(db, { word, prefix: false, weights: null }), word).not.toEqual([]);
  });

  describe('after a write, the next search sees it', () => {
    let product: ProductRow;

    beforeAll(async () => {
      // A product of the catalogue, searched for by a word only it will have.
      product = newProduct(
        { ar: '', en: 'Quillorama Lamp', ckb: '', zh: '' },
        { price_cents: 4_000, max_price_cents: 4_000 },
      );
      await insertRows(db, 'product', [product]);
    });

    const id = () => String(product.id);

    it('an inserted product', async () => {
      const before = await revisionOf(db);
      const index = await currentSearchIndex(db);
      expect(index.revision).toBe(before);
      expect(indexIds(index, { word: 'quillorama', prefix: false, weights: 'A' })).toEqual([id()]);
      expect((await searched(db, 'quillorama')).ids).toEqual([id()]);
      const another = newProduct({ ar: '', en: 'Quillorama Shade', ckb: '', zh: '' });
      await insertRows(db, 'product', [another]);
      expect(await revisionOf(db)).toBe(before + 1);
      expect((await searched(db, 'quillorama shade')).ids).toEqual([String(another.id)]);
      expect((await currentSearchIndex(db)).revision).toBe(before + 1);
      await db.query('DELETE FROM product WHERE id = $1', [another.id]);
    });

    it('an updated name and document', async () => {
      // The index is brought up to date in place: keep the revision it had.
      const { revision } = await currentSearchIndex(db);
      const name = { ar: '', en: 'Zanthorix Kettle', ckb: '', zh: '' };
      await db.query('UPDATE product SET name = $2::text::jsonb, search_doc = $3 WHERE id = $1', [
        product.id,
        JSON.stringify(name),
        documentOf(name),
      ]);
      const next = await currentSearchIndex(db);
      expect(next.revision).toBe(revision + 1);
      expect(indexIds(next, { word: 'zanthorix', prefix: false, weights: 'A' })).toEqual([id()]);
      expect(indexIds(next, { word: 'quillorama', prefix: false, weights: null })).toEqual([]);
      expect(next.wordsStartingWith('quillorama', 10)).toEqual([]);
      expect((await searched(db, 'zanthorix')).ids).toEqual([id()]);
      expect(await searched(db, 'quillorama')).toMatchObject({ total: 0 });
    });

    it('a price change', async () => {
      expect((await searched(db, 'zanthorix', { maxPrice: 2_000 })).ids).toEqual([]);
      await db.query('UPDATE product SET price_cents = 1500 WHERE id = $1', [product.id]);
      expect((await searched(db, 'zanthorix', { maxPrice: 2_000 })).ids).toEqual([id()]);
      expect((await searched(db, 'zanthorix', { minPrice: 1_501 })).ids).toEqual([]);
      const index = await currentSearchIndex(db);
      expect(
        index.rank(
          [{ match: { word: 'zanthorix', prefix: false, weights: null }, levels: [], category: null }],
          { minPrice: 1_500, maxPrice: 1_500 },
          FIRST_PAGE,
          false,
        ).ids,
      ).toEqual([id()]);
    });

    it('a stock-only update moves nothing', async () => {
      const index = await currentSearchIndex(db);
      const before = await revisionOf(db);
      await db.query('UPDATE product SET stock = stock + 1 WHERE id <= $1', [product.id]);
      await db.query('UPDATE product SET stock = stock - 1 WHERE id = $1', [product.id]);
      expect(await revisionOf(db)).toBe(before);
      expect(await currentSearchIndex(db)).toBe(index);
    });

    it('a synonym change', async () => {
      expect(await searched(db, 'frobnicator')).toMatchObject({ total: 0 });
      const before = await revisionOf(db);
      const [group] = await db.query<{ id: string }>(
        `INSERT INTO search_synonym_group (created_at) VALUES (now()) RETURNING id::text`,
      );
      await db.query(
        `INSERT INTO search_synonym (group_id, term, folded, created_at)
         VALUES ($1, 'frobnicator', 'frobnicator', now()), ($1, 'zanthorix', 'zanthorix', now())`,
        [group?.id],
      );
      // One statement on the synonyms moves the revision once; the group alone does not.
      expect(await revisionOf(db)).toBe(before + 1);
      expect((await currentSearchIndex(db)).revision).toBe(before + 1);
      expect((await searched(db, 'frobnicator')).ids).toEqual([id()]);
      await db.query('DELETE FROM search_synonym_group WHERE id = $1', [group?.id]);
      expect(await revisionOf(db)).toBe(before + 2);
      expect(await searched(db, 'frobnicator')).toMatchObject({ total: 0 });
    });

    it('a deleted product', async () => {
      const before = await revisionOf(db);
      await db.query('DELETE FROM product WHERE id = $1', [product.id]);
      expect(await revisionOf(db)).toBe(before + 1);
      const index = await currentSearchIndex(db);
      expect(indexIds(index, { word: 'zanthorix', prefix: false, weights: null })).toEqual([]);
      expect(index.wordsStartingWith('zanthorix', 10)).toEqual([]);
      expect(await searched(db, 'zanthorix')).toMatchObject({ total: 0 });
    });

    it('a bulk insert of more than 1,000 products: one entry for everything', async () => {
      const { revision: before } = await currentSearchIndex(db);
      const rows = Array.from({ length: 1_100 }, (_each, n) =>
        newProduct({ ar: '', en: `Glimmerwick Candle ${n}`, ckb: '', zh: '' }),
      );
      await insertRows(db, 'product', rows);
      const revision = await revisionOf(db);
      expect(revision).toBe(before + 1);
      expect(await db.query('SELECT product_id FROM search_change WHERE revision = $1', [revision])).toEqual([
        { product_id: null },
      ]);
      const next = await currentSearchIndex(db);
      expect(next.revision).toBe(revision);
      expect(indexIds(next, { word: 'glimmerwick', prefix: false, weights: 'A' })).toHaveLength(1_100);
      expect(await searched(db, 'glimmerwick')).toMatchObject({ total: 1_100 });
      expect(await searched(db, 'glimmerwick 1099')).toMatchObject({ ids: [String(rows[1_099]?.id)] });
    });

    it('a pruned log: an index older than what was pruned is built anew, a current one goes on', async () => {
      const behind = await currentSearchIndex(db);
      const first = newProduct({ ar: '', en: 'Brindlemoss Lantern', ckb: '', zh: '' });
      await insertRows(db, 'product', [first]);
      const revision = await revisionOf(db);
      // The daily job keeps the recent revisions: these are.
      const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
      await pruneSearchChangeLog.run({ db, clock: systemClock, logger: quiet, data: undefined });
      expect(
        await db.query('SELECT product_id::text FROM search_change WHERE revision = $1', [revision]),
      ).toEqual([{ product_id: String(first.id) }]);
      // Everything up to now goes, the entry this index has not read among it.
      expect(await pruneSearchChanges(db, 0)).toBeGreaterThanOrEqual(1);
      expect(await db.query('SELECT 1 FROM search_change WHERE revision <= $1', [revision])).toEqual([]);
      expect((await searched(db, 'brindlemoss')).ids).toEqual([String(first.id)]);
      const rebuilt = await currentSearchIndex(db);
      expect(rebuilt).not.toBe(behind);
      expect(rebuilt.revision).toBe(revision);
      // Entries after the pruning are read as before, in place.
      const second = newProduct({ ar: '', en: 'Brindlemoss Pail', ckb: '', zh: '' });
      await insertRows(db, 'product', [second]);
      expect((await searched(db, 'brindlemoss pail')).ids).toEqual([String(second.id)]);
      expect(await currentSearchIndex(db)).toBe(rebuilt);
      await db.query('DELETE FROM product WHERE id = ANY ($1::bigint[])', [[first.id, second.id]]);
      expect(await searched(db, 'brindlemoss')).toMatchObject({ total: 0 });
    });

    it('after all these writes, still reads every document as PostgreSQL does', async () => {
      await expectIndexReadsAsDatabase(db, await currentSearchIndex(db));
    });
  });

  describe("a search's cards: one statement for the searches of a turn", () => {
    /** `db`, counting the statements sent through it. */
    function counting(): { db: Database; statements: () => number } {
      let count = 0;
      const counted: Database = Object.create(db) as Database;
      counted.query = (...args: Parameters<Database['query']>) => {
        count += 1;
        return db.query(...args);
      };
      return { db: counted, statements: () => count };
    }

    it('reads the cards of concurrent searches in one statement, each in its order and language', async () => {
      const named = newProduct(
        { ar: 'مصباح كويلوراما', en: 'Quillorama Reading Lamp', ckb: '   ', zh: '阅读灯' },
        { brand_id: catalogue.template.brand_id },
      );
      await insertRows(db, 'product', [named]);
      const [other] = await db.query<{ id: string }>(
        'SELECT id::text FROM product WHERE id <> $1 ORDER BY id LIMIT 1',
        [named.id],
      );
      const otherId = other?.id ?? '';
      const { db: counted, statements } = counting();
      const revision = await revisionOf(db);
      const [arabic, kurdish, english, none] = await Promise.all([
        searchCards(counted, [String(named.id), otherId], 'ar'),
        searchCards(counted, [otherId, '999999999', String(named.id)], 'ckb'),
        searchCards(counted, [String(named.id)], 'en'),
        searchCards(counted, [], 'zh'),
      ]);
      expect(statements()).toBe(1);
      expect(arabic?.rows.map((row) => row.id)).toEqual([String(named.id), otherId]);
      // A product that no longer exists is left out.
      expect(kurdish?.rows.map((row) => row.id)).toEqual([otherId, String(named.id)]);
      expect(none?.rows).toEqual([]);
      for (const cards of [arabic, kurdish, english, none]) expect(cards?.revision).toBe(revision);
      const nameIn = (cards: typeof arabic, locale: Locale) =>
        toCardWire(cards?.rows.find((row) => row.id === String(named.id)) ?? ({} as CardRow), locale);
      expect(nameIn(arabic, 'ar').name).toBe('مصباح كويلوراما');
      expect(nameIn(english, 'en').name).toBe('Quillorama Reading Lamp');
      // Blank in Kurdish: the domain's fallback, Arabic first.
      expect(nameIn(kurdish, 'ckb').name).toBe('مصباح كويلوراما');
      // The card is the one a list reads (every language), but for its texts.
      const [listed] = await db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE p.id = $1`, [
        named.id,
      ]);
      for (const [cards, locale] of [
        [arabic, 'ar'],
        [kurdish, 'ckb'],
        [english, 'en'],
      ] as const)
        expect(nameIn(cards, locale)).toEqual(toCardWire(listed as CardRow, locale));
      await db.query('DELETE FROM product WHERE id = $1', [named.id]);
    });

    it('answers the revision when no card is found, and fails every search of a failed batch', async () => {
      const revision = await revisionOf(db);
      expect(await searchCards(db, ['999999998'], 'ar')).toEqual({ rows: [], revision });
      const failing: Database = Object.create(db) as Database;
      failing.query = () => Promise.reject(new Error('connection lost'));
      const results = await Promise.allSettled([
        searchCards(failing, ['1'], 'ar'),
        searchCards(failing, ['2'], 'en'),
      ]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    });
  });

  // Only a server can be opened again: an in-memory PGlite database is one handle's alone.
  if (secondHandles)
    describe('two server processes and a restart', () => {
      it('a write through one handle is searched through another at once, both ways', async () => {
        const other = await openMore();
        // Both have built their index before the writes.
        await currentSearchIndex(db);
        const theirs = await currentSearchIndex(other);
        expect(theirs).not.toBe(await currentSearchIndex(db));
        const mine = newProduct({ ar: '', en: 'Pelloquin Basket', ckb: '', zh: '' });
        await insertRows(db, 'product', [mine]);
        expect((await searched(other, 'pelloquin')).ids).toEqual([String(mine.id)]);
        const name = { ar: '', en: 'Vantrelle Basket', ckb: '', zh: '' };
        await other.query('UPDATE product SET name = $2::text::jsonb, search_doc = $3 WHERE id = $1', [
          mine.id,
          JSON.stringify(name),
          documentOf(name),
        ]);
        expect((await searched(db, 'vantrelle')).ids).toEqual([String(mine.id)]);
        expect(await searched(db, 'pelloquin')).toMatchObject({ total: 0 });
        await db.query('DELETE FROM product WHERE id = $1', [mine.id]);
        expect(await searched(other, 'vantrelle')).toMatchObject({ total: 0 });
        await expectIndexReadsAsDatabase(other, await currentSearchIndex(other));
      });

      it('a new handle (a restart) builds the index with everything', async () => {
        const restarted = await openMore();
        const index = await currentSearchIndex(restarted);
        expect(index.revision).toBe(await revisionOf(restarted));
        await expectIndexReadsAsDatabase(restarted, index);
        expect(await searched(restarted, 'glimmerwick')).toMatchObject({ total: 1_100 });
      });
    });
}

/**
 * The in-memory search index (issue 16 item 5) against the database it stands for: it matches
 * what PostgreSQL's text search matches, and a write is searched at once. `secondHandles`: the
 * database can be opened again (a server, not an in-memory PGlite).
 */
export function describeSearchIndex(
  name: string,
  open: OpenDatabase,
  secondHandles: boolean,
  skipReason?: string,
) {
  describe.skipIf(skipReason !== undefined)(`${name}: the search index`, () => {
    searchIndexTests(open, secondHandles);
  });
}
