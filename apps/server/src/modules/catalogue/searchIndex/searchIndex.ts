import {
  editDistance,
  isTypoOf,
  SEARCH_SECTION_SEPARATOR,
  searchWordsOf,
  TWO_TYPOS_MIN_LETTERS,
  typoEditLimit,
} from '@tijara/domain';
import type { ProductSort } from '@tijara/api/contract';
import type { SynonymTable } from '../searchSynonyms';
import {
  MATCH_POINTS,
  anyUnitOf,
  everyUnitOf,
  tsqueryOf,
  type QueryUnit,
  type TextQuery,
  type Weights,
} from '../searchTerms';

/**
 * The catalogue's search index, in the server's memory (issue 16, item 5): every product's
 * search document (`product.search_doc`, its four sections) as posting lists, and the columns a
 * list filters and sorts on. A keyword search is answered here, a few hundred microseconds for a
 * word in thousands of products, and only the page's cards are read from the database.
 *
 * It holds nothing the database does not: `searchIndexStore.ts` builds it from the products and
 * brings it up to date before every search from the database's change log (migration 0027), so
 * every server process answers from the same data, at once after a write, and a restart builds
 * it again. It answers exactly what the tsquery of the same `TextQuery` answers on the
 * `search_words` column (migration 0026): the same words, sections (weights) and prefixes.
 */

/** A product as the index keeps it. */
export interface IndexedProduct {
  id: string;
  /**
   * The document's words and sections as PostgreSQL reads them: `product.search_words` as text
   * (`'word':1A,2A 'other':3B`). Its text parser drops characters its locale does not take for
   * letters or digits (rare numerals, the newest Han and Arabic blocks, which PGlite and a server
   * may not even agree on), so the index reads the database's words rather than splitting
   * `searchDoc` itself, and answers exactly what a tsquery would on the same database.
   */
  searchWords?: string;
  /** The document itself, split at spaces: for an index built without a database (tests). */
  searchDoc?: string;
  monthSold: number;
  priceCents: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  brandId: number | null;
  categoryIds: readonly number[];
}

