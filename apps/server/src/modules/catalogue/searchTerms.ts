/**
 * The text-search queries (PostgreSQL `tsquery`) of a keyword search, written from the buyer's
 * folded words and what the catalogue's vocabulary says about them. A word never becomes tsquery
 * syntax: each goes between single quotes with its quotes and backslashes escaped, so `'`, `:`,
 * `*`, `&`, `|`, `!`, `(`, `<->` or `\` inside a word are characters to match, never operators;
 * `to_tsquery('simple', ...)` then splits and normalises the quoted text the way
 * `to_tsvector('simple', ...)` did the documents'. (The domain's folding already leaves only
 * letters, digits and spaces; the quoting does not rely on it.)
 */

/** A word of the catalogue to match whole, or the start of words (`prefix`). */
export interface Lexeme {
  text: string;
  prefix: boolean;
}

/** One word of the buyer's query, as the search will match it. */
export interface QueryWord {
  /** A product matches the word when it has any of these. */
  matches: readonly Lexeme[];
  /**
   * The catalogue words that count as the word itself, whole: products with them for every word
   * of the query rank first. Empty when the catalogue does not have the word as typed.
   */
  whole: readonly string[];
}

/** The queries of a search, in tsquery syntax, for `to_tsquery('simple', ...)`. */
export interface SearchTerms {
  /** What a product must match: every word, by one of its lexemes. */
  match: string;
  /**
   * What ranks a product first: every word whole. Null when it would tell no match from another
   * (every match has every word whole, or no product can), so it need not be checked on each.
   */
  whole: string | null;
}

/** One word as a quoted tsquery operand: nothing in it can be read as an operator. */
export function quotedLexeme(word: string): string {
  return `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

function anyOf(operands: readonly string[]): string {
  return operands.length === 1 ? (operands[0] ?? '') : `(${operands.join(' | ')})`;
}

/** One word of a query as a tsquery: any of its lexemes. */
function operandOf({ matches }: QueryWord): string {
  return anyOf(matches.map(({ text, prefix }) => `${quotedLexeme(text)}${prefix ? ':*' : ''}`));
}

/**
 * The queries of a search that cannot match every word (issue 16, item 2): products with any of
 * the words, ranked by how many of them they have.
 */
export interface PartialTerms {
  /** What a product must match: one of the words at least. */
  any: string;
  /** Each word as a query of its own, to count the words a product has. */
  each: string[];
}

export function partialTermsOf(words: readonly QueryWord[]): PartialTerms {
  const each = words.map(operandOf);
  return { any: each.join(' | '), each };
}

/** A word matched as the start of catalogue words, as PostgreSQL's prefix match does: ranked whole when it is one. */
export function prefixWord(typed: string): QueryWord {
  return { matches: [{ text: typed, prefix: true }], whole: [typed] };
}

export function searchTermsOf(words: readonly QueryWord[]): SearchTerms {
  const match = words.map(operandOf).join(' & ');
  const everyMatchWhole = words.every(
    ({ matches, whole }) =>
      matches.length === whole.length && matches.every(({ text, prefix }) => !prefix && whole.includes(text)),
  );
  const noMatchWhole = words.some(({ whole }) => whole.length === 0);
  return {
    match,
    whole:
      everyMatchWhole || noMatchWhole
        ? null
        : words.map(({ whole }) => anyOf(whole.map(quotedLexeme))).join(' & '),
  };
}
