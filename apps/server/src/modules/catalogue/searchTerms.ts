/**
 * The text-search queries (PostgreSQL `tsquery`) of a keyword search, written from the buyer's
 * folded words and what the catalogue's vocabulary says about them. A word never becomes tsquery
 * syntax: each goes between single quotes with its quotes and backslashes escaped, so `'`, `:`,
 * `*`, `&`, `|`, `!`, `(`, `<->` or `\` inside a word are characters to match, never operators;
 * `to_tsquery('simple', ...)` then splits and normalises the quoted text the way
 * `to_tsvector('simple', ...)` did the documents'. (The domain's folding already leaves only
 * letters, digits and spaces; the quoting does not rely on it.)
 *
 * The document's sections are text-search weights (migration 0026, the domain's
 * `searchDocumentOf`): A the name, B the category, C stems and attributes, D parts of words.
 * `'word':A` matches the word in the name only.
 */

/** One word as a quoted tsquery operand: nothing in it can be read as an operator. */
export function quotedLexeme(word: string): string {
  return `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** The sections of a document, as weight letters: A the name, B the category, C stems and attributes. */
export type Weights = 'A' | 'B' | 'C' | 'AC';

/**
 * A text query over a product's document: a word (whole, or as the start of words with
 * `prefix`; in any section, or only in `weights`), or all or any of other queries. The catalogue
 * evaluates it in its search index (`searchIndex/`), and as a PostgreSQL tsquery ({@link tsqueryOf}).
 */
export type TextQuery =
  | { word: string; prefix: boolean; weights: Weights | null }
  | { all: readonly TextQuery[] }
  | { any: readonly TextQuery[] };

function lexeme(word: string, weights?: Weights, prefix = false): TextQuery {
  return { word, prefix, weights: weights ?? null };
}

function anyOf(operands: readonly TextQuery[]): TextQuery {
  return operands.length === 1 && operands[0] ? operands[0] : { any: operands };
}

function allOf(operands: readonly TextQuery[]): TextQuery {
  return operands.length === 1 && operands[0] ? operands[0] : { all: operands };
}

/** A text query in tsquery syntax, for `to_tsquery('simple', ...)`. */
export function tsqueryOf(query: TextQuery): string {
  if ('word' in query) {
    const marks = `${query.prefix ? '*' : ''}${query.weights ?? ''}`;
    return `${quotedLexeme(query.word)}${marks === '' ? '' : `:${marks}`}`;
  }
  const [operands, operator] = 'all' in query ? [query.all, ' & '] : [query.any, ' | '];
  const parts = operands.map(tsqueryOf);
  return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(operator)})`;
}

/**
 * Points a query unit gives a product, by how the product matched it (issue 16, item 3): an
 * exact word match before a prefix, a prefix before a typo, the name before the description, and
 * a product of the category the query names before one that only mentions the word. A product's
 * relevance is the sum over the query's units; sales order equal sums.
 */
export const MATCH_POINTS = {
  /** The word itself in the product's name. */
  nameWord: 4,
  /** Its stem in the name, the word among the attributes, or a synonym in the name. */
  nameVariant: 3,
  /** A longer word of the name starting with it. */
  namePrefix: 2,
  /** Anything else that matched: the word inside another (a part, a Han character), or a typo. */
  other: 1,
  /** Added when the word (or its stem, or a correction) names one of the product's categories. */
  category: 3,
} as const;

export interface RankLevel {
  query: TextQuery;
  points: number;
}

/** One unit of a buyer's query (a word, or the words a synonym stands for), as the search matches and ranks it. */
export interface QueryUnit {
  /** What a product must have to match the unit. */
  match: TextQuery;
  /** Tested in order on a match: the first the product satisfies gives its points, else {@link MATCH_POINTS}.other. */
  levels: readonly RankLevel[];
  /** The unit among the product's category words (weight B), or null. */
  category: TextQuery | null;
}

/** What the catalogue's vocabulary says about one word of a query. */
export interface WordLookup {
  /** The folded word as typed. */
  typed: string;
  /**
   * The catalogue words starting with it (itself first when the catalogue has it), or null when
   * there are too many to list: the word is then matched as a prefix.
   */
  startingWith: readonly string[] | null;
  /** Its stem, when that differs from the word and the catalogue has it. */
  stem: string | null;
  /** Catalogue words within a typo of it, searched when nothing above matched. */
  corrections: readonly string[];
  /** A Chinese word the catalogue does not have as a word: its characters, all required. */
  characters: readonly string[];
}