/** What narrows a search besides its words. */
export interface IndexFilter {
  categoryId?: number | undefined;
  brandId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

export interface IndexPage {
  sort: ProductSort | undefined;
  limit: number;
  offset: number;
}

/** The section bits of a word's occurrences in a document: A (name) 8, B 4, C 2, D 1. */
const SECTION_BITS = [8, 4, 2, 1] as const;
const WEIGHT_BITS: Record<Weights, number> = { A: 8, B: 4, C: 2, AC: 10 };

interface Posting {
  ordinals: number[];
  sections: number[];
  /**
   * For a word in many products, what it matches by section mask, built on first use and
   * forgotten when a product with the word is added (`SearchIndex.denseMatches`).
   */
  dense?: Map<number, Uint32Array> | undefined;
}

/**
 * A word with at least this many postings per word of a bitset (at 50,000 products, 782 postings)
 * is matched by ORing a bitset of it kept between searches: a pass over the bitset's words costs
 * less than setting a bit for each posting.
 */
const DENSE_POSTINGS_PER_WORD = 1 / 2;

interface Stored extends IndexedProduct {
  numericId: number;
}

/** Section bits of the weights in a tsvector's text (D, the default, is not written). */
const WEIGHT_LETTER_BITS: Readonly<Record<string, number>> = { A: 8, B: 4, C: 2, D: 1 };

/**
 * The words of a tsvector's text output and the sections each is in: `'it''s':1A,4 'b\\c':2B`.
 * A lexeme is quoted, with `''` for a quote and a backslash before a backslash or quote; its
 * positions follow a colon, each with its weight letter unless D.
 */
export function tsvectorWords(text: string): Map<string, number> {
  const words = new Map<string, number>();
  let index = 0;
  while (index < text.length) {
    if (text[index] !== "'") {
      index += 1;
      continue;
    }
    let word = '';
    index += 1;
    while (index < text.length) {
      const character = text[index] ?? '';
      if (character === '\\') {
        word += text[index + 1] ?? '';
        index += 2;
      } else if (character === "'" && text[index + 1] === "'") {
        word += "'";
        index += 2;
      } else if (character === "'") {
        index += 1;
        break;
      } else {
        word += character;
        index += 1;
      }
    }
    let sections = 0;
    if (text[index] === ':') {
      index += 1;
      while (index < text.length && text[index] !== ' ') {
        const character = text[index] ?? '';
        if (character in WEIGHT_LETTER_BITS) sections |= WEIGHT_LETTER_BITS[character] ?? 0;
        else if (character === ',' && /[0-9]/.test(text[index - 1] ?? '')) sections |= 1;
        index += 1;
      }
      if (/[0-9]/.test(text[index - 1] ?? '')) sections |= 1;
    } else sections = 1;
    words.set(word, (words.get(word) ?? 0) | sections);
  }
  return words;
}

/** The words of a document and the sections each is in, split at spaces as the domain writes it. */
function documentWords(searchDoc: string): Map<string, number> {
  const words = new Map<string, number>();
  searchDoc.split(SEARCH_SECTION_SEPARATOR).forEach((section, index) => {
    const bit = SECTION_BITS[index] ?? SECTION_BITS[0];
    for (const word of searchWordsOf(section)) {
      if (word === '|') continue;
      words.set(word, (words.get(word) ?? 0) | bit);
    }
  });
  return words;
}

const bySales = (a: Stored, b: Stored) => b.monthSold - a.monthSold || a.numericId - b.numericId;

/**
 * The ranking's key of a match (`SearchIndex.rank`): the units it matches times UNIT_WEIGHT plus
 * its relevance points (below UNIT_WEIGHT: at most 7 a unit, a query of at most 50 words), times
 * SALES_SPAN plus its month's sales (below 2^32): below 2^53, exact in a double.
 */
const UNIT_WEIGHT = 512;
const SALES_SPAN = 2 ** 32;

/** Each order of the SQL lists (`productSearch.ts`), the id last so pages never overlap. */
const ORDERS: Record<ProductSort, (a: Stored, b: Stored) => number> = {
  sales: bySales,
  priceAsc: (a, b) => a.priceCents - b.priceCents || a.numericId - b.numericId,
  priceDesc: (a, b) => b.priceCents - a.priceCents || b.numericId - a.numericId,
  newest: (a, b) => b.createdAt - a.createdAt || a.numericId - b.numericId,
};

export interface IndexRanking {
  ids: string[];
  total: number;
}

export class SearchIndex {
  /** The change log's revision this index reflects. */
  revision = 0;
  /** The search synonyms as of {@link revision} (`searchSynonyms.ts`). */
  synonyms: SynonymTable = new Map();
  private readonly products: (Stored | null)[] = [];
  private readonly ordinalOf = new Map<string, number>();
  private readonly postings = new Map<string, Posting>();
  private sortedWords: string[] | null = null;
  private removed = 0;
  /** By ordinal: the product's month's sales, the default order after relevance. */
  private monthSold = new Float64Array(1024);
  /**
   * By ordinal, a bit set while the product is in the index: a search's matches are masked with
   * it, so the ranking does not read each match's product (an object somewhere in the heap, a
   * cache miss apiece) to learn that it was not removed.
   */
  private live = new Uint32Array(32);
  /** Bitsets of the index's current size for {@link matches}, handed back after each search. */
  private spareBitsets: Uint32Array[] = [];
  /** By ordinal: the product's id as a number, the last order of equal places. */
  private numericIds = new Float64Array(1024);
  /**
   * The ordinals below this were put in the order of sales (the month's sales descending, then
   * the id), as the store builds the index: among them, an ordinal's place is its place in that
   * order, so a search ranked by sales takes the first of its matches rather than comparing them
   * all ({@link rankInSalesOrder}). Products put later (changed since) come after, in any order.
   */
  private salesOrderedUntil = 0;

  /** Products the index answers for. */
  get size(): number {
    return this.ordinalOf.size;
  }

