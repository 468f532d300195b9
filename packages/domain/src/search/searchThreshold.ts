/**
 * How close a product's search document must come to a buyer's query to match it (issue 6, item
 * 5). The catalogue compares them with PostgreSQL's trigram word similarity (pg_trgm's `<%`): the
 * trigrams shared by the query and the closest stretch of the document, over all the trigrams of
 * both. pg_trgm pads each word with two spaces before and one after, so a word of n letters has
 * n + 1 trigrams.
 *
 * - Typos: a letter changed in the middle of a word loses 3 of the query's trigrams and brings 3
 *   foreign ones, so a query of t trigrams with one typo scores (t - 3) / (t + 3): 0.4 for a word
 *   of 6 letters ("cotten"), 0.57 for 10 ("headphnes"). The threshold sits just below that when
 *   the query has a word of at least {@link TYPO_TOLERANT_WORD_LENGTH} letters.
 * - Why not from 5 letters: a 5-letter word with a typo scores 1/3, exactly what any word sharing
 *   its first two letters scores ("shirt" against "shoes", "الشعر" against every word starting
 *   with the article "ال"). On the generated catalogue of 50,000 products, a 5-letter Arabic query
 *   then matched up to 10,766 of them. From 6 letters a typo (0.4) scores above a shared two-letter
 *   start (2/7).
 * - Shorter words cannot tell a typo from another word ("bag" and "bat" share half their
 *   trigrams), so a query of short words only must match whole words or the start of longer ones
 *   ("cup" in "cups": 0.75; "هاتف" inside "الهاتف": 0.6).
 * - Several words: the threshold counts the whole query, so a product with only a small part of
 *   it does not match ("golden kettle" scores 0.5 on a golden lamp), while one with every word,
 *   one of them misspelt, does. It never rises above
 *   {@link EXACT_WORD_SIMILARITY}, pg_trgm's own default, so a long query still finds products
 *   that have most of its words.
 */

/** Typos are forgiven only in queries with a word at least this long (Han characters count as letters). */
export const TYPO_TOLERANT_WORD_LENGTH = 6;

/** The threshold for queries of short words, and the highest threshold of all. */
export const EXACT_WORD_SIMILARITY = 0.6;

/** Keeps a computed threshold just below the score it stands for, clear of float rounding. */
const ROUNDING_MARGIN = 0.001;

/** Trigrams a changed letter in the middle of a word takes away (and brings in). */
const TRIGRAMS_PER_TYPO = 3;

function wordsOf(foldedQuery: string): string[] {
  return foldedQuery.split(' ').filter((word) => word !== '');
}

/** How many trigrams pg_trgm makes of a folded query: each word's letters plus one. */
export function trigramCount(foldedQuery: string): number {
  return wordsOf(foldedQuery).reduce((count, word) => count + Array.from(word).length + 1, 0);
}

/** The word similarity of a text of `trigrams` trigrams with one letter changed in the middle of a word. */
export function oneTypoSimilarity(trigrams: number): number {
  return (trigrams - TRIGRAMS_PER_TYPO) / (trigrams + TRIGRAMS_PER_TYPO);
}

/**
 * The lowest word similarity a product's search document may have to a folded query (the output
 * of `searchQueryOf`) and still match it.
 */
export function searchSimilarityThreshold(foldedQuery: string): number {
  const longest = Math.max(0, ...wordsOf(foldedQuery).map((word) => Array.from(word).length));
  if (longest < TYPO_TOLERANT_WORD_LENGTH) return EXACT_WORD_SIMILARITY;
  return Math.min(EXACT_WORD_SIMILARITY, oneTypoSimilarity(trigramCount(foldedQuery)) - ROUNDING_MARGIN);
}