/**
 * A word of the query as a unit, or null when nothing in the catalogue can match it.
 */
export function wordUnit(word: WordLookup): QueryUnit | null {
  const { typed, startingWith, stem, corrections, characters } = word;
  const match: TextQuery[] = [];
  const levels: RankLevel[] = [];
  const named: TextQuery[] = [];
  const hasTyped = startingWith === null || startingWith.includes(typed);
  if (startingWith === null) match.push(lexeme(typed, undefined, true));
  else match.push(...startingWith.map((text) => lexeme(text)));
  if (stem !== null) match.push(lexeme(stem));
  match.push(...corrections.map((text) => lexeme(text)));
  if (characters.length > 0) match.push(allOf(characters.map((text) => lexeme(text))));
  if (match.length === 0) return null;

  if (hasTyped) {
    levels.push({ query: lexeme(typed, 'A'), points: MATCH_POINTS.nameWord });
    named.push(lexeme(typed, 'B'));
  }
  const variants = [
    ...(hasTyped ? [lexeme(typed, 'C')] : []),
    ...(stem !== null ? [lexeme(stem, 'AC')] : []),
  ];
  if (variants.length > 0) levels.push({ query: anyOf(variants), points: MATCH_POINTS.nameVariant });
  if (stem !== null) named.push(lexeme(stem, 'B'));
  const longer =
    startingWith === null
      ? [lexeme(typed, 'A', true)]
      : startingWith.filter((text) => text !== typed).map((text) => lexeme(text, 'A'));
  if (longer.length > 0) levels.push({ query: anyOf(longer), points: MATCH_POINTS.namePrefix });
  named.push(...corrections.map((text) => lexeme(text, 'B')));
  if (characters.length > 0) {
    levels.push({ query: allOf(characters.map((text) => lexeme(text, 'A'))), points: MATCH_POINTS.nameWord });
    named.push(allOf(characters.map((text) => lexeme(text, 'B'))));
  }
  return { match: anyOf(match), levels, category: named.length > 0 ? anyOf(named) : null };
}

/** A word matched exactly as it is (a word a suggestion or a synonym puts in). */
export function exactWordUnit(word: string): QueryUnit {
  return {
    match: lexeme(word),
    levels: [{ query: lexeme(word, 'A'), points: MATCH_POINTS.nameWord }],
    category: lexeme(word, 'B'),
  };
}

/**
 * Words of the query a synonym stands for, as one unit: the words themselves (`own`, their
 * units, when every one can match) or any of the other terms of the synonym's group, each term's
 * words all required. The words as typed rank as they would alone; a synonym ranks as a variant.
 */
export function synonymUnit(
  own: readonly QueryUnit[] | null,
  alternatives: readonly (readonly string[])[],
): QueryUnit | null {
  const terms = alternatives.filter((words) => words.length > 0);
  const ownMatch = own && own.length > 0 ? [allOf(own.map((unit) => unit.match))] : [];
  const match = [...ownMatch, ...terms.map((words) => allOf(words.map((text) => lexeme(text))))];
  if (match.length === 0) return null;
  const levels: RankLevel[] = [];
  if (own && own.length > 0) {
    const best = own
      .map((unit) => unit.levels[0]?.query)
      .filter((query): query is TextQuery => query !== undefined);
    if (best.length === own.length) levels.push({ query: allOf(best), points: MATCH_POINTS.nameWord });
  }
  if (terms.length > 0)
    levels.push({
      query: anyOf(terms.map((words) => allOf(words.map((text) => lexeme(text, 'A'))))),
      points: MATCH_POINTS.nameVariant,
    });
  const named = [
    ...(own && own.length > 0 && own.every((unit) => unit.category !== null)
      ? [allOf(own.flatMap((unit) => unit.category ?? []))]
      : []),
    ...terms.map((words) => allOf(words.map((text) => lexeme(text, 'B')))),
  ];
  return { match: anyOf(match), levels, category: named.length > 0 ? anyOf(named) : null };
}

/** What a product must match to have every unit of a query. */
export function everyUnitOf(units: readonly QueryUnit[]): TextQuery {
  return { all: units.map((unit) => unit.match) };
}

/** What a product must match to have one unit of a query at least. */
export function anyUnitOf(units: readonly QueryUnit[]): TextQuery {
  return { any: units.map((unit) => unit.match) };
}