  /** Adds a product, or replaces what the index had of it. */
  put(product: IndexedProduct): void {
    this.remove(product.id);
    const ordinal = this.products.length;
    this.products.push({ ...product, numericId: Number(product.id) });
    if (ordinal >= this.monthSold.length) {
      this.monthSold = doubled(this.monthSold);
      this.numericIds = doubled(this.numericIds);
    }
    this.monthSold[ordinal] = product.monthSold;
    this.numericIds[ordinal] = Number(product.id);
    if (ordinal === this.salesOrderedUntil && (ordinal === 0 || this.soldBefore(ordinal - 1, ordinal)))
      this.salesOrderedUntil += 1;
    if (ordinal >>> 5 >= this.live.length) {
      const grown = new Uint32Array(this.live.length * 2);
      grown.set(this.live);
      this.live = grown;
    }
    this.live[ordinal >>> 5] = (this.live[ordinal >>> 5] ?? 0) | (1 << (ordinal & 31));
    this.ordinalOf.set(product.id, ordinal);
    const words =
      product.searchWords !== undefined
        ? tsvectorWords(product.searchWords)
        : documentWords(product.searchDoc ?? '');
    for (const [word, sections] of words) {
      let posting = this.postings.get(word);
      if (!posting) {
        posting = { ordinals: [], sections: [] };
        this.postings.set(word, posting);
        this.sortedWords = null;
      }
      posting.ordinals.push(ordinal);
      posting.sections.push(sections);
      posting.dense = undefined;
    }
  }

  /** Whether the product at ordinal `a` comes before the one at `b` in the order of sales. */
  private soldBefore(a: number, b: number): boolean {
    const soldA = this.monthSold[a] ?? 0;
    const soldB = this.monthSold[b] ?? 0;
    return soldA > soldB || (soldA === soldB && (this.numericIds[a] ?? 0) < (this.numericIds[b] ?? 0));
  }

  /** Forgets a product (its postings stay, pointing at nothing, until the index is built again). */
  remove(id: string): void {
    const ordinal = this.ordinalOf.get(id);
    if (ordinal === undefined) return;
    this.products[ordinal] = null;
    this.live[ordinal >>> 5] = (this.live[ordinal >>> 5] ?? 0) & ~(1 << (ordinal & 31));
    this.ordinalOf.delete(id);
    this.removed += 1;
  }

  /** Postings that point at removed products, as a share of all: the store builds anew past a limit. */
  get staleShare(): number {
    return this.products.length === 0 ? 0 : this.removed / this.products.length;
  }

  private words(): string[] {
    this.sortedWords ??= [...this.postings.keys()].sort(compareBytes);
    return this.sortedWords;
  }

  /**
   * The index's words starting with `word`, in byte order (so `word` itself first when it is one),
   * at most `limit`, of products the index still has.
   */
  wordsStartingWith(word: string, limit: number): string[] {
    const words = this.words();
    const found: string[] = [];
    for (let index = lowerBound(words, word); index < words.length && found.length < limit; index += 1) {
      const candidate = words[index] ?? '';
      if (!candidate.startsWith(word)) break;
      if (this.isLive(candidate)) found.push(candidate);
    }
    return found;
  }

  /**
   * The index's words a buyer's unknown word may be a typo of (the domain's `isTypoOf`: one edit
   * from 4 letters, two from 8, the first letter kept below 8), fewest edits first, then those in
   * the most products, at most `limit`. Below 8 letters only the words with the same first letter
   * are compared (a range of the sorted words); from 8, those of a length within two.
   */
  typoCorrections(typed: string, limit: number): string[] {
    const edits = typoEditLimit(typed);
    if (edits === 0) return [];
    const words = this.words();
    const letters = Array.from(typed);
    const [from, to] =
      letters.length < TWO_TYPOS_MIN_LETTERS ? this.rangeOf(letters[0] ?? '') : [0, words.length];
    const found: { word: string; edits: number; products: number }[] = [];
    for (let index = from; index < to; index += 1) {
      const word = words[index] ?? '';
      // Code units for a first cut (a letter outside the BMP counts twice): exact below.
      if (Math.abs(word.length - typed.length) > edits * 2) continue;
      if (!isTypoOf(typed, word) || !this.isLive(word)) continue;
      found.push({
        word,
        edits: editDistance(typed, word),
        products: this.postings.get(word)?.ordinals.length ?? 0,
      });
    }
    return found
      .sort((a, b) => a.edits - b.edits || b.products - a.products || compareBytes(a.word, b.word))
      .slice(0, limit)
      .map(({ word }) => word);
  }

