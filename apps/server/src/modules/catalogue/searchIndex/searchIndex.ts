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
}

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
const byId = (a: Stored, b: Stored) => a.numericId - b.numericId;

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
  /** The matches of a search, by ordinal (a search uses it and is done before the next starts). */
  private matchedOrdinals = new Int32Array(0);
  /** Each match's place before the list's order, by its index in {@link matchedOrdinals}. */
  private matchKeys = new Float64Array(0);

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
      const grown = new Float64Array(this.monthSold.length * 2);
      grown.set(this.monthSold);
      this.monthSold = grown;
    }
    this.monthSold[ordinal] = product.monthSold;
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
    }
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
    if ('word' in query) {
      const mask = query.weights ? WEIGHT_BITS[query.weights] : 15;
      const words = query.prefix ? this.wordsFrom(query.word) : [query.word];
      for (const word of words) {
        const posting = this.postings.get(word);
        if (!posting) continue;
        const { ordinals, sections } = posting;
        for (let index = 0; index < ordinals.length; index += 1) {
          if (((sections[index] ?? 0) & mask) === 0) continue;
          const ordinal = ordinals[index] ?? 0;
          result[ordinal >>> 5] = (result[ordinal >>> 5] ?? 0) | (1 << (ordinal & 31));
        }
      }
    } else if ('all' in query) {
      result.fill(0xffffffff);
      for (const operand of query.all) {
        const set = this.matches(operand, memo);
        for (let index = 0; index < result.length; index += 1)
          result[index] = (result[index] ?? 0) & (set[index] ?? 0);
      }
      if (query.all.length === 0) result.fill(0);
    } else {
      for (const operand of query.any) {
        const set = this.matches(operand, memo);
        for (let index = 0; index < result.length; index += 1)
          result[index] = (result[index] ?? 0) | (set[index] ?? 0);
      }
    }
    memo.set(key, result);
    return result;
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
   * so a word found in thousands of products costs a pass over them, not a sort.
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
    if (this.matchedOrdinals.length < this.products.length)
      this.matchedOrdinals = new Int32Array(this.monthSold.length);
    const ordinals = this.matchedOrdinals;
    const filtered =
      filter.categoryId !== undefined ||
      filter.brandId !== undefined ||
      filter.minPrice !== undefined ||
      filter.maxPrice !== undefined;
    const live = this.live;
    let count = 0;
    for (let block = 0; block < matched.length; block += 1) {
      let bits = (matched[block] ?? 0) & (live[block] ?? 0);
      while (bits !== 0) {
        const low = bits & -bits;
        const ordinal = (block << 5) + (31 - Math.clz32(low));
        bits ^= low;
        if (filtered && !passes(this.products[ordinal] as Stored, filter)) continue;
        ordinals[count] = ordinal;
        count += 1;
      }
    }
    // Each match's place before the list's own order: with `partial`, how many units it matches;
    // without a sort, its relevance (each unit's first satisfied level, plus the category's
    // points), then its sales, in one number (units and points are small, a month's sales below
    // 2^32), so the page's selection compares numbers rather than products.
    if (this.matchKeys.length < count) this.matchKeys = new Float64Array(this.matchedOrdinals.length);
    const key = this.matchKeys.fill(0, 0, count);
    if (partial)
      for (const unit of units) {
        const set = this.matches(unit.match, memo);
        for (let i = 0; i < count; i += 1)
          if (hasBit(set, ordinals[i] ?? 0)) key[i] = (key[i] ?? 0) + UNIT_WEIGHT;
      }
    if (!page.sort)
      for (const unit of units) {
        const levelSets = unit.levels.map((level) => this.matches(level.query, memo));
        const levelPoints = unit.levels.map((level) => level.points);
        const unitSet = partial ? this.matches(unit.match, memo) : null;
        const category = unit.category ? this.matches(unit.category, memo) : null;
        for (let i = 0; i < count; i += 1) {
          const ordinal = ordinals[i] ?? 0;
          let points = 0;
          for (let level = 0; level < levelSets.length; level += 1) {
            if (hasBit(levelSets[level] as Uint32Array, ordinal)) {
              points = levelPoints[level] ?? 0;
              break;
            }
          }
          if (points === 0 && (!unitSet || hasBit(unitSet, ordinal))) points = MATCH_POINTS.other;
          if (category && hasBit(category, ordinal)) points += MATCH_POINTS.category;
          key[i] = (key[i] ?? 0) + points;
        }
      }
    const products = this.products as Stored[];
    if (!page.sort)
      for (let i = 0; i < count; i += 1)
        key[i] = (key[i] ?? 0) * SALES_SPAN + (this.monthSold[ordinals[i] ?? 0] ?? 0);
    const order = page.sort ? ORDERS[page.sort] : byId;
    const before = (a: number, b: number) =>
      ((key[b] ?? 0) - (key[a] ?? 0) ||
        order(products[ordinals[a] ?? 0] as Stored, products[ordinals[b] ?? 0] as Stored)) < 0;
    const top = firstInOrder(count, page.offset + page.limit, before).map((i) => ordinals[i] ?? 0);
    return {
      ids: top.slice(page.offset).map((ordinal) => products[ordinal]?.id ?? ''),
      total: count,
    };
  }
}

/**
 * The first `count` of the items 0 to `items` - 1 in the order `before` says, in order: a bounded
 * max-heap of the best so far (its root the worst of them), so n items cost n comparisons with the
 * root and a few more for those that enter.
 */
function firstInOrder(items: number, count: number, before: (a: number, b: number) => boolean): number[] {
  if (count <= 0) return [];
  const heap: number[] = [];
  const swap = (i: number, j: number) => {
    const kept = heap[i] as number;
    heap[i] = heap[j] as number;
    heap[j] = kept;
  };
  // The heap's root is the item that comes LAST among those kept.
  const later = (i: number, j: number) => before(heap[j] as number, heap[i] as number);
  const up = (start: number) => {
    let index = start;
    while (index > 0) {
      const parent = (index - 1) >>> 1;
      if (!later(index, parent)) break;
      swap(index, parent);
      index = parent;
    }
  };
  const down = (start: number) => {
    let index = start;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let largest = index;
      if (left < heap.length && later(left, largest)) largest = left;
      if (right < heap.length && later(right, largest)) largest = right;
      if (largest === index) return;
      swap(index, largest);
      index = largest;
    }
  };
  for (let item = 0; item < items; item += 1) {
    if (heap.length < count) {
      heap.push(item);
      up(heap.length - 1);
    } else if (before(item, heap[0] as number)) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
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
