import { searchDocumentOf, type SearchDocumentParts } from '@tijara/domain';
import type { ProductSort } from '@tijara/api/contract';
import { describe, expect, it } from 'vitest';
import { MATCH_POINTS, exactWordUnit, wordUnit, type QueryUnit, type TextQuery } from '../searchTerms';
import { SearchIndex, tsvectorWords, type IndexFilter, type IndexedProduct } from './searchIndex';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 1);

interface Made extends Partial<Omit<IndexedProduct, 'id' | 'searchDoc'>> {
  id: string;
  parts: SearchDocumentParts;
}

/** A product whose document the domain writes, as the server stores it. */
function product({ id, parts, ...columns }: Made): IndexedProduct {
  return {
    id,
    searchDoc: searchDocumentOf(parts),
    monthSold: 0,
    priceCents: 1_000,
    createdAt: START,
    brandId: null,
    categoryIds: [],
    ...columns,
  };
}

function indexOf(products: readonly IndexedProduct[]): SearchIndex {
  const index = new SearchIndex();
  for (const each of products) index.put(each);
  return index;
}

const word = (text: string, weights: 'A' | 'B' | 'C' | 'AC' | null = null, prefix = false): TextQuery => ({
  word: text,
  prefix,
  weights,
});

/** A unit that matches `match` and ranks nothing: for what a query matches. */
const matching = (match: TextQuery): QueryUnit => ({ match, levels: [], category: null });

const EVERYTHING = { sort: 'sales', limit: 1_000, offset: 0 } as const;

/** The ids a query matches, in id order. */
function idsMatching(index: SearchIndex, query: TextQuery, filter: IndexFilter = {}): string[] {
  const { ids, total } = index.rank([matching(query)], filter, EVERYTHING, false);
  expect(ids).toHaveLength(total);
  return ids.sort((a, b) => Number(a) - Number(b));
}

/** A buyer's word as the search makes it a unit: the index's words starting with it, no stem, no typo. */
function typedUnit(index: SearchIndex, typed: string): QueryUnit {
  const unit = wordUnit({
    typed,
    startingWith: index.wordsStartingWith(typed, 65),
    stem: null,
    corrections: [],
    characters: [],
  });
  if (!unit) throw new Error(`nothing can match ${typed}`);
  return unit;
}