  /** The range of the sorted words starting with `prefix`. */
  private rangeOf(prefix: string): [number, number] {
    const words = this.words();
    const from = lowerBound(words, prefix);
    let to = from;
    while (to < words.length && (words[to] ?? '').startsWith(prefix)) to += 1;
    return [from, to];
  }

  private isLive(word: string): boolean {
    const posting = this.postings.get(word);
    return posting !== undefined && posting.ordinals.some((ordinal) => this.products[ordinal] !== null);
  }

  /**
   * The products a query matches, as a bitset over ordinals (removed products included: {@link
   * rank} leaves them out), computed once per search for each distinct tree.
   */
  private matches(query: TextQuery, memo: Map<string, Uint32Array>): Uint32Array {
    const key = tsqueryOf(query);
    const known = memo.get(key);
    if (known) return known;
    const result = this.bitset();
    if ('word' in query) this.addWordMatches(result, query);
    else if ('all' in query) {
      result.fill(0xffffffff);
      for (const operand of query.all) {
        const set = this.matches(operand, memo);
        for (let index = 0; index < result.length; index += 1)
          result[index] = (result[index] ?? 0) & (set[index] ?? 0);
      }
      if (query.all.length === 0) result.fill(0);
    } else {
      for (const operand of query.any) {
        // A word's matches go straight into the union (a word of its own would be a bitset more).
        if ('word' in operand) {
          this.addWordMatches(result, operand);
          continue;
        }
        const set = this.matches(operand, memo);
        for (let index = 0; index < result.length; index += 1)
          result[index] = (result[index] ?? 0) | (set[index] ?? 0);
      }
    }
    memo.set(key, result);
    return result;
  }

  /** Sets the bits of the products a word query matches. */
  private addWordMatches(result: Uint32Array, query: Extract<TextQuery, { word: string }>): void {
    const mask = query.weights ? WEIGHT_BITS[query.weights] : 15;
    const words = query.prefix ? this.wordsFrom(query.word) : [query.word];
    for (const word of words) {
      const posting = this.postings.get(word);
      if (!posting) continue;
      if (posting.ordinals.length >= result.length * DENSE_POSTINGS_PER_WORD) {
        const set = this.denseMatches(posting, mask);
        // A bitset made before the index last grew is shorter: its products are all within it.
        for (let index = 0; index < set.length; index += 1)
          result[index] = (result[index] ?? 0) | (set[index] ?? 0);
      } else setPostings(result, posting, mask);
    }
  }

  /** A frequent word's matches in the sections of `mask`, kept on its posting. */
  private denseMatches(posting: Posting, mask: number): Uint32Array {
    posting.dense ??= new Map();
    let set = posting.dense.get(mask);
    if (!set) {
      set = new Uint32Array((this.products.length + 31) >>> 5);
      setPostings(set, posting, mask);
      posting.dense.set(mask, set);
    }
    return set;
  }

  /** Every word starting with `prefix`, as a tsquery prefix (`'word':*`) matches them. */
  private wordsFrom(prefix: string): string[] {
    const words = this.words();
    const found: string[] = [];
    for (let index = lowerBound(words, prefix); index < words.length; index += 1) {
      const word = words[index] ?? '';
      if (!word.startsWith(prefix)) break;
      found.push(word);
    }
    return found;
  }