describe('SearchIndex: what a text query matches', () => {
  const index = indexOf([
    product({
      id: '1',
      parts: {
        names: ['Razor-Sharp Chef Knife', 'سكين طاهٍ'],
        brands: ['Acme'],
        categories: ['Kitchen Knives', 'المطبخ'],
        attributes: ['Steel'],
      },
    }),
    product({ id: '2', parts: { names: ['Phone Cases 5000mAh'], categories: ['Kettle'] } }),
    product({ id: '3', parts: { names: ['Steel Kettle'], categories: ['Kitchen'] } }),
    product({ id: '4', parts: { names: ['蓝牙耳机', 'هێدفۆن'], categories: ['Audio'] } }),
  ]);

  it('matches a whole word of any section, and a word as the start of words only as a prefix', () => {
    expect(idsMatching(index, word('kettle'))).toEqual(['2', '3']);
    expect(idsMatching(index, word('kett'))).toEqual([]);
    expect(idsMatching(index, word('kett', null, true))).toEqual(['2', '3']);
    expect(idsMatching(index, word('5000mah'))).toEqual(['2']);
    expect(idsMatching(index, word('5000', null, true))).toEqual(['2']);
    // Folded as the domain folds: Arabic tanween, the article, Kurdish letters; Chinese words and characters.
    expect(idsMatching(index, word('طاهي'))).toEqual(['1']);
    expect(idsMatching(index, word('مطبخ'))).toEqual(['1']);
    expect(idsMatching(index, word('هيدفون'))).toEqual(['4']);
    expect(idsMatching(index, word('耳机'))).toEqual(['4']);
    expect(idsMatching(index, word('耳'))).toEqual(['4']);
    // A word of no document, and the separators of texts and sections, match nothing.
    expect(idsMatching(index, word('zebra'))).toEqual([]);
    expect(idsMatching(index, word('|'))).toEqual([]);
    expect(idsMatching(index, word('‖'))).toEqual([]);
  });

  it('restricts a word to the sections its weights name', () => {
    // "kettle": the name of 3, the category of 2.
    expect(idsMatching(index, word('kettle', 'A'))).toEqual(['3']);
    expect(idsMatching(index, word('kettle', 'B'))).toEqual(['2']);
    expect(idsMatching(index, word('kettle', 'C'))).toEqual([]);
    expect(idsMatching(index, word('kettle', 'AC'))).toEqual(['3']);
    // "kitchen" only in categories; "knife" the stem of the category's "knives" and a name word.
    expect(idsMatching(index, word('kitchen', 'A'))).toEqual([]);
    expect(idsMatching(index, word('kitchen', 'B'))).toEqual(['1', '3']);
    expect(idsMatching(index, word('knife', 'B'))).toEqual(['1']);
    expect(idsMatching(index, word('knife', 'A'))).toEqual(['1']);
    // "steel": the attribute of 1 (C), the name of 3 (A).
    expect(idsMatching(index, word('steel', 'C'))).toEqual(['1']);
    expect(idsMatching(index, word('steel', 'A'))).toEqual(['3']);
    expect(idsMatching(index, word('steel', 'AC'))).toEqual(['1', '3']);
    expect(idsMatching(index, word('steel', 'B'))).toEqual([]);
    // "case", the stem of the name's "cases", is in C.
    expect(idsMatching(index, word('case', 'C'))).toEqual(['2']);
    expect(idsMatching(index, word('case', 'A'))).toEqual([]);
    // The parts of a compound and a Chinese word's characters (D) match no weight but any.
    expect(idsMatching(index, word('sharp'))).toEqual(['1']);
    for (const weights of ['A', 'B', 'C', 'AC'] as const) {
      expect(idsMatching(index, word('sharp', weights))).toEqual([]);
      expect(idsMatching(index, word('耳', weights))).toEqual([]);
    }
    expect(idsMatching(index, word('razorsharp', 'A'))).toEqual(['1']);
    // A prefix with weights: words starting with it in those sections only.
    expect(idsMatching(index, word('kit', 'B', true))).toEqual(['1', '3']);
    expect(idsMatching(index, word('kit', 'A', true))).toEqual([]);
    expect(idsMatching(index, word('ste', 'C', true))).toEqual(['1']);
  });

  it('combines queries with all and any', () => {
    expect(idsMatching(index, { all: [word('steel'), word('kettle')] })).toEqual(['3']);
    expect(idsMatching(index, { all: [word('steel'), word('kitchen', 'B')] })).toEqual(['1', '3']);
    expect(idsMatching(index, { all: [word('steel'), word('zebra')] })).toEqual([]);
    expect(idsMatching(index, { any: [word('steel'), word('zebra')] })).toEqual(['1', '3']);
    expect(idsMatching(index, { any: [word('kettle', 'B'), word('耳机', 'A')] })).toEqual(['2', '4']);
    expect(
      idsMatching(index, {
        all: [{ any: [word('kettle'), word('knife')] }, { any: [word('steel', 'A'), word('acme', 'A')] }],
      }),
    ).toEqual(['1', '3']);
    expect(idsMatching(index, { any: [] })).toEqual([]);
  });
});

describe('SearchIndex: a frequent word', () => {
  it('matches as its postings do after products are added, replaced and removed', () => {
    // "kettle" is in most products (matched through a bitset kept between searches), "lid" in two
    // (through its postings); the index grows past a bitset's length between searches.
    const made = (n: number, names: string[]) =>
      product({ id: String(n), parts: { names, categories: ['Lid'] } });
    const index = indexOf(
      Array.from({ length: 40 }, (_each, n) => made(n + 1, n === 4 ? ['Lid'] : ['Kettle'])),
    );
    const kettles = (ids: number[]) => ids.filter((id) => id !== 5).map(String);
    const first = Array.from({ length: 40 }, (_each, n) => n + 1);
    expect(idsMatching(index, word('kettle'))).toEqual(kettles(first));
    expect(idsMatching(index, word('kettle', 'B'))).toEqual([]);
    expect(idsMatching(index, word('lid', 'A'))).toEqual(['5']);

    for (let n = 41; n <= 70; n += 1) index.put(made(n, ['Kettle']));
    index.put(made(7, ['Lid']));
    index.remove('9');
    const now = Array.from({ length: 70 }, (_each, n) => n + 1).filter((id) => id !== 7 && id !== 9);
    expect(idsMatching(index, word('kettle'))).toEqual(kettles(now));
    expect(idsMatching(index, word('kettle', 'A'))).toEqual(kettles(now));
    expect(idsMatching(index, word('lid', 'A'))).toEqual(['5', '7']);
    expect(idsMatching(index, word('lid', 'B'))).toHaveLength(69);
  });
});

describe('SearchIndex: its words', () => {
  it('lists the words starting with a word in byte order, the word itself first, at most the limit', () => {
    const index = indexOf([
      product({ id: '1', parts: { names: ['phones phone'], categories: ['Phonecase'] } }),
      product({ id: '2', parts: { names: ['phon phoney'] } }),
    ]);
    expect(index.wordsStartingWith('phone', 10)).toEqual(['phone', 'phonecase', 'phones', 'phoney']);
    expect(index.wordsStartingWith('phone', 2)).toEqual(['phone', 'phonecase']);
    expect(index.wordsStartingWith('phon', 10)).toEqual(['phon', 'phone', 'phonecase', 'phones', 'phoney']);
    expect(index.wordsStartingWith('phonez', 10)).toEqual([]);
    // UTF-8 byte order, as the database's C collation: U+FA0E (EF A8 8E) before U+10000 (F0 90 80 80),
    // which JavaScript's default order (UTF-16 code units: D800 before FA0E) puts the other way.
    index.put({ ...product({ id: '3', parts: { names: [] } }), searchDoc: 'k\u{10000} k\uFA0E kz' });
    expect(index.wordsStartingWith('k', 10)).toEqual(['kz', 'k\uFA0E', 'k\u{10000}']);
  });

  it('leaves out words only removed or replaced products had', () => {
    const index = indexOf([
      product({ id: '1', parts: { names: ['Kettle Kettlebell'] } }),
      product({ id: '2', parts: { names: ['Kettle'] } }),
    ]);
    index.remove('1');
    expect(index.wordsStartingWith('kettle', 10)).toEqual(['kettle']);
    index.put(product({ id: '2', parts: { names: ['Toaster'] } }));
    expect(index.wordsStartingWith('kettle', 10)).toEqual([]);
    expect(index.wordsStartingWith('toast', 10)).toEqual(['toaster']);
    // Put back, a word is listed again.
    index.put(product({ id: '1', parts: { names: ['Kettlebell'] } }));
    expect(index.wordsStartingWith('kettle', 10)).toEqual(['kettlebell']);
  });
});

describe('SearchIndex: put and remove', () => {
  it('replaces what it had of a product', () => {
    const index = indexOf([product({ id: '7', parts: { names: ['Kettle'] }, priceCents: 500 })]);
    index.put(product({ id: '7', parts: { names: ['Toaster'] }, priceCents: 900, brandId: 3 }));
    expect(index.size).toBe(1);
    expect(idsMatching(index, word('kettle'))).toEqual([]);
    expect(idsMatching(index, word('toaster'))).toEqual(['7']);
    // The new columns filter: the old price and brand no longer do.
    expect(idsMatching(index, word('toaster'), { maxPrice: 500 })).toEqual([]);
    expect(idsMatching(index, word('toaster'), { minPrice: 900, brandId: 3 })).toEqual(['7']);
  });

  it('forgets a removed product, and a removal of an unknown id changes nothing', () => {
    const index = indexOf([
      product({ id: '1', parts: { names: ['Kettle'] } }),
      product({ id: '2', parts: { names: ['Kettle'] } }),
    ]);
    index.remove('1');
    index.remove('1');
    index.remove('99');
    expect(index.size).toBe(1);
    expect(idsMatching(index, word('kettle'))).toEqual(['2']);
    expect(index.staleShare).toBe(0.5);
    index.remove('2');
    expect(index.size).toBe(0);
    expect(index.rank([matching(word('kettle'))], {}, EVERYTHING, false)).toEqual({ ids: [], total: 0 });
  });
});