  /**
   * One page of a keyword search's ranking and the number of all its matches, as the SQL
   * orders of `productSearch.ts` would order them: with `partial` false, the products matching
   * every unit; true, those matching any, the most units first. Without a sort, the most relevant
   * first (each unit's first satisfied level, plus the category's points), then sales.
   *
   * The matches are bitsets; only the page's rows are sorted (a bounded heap of offset + limit),
   * so a word found in thousands of products costs a pass over them, not a sort. A query of one
   * unit by relevance, or any by sales, without a filter, takes the page from products kept in
   * the order of sales, a block of 32 at a time (`rankInSalesOrder`).
   */
  rank(units: readonly QueryUnit[], filter: IndexFilter, page: IndexPage, partial: boolean): IndexRanking {
    const memo = new Map<string, Uint32Array>();
    try {
      return this.rankWith(memo, units, filter, page, partial);
    } finally {
      this.spareBitsets.push(...memo.values());
    }
  }

  /** A cleared bitset over the index's ordinals: a spare one when there is one. */
  private bitset(): Uint32Array {
    const length = (this.products.length + 31) >>> 5;
    const spare = this.spareBitsets.pop();
    if (spare && spare.length === length) return spare.fill(0);
    // The index has grown since: the spares are too short.
    if (spare) this.spareBitsets = [];
    return new Uint32Array(length);
  }

  private rankWith(
    memo: Map<string, Uint32Array>,
    units: readonly QueryUnit[],
    filter: IndexFilter,
    page: IndexPage,
    partial: boolean,
  ): IndexRanking {
    const matched = this.matches(partial ? anyUnitOf(units) : everyUnitOf(units), memo);
    const filtered =
      filter.categoryId !== undefined ||
      filter.brandId !== undefined ||
      filter.minPrice !== undefined ||
      filter.maxPrice !== undefined;
    const [only] = units;
    if (!filtered && !partial && !page.sort && units.length === 1 && only)
      return this.rankInSalesOrder(memo, matched, only, page);
    if (!filtered && !partial && page.sort === 'sales')
      return this.rankInSalesOrder(memo, matched, null, page);
    // Each match's place before the list's own order, in one number: with `partial`, how many
    // units it matches (times UNIT_WEIGHT); without a sort, its relevance (each unit's first
    // satisfied level, plus the category's points), then its sales (units and points are small, a
    // month's sales below 2^32). Scored in the pass that finds the matches; only the page's rows
    // are kept, so the page's selection compares numbers rather than products.
    const relevance = !page.sort;
    const scorers = units.map((unit) => ({
      unitSet: partial ? this.matches(unit.match, memo) : null,
      levelSets: relevance ? unit.levels.map((level) => this.matches(level.query, memo)) : [],
      levelPoints: unit.levels.map((level) => level.points),
      category: relevance && unit.category ? this.matches(unit.category, memo) : null,
    }));
    const products = this.products as Stored[];
    const order = page.sort ? ORDERS[page.sort] : null;
    const numericIds = this.numericIds;
    const top = new FirstPlaces(
      page.offset + page.limit,
      order
        ? (a, b) => order(products[a] as Stored, products[b] as Stored)
        : (a, b) => (numericIds[a] ?? 0) - (numericIds[b] ?? 0),
    );
    const scored = partial || relevance;
    const live = this.live;
    const monthSold = this.monthSold;
    let count = 0;
    for (let block = 0; block < matched.length; block += 1) {
      let bits = (matched[block] ?? 0) & (live[block] ?? 0);
      while (bits !== 0) {
        const low = bits & -bits;
        const ordinal = (block << 5) + (31 - Math.clz32(low));
        bits ^= low;
        if (filtered && !passes(products[ordinal] as Stored, filter)) continue;
        count += 1;
        let score = 0;
        if (scored)
          for (const { unitSet, levelSets, levelPoints, category } of scorers) {
            const inUnit = unitSet === null || hasBit(unitSet, ordinal);
            if (unitSet !== null && inUnit) score += UNIT_WEIGHT;
            if (relevance) score += pointsOf(ordinal, levelSets, levelPoints, category, inUnit);
          }
        const key = relevance ? score * SALES_SPAN + (monthSold[ordinal] ?? 0) : score;
        // Most matches come after every product kept: one comparison here turns them away.
        if (key >= top.lowestKey) top.offer(key, ordinal);
      }
    }
    return {
      ids: top
        .inOrder()
        .slice(page.offset)
        .map((ordinal) => products[ordinal]?.id ?? ''),
      total: count,
    };
  }

  /**
   * A page of the matches of a query of one unit, by relevance then sales (`unit`), or by sales
   * alone (null), when no filter narrows it: the generic ranking's order, found without comparing
   * every match. Among the ordinals put in the order of sales, the first matches of each number of
   * points are the best of it, so a pass over the blocks of the bitsets sorts each block's matches
   * by points (a few operations on 32 products at once) and keeps each number's first offset +
   * limit. The products put later are scored one by one; those kept and those are sorted at the end.
   */
  private rankInSalesOrder(
    memo: Map<string, Uint32Array>,
    matched: Uint32Array,
    unit: QueryUnit | null,
    page: IndexPage,
  ): IndexRanking {
    const wanted = page.offset + page.limit;
    const levelSets = unit ? unit.levels.map((level) => this.matches(level.query, memo)) : [];
    const levelPoints = unit ? unit.levels.map((level) => level.points) : [];
    const category = unit?.category ? this.matches(unit.category, memo) : null;
    const mostPoints = unit ? Math.max(MATCH_POINTS.other, ...levelPoints) + MATCH_POINTS.category : 0;
    // For the block at hand, its matches by their points; and how many of each are kept.
    const byPoints = new Int32Array(mostPoints + 1);
    const kept = new Int32Array(mostPoints + 1);
    const keptOrdinals: number[] = [];
    const keptPoints: number[] = [];
    const keep = (ordinal: number, points: number) => {
      keptOrdinals.push(ordinal);
      keptPoints.push(points);
    };
    const orderedBlocks = this.salesOrderedUntil >>> 5;
    const live = this.live;
    let count = 0;
    // Ordered products with fewer points than this can no longer reach the page.
    let lowestOpen = 0;
    for (let block = 0; block < matched.length; block += 1) {
      const bits = (matched[block] ?? 0) & (live[block] ?? 0);
      if (bits === 0) continue;
      count += bitCount(bits);
      if (block >= orderedBlocks) {
        // Put after the ordered ones: every match is kept, with its points.
        for (let rest = bits; rest !== 0; rest &= rest - 1) {
          const ordinal = (block << 5) + (31 - Math.clz32(rest & -rest));
          keep(ordinal, unit ? pointsOf(ordinal, levelSets, levelPoints, category, true) : 0);
        }
        continue;
      }
      // Every place on the page is taken by ordered products already kept: only the count is left.
      if (lowestOpen > mostPoints) continue;
      // The block's matches by points; `present` has a bit for each number of points it has.
      let present = 0;
      if (unit) {
        const inCategory = category ? (category[block] ?? 0) : 0;
        let rest = bits;
        for (let level = 0; level < levelSets.length && rest !== 0; level += 1) {
          const at = ((levelSets[level] as Uint32Array)[block] ?? 0) & rest;
          if (at === 0) continue;
          rest &= ~at;
          const points = levelPoints[level] ?? 0;
          present = addBits(byPoints, present, lowestOpen, points, at & ~inCategory);
          present = addBits(byPoints, present, lowestOpen, points + MATCH_POINTS.category, at & inCategory);
        }
        present = addBits(byPoints, present, lowestOpen, MATCH_POINTS.other, rest & ~inCategory);
        const otherInCategory = MATCH_POINTS.other + MATCH_POINTS.category;
        present = addBits(byPoints, present, lowestOpen, otherInCategory, rest & inCategory);
      } else present = addBits(byPoints, present, lowestOpen, 0, bits);
      if (present === 0) continue;
      while (present !== 0) {
        const points = 31 - Math.clz32(present);
        present ^= 1 << points;
        let rest = byPoints[points] ?? 0;
        byPoints[points] = 0;
        for (; rest !== 0 && (kept[points] ?? 0) < wanted; rest &= rest - 1) {
          keep((block << 5) + (31 - Math.clz32(rest & -rest)), points);
          kept[points] = (kept[points] ?? 0) + 1;
        }
      }
      // Once `wanted` ordered products with at least some number of points are kept, a later
      // ordered product with that many points or fewer comes after all of them: those are closed.
      for (let points = mostPoints, above = 0; points >= lowestOpen; points -= 1) {
        above += kept[points] ?? 0;
        if (above >= wanted) {
          lowestOpen = points + 1;
          break;
        }
      }
    }
    const places = keptOrdinals.map((_ordinal, place) => place);
    places.sort(
      (a, b) =>
        (keptPoints[b] ?? 0) - (keptPoints[a] ?? 0) ||
        (this.soldBefore(keptOrdinals[a] ?? 0, keptOrdinals[b] ?? 0) ? -1 : 1),
    );
    return {
      ids: places
        .slice(page.offset, wanted)
        .map((place) => this.products[keptOrdinals[place] ?? 0]?.id ?? ''),
      total: count,
    };
  }
}

/**
 * The points a unit gives a product (`MATCH_POINTS`): those of the first of its levels the product
 * satisfies, else those of any other match when it matches the unit at all; plus the category's
 * when the unit names one of the product's categories.
 */
function pointsOf(
  ordinal: number,
  levelSets: readonly Uint32Array[],
  levelPoints: readonly number[],
  category: Uint32Array | null,
  inUnit: boolean,
): number {
  let points = 0;
  for (let level = 0; level < levelSets.length; level += 1) {
    if (hasBit(levelSets[level] as Uint32Array, ordinal)) {
      points = levelPoints[level] ?? 0;
      break;
    }
  }
  if (points === 0 && inUnit) points = MATCH_POINTS.other;
  if (category && hasBit(category, ordinal)) points += MATCH_POINTS.category;
  return points;
}

/**
 * Adds a block's matches with `points` to {@link SearchIndex.rankInSalesOrder}'s `byPoints`, unless
 * none or the number is closed (below `lowestOpen`): the block's `present` numbers, updated.
 */
function addBits(
  byPoints: Int32Array,
  present: number,
  lowestOpen: number,
  points: number,
  bits: number,
): number {
  if (bits === 0 || points < lowestOpen) return present;
  byPoints[points] = (byPoints[points] ?? 0) | bits;
  return present | (1 << points);
}

/** The number of bits set in a 32-bit word. */
function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The first `capacity` of the items offered, each an ordinal with a key, in order: the highest
 * key first, equal keys in the order `tie` says. A bounded heap of the best so far whose root is
 * the last of them, so n offers cost n comparisons with the root and a few more for those that
 * enter; keys and ordinals are in typed arrays, so a comparison reads no product.
 */
class FirstPlaces {
  private readonly keys: Float64Array;
  private readonly ordinals: Int32Array;
  private size = 0;
  /**
   * Once the heap is full, the key of the last item kept; before, -Infinity. An item with a lower
   * key comes after every item kept: {@link offer} would turn it away.
   */
  lowestKey = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly capacity: number,
    private readonly tie: (a: number, b: number) => number,
  ) {
    this.keys = new Float64Array(Math.max(capacity, 0));
    this.ordinals = new Int32Array(Math.max(capacity, 0));
  }