describe('SearchIndex.rank', () => {
  it('puts the word in the name before a longer word of the name before the word elsewhere, category points added', () => {
    const index = indexOf([
      product({ id: '1', parts: { names: ['Kettle Steel'], categories: ['Appliances'] }, monthSold: 1 }),
      product({ id: '2', parts: { names: ['Kettlebell Iron'], categories: ['Fitness'] }, monthSold: 900 }),
      product({ id: '3', parts: { names: ['Teapot'], attributes: ['Kettle'] }, monthSold: 800 }),
      product({ id: '4', parts: { names: ['Teapot Glass'], categories: ['Kettle'] }, monthSold: 1_000 }),
      product({ id: '5', parts: { names: ['Kettle Pro'], categories: ['Kettle'] }, monthSold: 0 }),
      // Only a part of a compound: "other".
      product({ id: '6', parts: { names: ['Whistle-Kettle Lid'] }, monthSold: 5_000 }),
      product({ id: '7', parts: { names: ['Toaster'] }, monthSold: 10_000 }),
    ]);
    const unit = typedUnit(index, 'kettle');
    // name word 4 + category 3; other 1 + category 3 (more sales) and name word 4; variant 3; prefix 2; other 1.
    expect(MATCH_POINTS).toMatchObject({ nameWord: 4, nameVariant: 3, namePrefix: 2, other: 1, category: 3 });
    expect(index.rank([unit], {}, { sort: undefined, limit: 10, offset: 0 }, false)).toEqual({
      ids: ['5', '4', '1', '3', '2', '6'],
      total: 6,
    });
    // A prefix unit (a word of too many expansions) ranks the same.
    const prefixUnit = wordUnit({
      typed: 'kettle',
      startingWith: null,
      stem: null,
      corrections: [],
      characters: [],
    });
    expect(
      prefixUnit && index.rank([prefixUnit], {}, { sort: undefined, limit: 10, offset: 0 }, false).ids,
    ).toEqual(['5', '4', '1', '3', '2', '6']);
    // Two units add their points: "steel" is in 1's name only.
    expect(
      index.rank([unit, exactWordUnit('steel')], {}, { sort: undefined, limit: 10, offset: 0 }, false),
    ).toEqual({ ids: ['1'], total: 1 });
  });

  it('orders equal relevance by sales, then id as a number', () => {
    const index = indexOf([
      product({ id: '10', parts: { names: ['Kettle'] }, monthSold: 5 }),
      product({ id: '9', parts: { names: ['Kettle'] }, monthSold: 5 }),
      product({ id: '100', parts: { names: ['Kettle'] }, monthSold: 6 }),
    ]);
    expect(
      index.rank([exactWordUnit('kettle')], {}, { sort: undefined, limit: 10, offset: 0 }, false).ids,
    ).toEqual(['100', '9', '10']);
  });

  describe('the four sorts, as the SQL lists order them', () => {
    // Ids 9 and 10 tie on everything a sort looks at, and 11 and 12 on some: the id decides, as a number.
    const index = indexOf([
      product({ id: '10', parts: { names: ['Kettle'] }, monthSold: 5, priceCents: 300, createdAt: START }),
      product({ id: '9', parts: { names: ['Kettle'] }, monthSold: 5, priceCents: 300, createdAt: START }),
      product({
        id: '11',
        parts: { names: ['Kettle'] },
        monthSold: 7,
        priceCents: 100,
        createdAt: START + DAY,
      }),
      product({
        id: '12',
        parts: { names: ['Other', 'Kettle'] },
        monthSold: 1,
        priceCents: 900,
        createdAt: START - DAY,
      }),
      product({
        id: '2',
        parts: { names: ['Kettle', 'Kettle'] },
        monthSold: 7,
        priceCents: 900,
        createdAt: START + DAY,
      }),
    ]);
    const sorted = (sort: ProductSort) =>
      index.rank([typedUnit(index, 'kettle')], {}, { sort, limit: 10, offset: 0 }, false).ids;

    it('sales: month_sold DESC, id', () => {
      expect(sorted('sales')).toEqual(['2', '11', '9', '10', '12']);
    });
    it('priceAsc: price_cents, id', () => {
      expect(sorted('priceAsc')).toEqual(['11', '9', '10', '2', '12']);
    });
    it('priceDesc: price_cents DESC, id DESC', () => {
      expect(sorted('priceDesc')).toEqual(['12', '2', '10', '9', '11']);
    });
    it('newest: created_at DESC, id', () => {
      expect(sorted('newest')).toEqual(['2', '11', '9', '10', '12']);
    });
    it('a sort replaces the relevance', () => {
      const relevant = indexOf([
        product({ id: '1', parts: { names: ['Kettle'], categories: ['Kettle'] }, priceCents: 900 }),
        product({ id: '2', parts: { names: ['Teapot'], attributes: ['Kettle'] }, priceCents: 100 }),
      ]);
      const unit = typedUnit(relevant, 'kettle');
      expect(relevant.rank([unit], {}, { sort: undefined, limit: 10, offset: 0 }, false).ids).toEqual([
        '1',
        '2',
      ]);
      expect(relevant.rank([unit], {}, { sort: 'priceAsc', limit: 10, offset: 0 }, false).ids).toEqual([
        '2',
        '1',
      ]);
    });
  });

  it('filters by a category at any level, a brand, and a price range with both ends included', () => {
    const index = indexOf([
      product({
        id: '1',
        parts: { names: ['Kettle'] },
        categoryIds: [1, 10, 100],
        brandId: 5,
        priceCents: 1_000,
      }),
      product({
        id: '2',
        parts: { names: ['Kettle'] },
        categoryIds: [1, 10, 101],
        brandId: 6,
        priceCents: 2_000,
      }),
      product({
        id: '3',
        parts: { names: ['Kettle'] },
        categoryIds: [2, 20, 200],
        brandId: null,
        priceCents: 3_000,
      }),
      product({
        id: '4',
        parts: { names: ['Toaster'] },
        categoryIds: [1, 10, 100],
        brandId: 5,
        priceCents: 1_000,
      }),
    ]);
    const kettle = word('kettle');
    expect(idsMatching(index, kettle, { categoryId: 1 })).toEqual(['1', '2']);
    expect(idsMatching(index, kettle, { categoryId: 10 })).toEqual(['1', '2']);
    expect(idsMatching(index, kettle, { categoryId: 100 })).toEqual(['1']);
    expect(idsMatching(index, kettle, { categoryId: 20 })).toEqual(['3']);
    expect(idsMatching(index, kettle, { categoryId: 3 })).toEqual([]);
    expect(idsMatching(index, kettle, { brandId: 5 })).toEqual(['1']);
    expect(idsMatching(index, kettle, { brandId: 7 })).toEqual([]);
    expect(idsMatching(index, kettle, { minPrice: 2_000 })).toEqual(['2', '3']);
    expect(idsMatching(index, kettle, { maxPrice: 2_000 })).toEqual(['1', '2']);
    expect(idsMatching(index, kettle, { minPrice: 2_000, maxPrice: 2_000 })).toEqual(['2']);
    expect(idsMatching(index, kettle, { minPrice: 1_001, maxPrice: 1_999 })).toEqual([]);
    expect(
      idsMatching(index, kettle, { categoryId: 1, brandId: 6, minPrice: 1_000, maxPrice: 3_000 }),
    ).toEqual(['2']);
  });

  it('cuts a page and counts every match', () => {
    const index = indexOf(
      Array.from({ length: 25 }, (_each, n) =>
        product({ id: String(n + 1), parts: { names: ['Kettle'] }, monthSold: 100 - n }),
      ),
    );
    const unit = exactWordUnit('kettle');
    const page = (offset: number, limit: number) =>
      index.rank([unit], {}, { sort: undefined, limit, offset }, false);
    expect(page(0, 10)).toEqual({ ids: Array.from({ length: 10 }, (_each, n) => String(n + 1)), total: 25 });
    expect(page(10, 10).ids).toEqual(Array.from({ length: 10 }, (_each, n) => String(n + 11)));
    expect(page(20, 10)).toEqual({ ids: ['21', '22', '23', '24', '25'], total: 25 });
    expect(page(30, 10)).toEqual({ ids: [], total: 25 });
    expect(index.rank([unit], { maxPrice: 0 }, { sort: undefined, limit: 10, offset: 0 }, false)).toEqual({
      ids: [],
      total: 0,
    });
  });

  it('cuts every page of a long ranking from the same order, whatever order the products came in', () => {
    // Sales, prices and dates with many ties, added in a scrambled order: each page is the slice of
    // the whole order, which equal places break by id as a number.
    const ids = Array.from({ length: 150 }, (_each, n) => ((n * 37) % 150) + 1);
    const made = ids.map((id) =>
      product({
        id: String(id),
        parts: { names: [id % 3 === 0 ? 'Kettle' : 'Steel Kettle'] },
        monthSold: id % 4,
        priceCents: 1_000 + (id % 5),
        createdAt: START + (id % 6) * DAY,
      }),
    );
    const index = indexOf(made);
    const unit = typedUnit(index, 'kettle');
    const steel = exactWordUnit('steel');
    const byNumber = (a: IndexedProduct, b: IndexedProduct) => Number(a.id) - Number(b.id);
    const expected: Record<ProductSort | 'relevance', (a: IndexedProduct, b: IndexedProduct) => number> = {
      relevance: (a, b) => b.monthSold - a.monthSold || byNumber(a, b),
      sales: (a, b) => b.monthSold - a.monthSold || byNumber(a, b),
      priceAsc: (a, b) => a.priceCents - b.priceCents || byNumber(a, b),
      priceDesc: (a, b) => b.priceCents - a.priceCents || byNumber(b, a),
      newest: (a, b) => b.createdAt - a.createdAt || byNumber(a, b),
    };
    for (const [sort, order] of Object.entries(expected)) {
      const whole = [...made].sort(order).map((each) => each.id);
      const pageSort = sort === 'relevance' ? undefined : (sort as ProductSort);
      for (const [offset, limit] of [
        [0, 20],
        [20, 20],
        [7, 13],
        [140, 20],
        [0, 150],
      ] as const)
        expect(index.rank([unit], {}, { sort: pageSort, limit, offset }, false)).toEqual({
          ids: whole.slice(offset, offset + limit),
          total: 150,
        });
    }
    // With a second unit matched by only some, those that have both come first, each part in sales order.
    const both = made.filter((each) => Number(each.id) % 3 !== 0).sort(expected.sales);
    const one = made.filter((each) => Number(each.id) % 3 === 0).sort(expected.sales);
    expect(index.rank([unit, steel], {}, { sort: undefined, limit: 150, offset: 0 }, true).ids).toEqual(
      [...both, ...one].map((each) => each.id),
    );
  });

  it('ranks products put in the order of sales, and products changed since, as it ranks any', () => {
    // Built as the store builds it (sales descending, then id), then some products changed: a
    // ranking of one unit takes the first matches of the ordered ones. The same unit as a partial
    // query is ranked by comparing every match, in the same order (one unit: the same points).
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor(seed / 65_536) % below;
    };
    const names = ['Kettle', 'Kettles', 'Steel Kettle', 'Glass Jar', 'Kettle Lid', 'Cup'];
    const made = (id: number) =>
      product({
        id: String(id),
        parts: {
          names: [names[random(names.length)] ?? ''],
          categories: [random(3) === 0 ? 'Kettle' : 'Cups'],
        },
        monthSold: random(6),
      });
    const built = Array.from({ length: 300 }, (_each, n) => made(n + 1)).sort(
      (a, b) => b.monthSold - a.monthSold || Number(a.id) - Number(b.id),
    );
    const index = indexOf(built);
    const check = () => {
      for (const unit of [typedUnit(index, 'kettle'), typedUnit(index, 'ket'), exactWordUnit('cups')])
        for (const sort of [undefined, 'sales'] as const)
          for (const [offset, limit] of [
            [0, 20],
            [20, 20],
            [5, 300],
          ] as const) {
            const page = { sort, limit, offset };
            expect(index.rank([unit], {}, page, false)).toEqual(index.rank([unit], {}, page, true));
          }
    };
    check();
    const current = new Map(built.map((each) => [each.id, each]));
    for (let n = 0; n < 40; n += 1) {
      const changed = made(random(300) + 1);
      index.put(changed);
      current.set(changed.id, changed);
    }
    for (let n = 0; n < 10; n += 1) {
      const id = String(random(300) + 1);
      index.remove(id);
      current.delete(id);
    }
    check();
    // The order itself, on a word whose matches all score alike: sales, then id.
    const jars = [...current.values()]
      .filter((each) => each.searchDoc?.startsWith('glass jar '))
      .sort((a, b) => b.monthSold - a.monthSold || Number(a.id) - Number(b.id));
    expect(jars.length).toBeGreaterThan(20);
    expect(
      index.rank([exactWordUnit('jar')], {}, { sort: undefined, limit: 300, offset: 0 }, false).ids,
    ).toEqual(jars.map((each) => each.id));
  });

  it('ranks a partial match by how many units a product has, then by relevance', () => {
    const index = indexOf([
      product({ id: '1', parts: { names: ['Steel'] }, monthSold: 1_000 }),
      product({ id: '2', parts: { names: ['Kettle'] }, monthSold: 900 }),
      product({ id: '3', parts: { names: ['Teapot'], attributes: ['Steel', 'Kettle'] }, monthSold: 1 }),
      product({ id: '4', parts: { names: ['Steel Kettle Glass'] }, monthSold: 0 }),
      product({ id: '5', parts: { names: ['Toaster'] }, monthSold: 5_000 }),
      product({ id: '6', parts: { names: ['Glass'] }, monthSold: 10 }),
    ]);
    const units = [exactWordUnit('steel'), exactWordUnit('kettle'), exactWordUnit('glass')];
    const ranked = (partial: boolean) =>
      index.rank(units, {}, { sort: undefined, limit: 10, offset: 0 }, partial);
    expect(ranked(false)).toEqual({ ids: ['4'], total: 1 });
    // 4 has three; 3 two (both as "other", found outside the name); then one each, by sales.
    expect(ranked(true)).toEqual({ ids: ['4', '3', '1', '2', '6'], total: 5 });
    // With a sort the units still come first.
    expect(index.rank(units, {}, { sort: 'priceAsc', limit: 10, offset: 0 }, true).ids).toEqual([
      '4',
      '3',
      '1',
      '2',
      '6',
    ]);
    expect(index.rank(units, {}, { sort: 'priceDesc', limit: 2, offset: 1 }, true)).toEqual({
      ids: ['3', '6'],
      total: 5,
    });
  });
});

describe('tsvectorWords', () => {
  it("reads a tsvector's text: quoted words with their escapes, and the sections of their positions", () => {
    expect(tsvectorWords(`'a':1A,5 'b\\\\c':2B 'it''s':3C 'x':4 'y'`)).toEqual(
      new Map([
        ['a', 8 | 1],
        ['b\\c', 4],
        ["it's", 2],
        ['x', 1],
        ['y', 1],
      ]),
    );
    expect(tsvectorWords('')).toEqual(new Map());
  });
});