  /** Whether item a (its key and ordinal) comes after item b. */
  private after(keyA: number, ordinalA: number, keyB: number, ordinalB: number): boolean {
    return keyA < keyB || (keyA === keyB && this.tie(ordinalA, ordinalB) > 0);
  }

  /** Whether the item comes after the one kept at `place`. */
  private afterPlace(key: number, ordinal: number, place: number): boolean {
    return this.after(key, ordinal, this.keys[place] ?? 0, this.ordinals[place] ?? 0);
  }

  private put(place: number, key: number, ordinal: number): void {
    this.keys[place] = key;
    this.ordinals[place] = ordinal;
  }

  private move(from: number, to: number): void {
    this.put(to, this.keys[from] ?? 0, this.ordinals[from] ?? 0);
  }

  offer(key: number, ordinal: number): void {
    if (this.size < this.capacity) {
      // A new leaf, moved up past every parent it comes after.
      let place = this.size;
      this.size += 1;
      while (place > 0) {
        const parent = (place - 1) >>> 1;
        if (!this.afterPlace(key, ordinal, parent)) break;
        this.move(parent, place);
        place = parent;
      }
      this.put(place, key, ordinal);
      if (this.size === this.capacity) this.lowestKey = this.keys[0] ?? 0;
      return;
    }
    // Kept only when it comes before the root (the last kept), which it replaces, moved down
    // past every child that comes after it.
    if (this.size === 0 || !this.after(this.keys[0] ?? 0, this.ordinals[0] ?? 0, key, ordinal)) return;
    let place = 0;
    for (;;) {
      const left = 2 * place + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const later =
        right < this.size && this.afterPlace(this.keys[right] ?? 0, this.ordinals[right] ?? 0, left)
          ? right
          : left;
      if (!this.after(this.keys[later] ?? 0, this.ordinals[later] ?? 0, key, ordinal)) break;
      this.move(later, place);
      place = later;
    }
    this.put(place, key, ordinal);
    this.lowestKey = this.keys[0] ?? 0;
  }

  /** The items kept, first first. */
  inOrder(): number[] {
    const places = Array.from({ length: this.size }, (_unused, place) => place);
    places.sort((a, b) =>
      this.after(this.keys[a] ?? 0, this.ordinals[a] ?? 0, this.keys[b] ?? 0, this.ordinals[b] ?? 0)
        ? 1
        : this.after(this.keys[b] ?? 0, this.ordinals[b] ?? 0, this.keys[a] ?? 0, this.ordinals[a] ?? 0)
          ? -1
          : 0,
    );
    return places.map((place) => this.ordinals[place] ?? 0);
  }
}

/** Sets the bits of the products whose postings are in a section of `mask`. */
function setPostings(set: Uint32Array, { ordinals, sections }: Posting, mask: number): void {
  for (let index = 0; index < ordinals.length; index += 1) {
    if (((sections[index] ?? 0) & mask) === 0) continue;
    const ordinal = ordinals[index] ?? 0;
    set[ordinal >>> 5] = (set[ordinal >>> 5] ?? 0) | (1 << (ordinal & 31));
  }
}

/** A copy twice as long, the rest zeros. */
function doubled(array: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const grown = new Float64Array(array.length * 2);
  grown.set(array);
  return grown;
}

function hasBit(set: Uint32Array, ordinal: number): boolean {
  return ((set[ordinal >>> 5] ?? 0) & (1 << (ordinal & 31))) !== 0;
}

function passes(product: Stored, filter: IndexFilter): boolean {
  if (filter.categoryId !== undefined && !product.categoryIds.includes(filter.categoryId)) return false;
  if (filter.brandId !== undefined && product.brandId !== filter.brandId) return false;
  if (filter.minPrice !== undefined && product.priceCents < filter.minPrice) return false;
  if (filter.maxPrice !== undefined && product.priceCents > filter.maxPrice) return false;
  return true;
}

/**
 * Byte order of UTF-8, as the database's C collation sorts the vocabulary: the order of code
 * points, which is that of UTF-16 code units but for the surrogates (D800-DFFF, which stand for
 * code points from 0x10000): they come after E000-FFFF.
 */
function compareBytes(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const x = a.charCodeAt(index);
    const y = b.charCodeAt(index);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

function codePointRank(unit: number): number {
  if (unit >= 0xe000) return unit - 0x800;
  return unit >= 0xd800 ? unit + 0x2000 : unit;
}

function lowerBound(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareBytes(words[middle] ?? '', word) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
