import { searchWordsOf } from './searchText';

/**
 * How close a word of the catalogue must come to a word a buyer typed to be searched in its place,
 * when the catalogue has no word starting with what was typed (issue 6, item 5: typos within one
 * letter still match longer words). The catalogue compares the two with pg_trgm's trigram
 * similarity (`%`): the trigrams both words have, over all the trigrams of either. pg_trgm pads
 * each word with two spaces before and one after, so a word of n letters has n + 1 trigrams.
 *
 * - Typos: a letter changed at the start or in the middle of a word takes 3 of its trigrams away
 *   and brings 3 others, so a word of t trigrams with one typo scores (t - 3) / (t + 3) against the
 *   word meant: 0.4 for 6 letters ("cotten" and "cotton"), 0.54 for 9 ("headphnes"), more for a
 *   typo in the last letter. The threshold sits just below that for words of at least
 *   {@link TYPO_TOLERANT_WORD_LENGTH} letters.
 * - Shorter words are not forgiven: one letter is half of a 5-letter word's trigrams and more of a
 *   shorter one's, and too many words are one letter away ("tabel" is as close to "label" as to
 *   "table"; "bag" and "bat" share half their trigrams). They match whole words or the start of
 *   longer ones, which the search finds without this rule.
 * - Given a text of several words, the threshold counts them together and never rises above
 *   {@link EXACT_WORD_SIMILARITY}, pg_trgm's own default; the catalogue's search asks word by word.
 */

/** Typos are forgiven only in queries with a word at least this long (Han characters count as letters). */
export const TYPO_TOLERANT_WORD_LENGTH = 6;

/** The threshold for queries of short words, and the highest threshold of all. */
export const EXACT_WORD_SIMILARITY = 0.6;

/** Keeps a computed threshold just below the score it stands for, clear of float rounding. */
const ROUNDING_MARGIN = 0.001;

/** Trigrams a changed letter in the middle of a word takes away (and brings in). */
const TRIGRAMS_PER_TYPO = 3;

/** How many trigrams pg_trgm makes of a folded query: each word's letters plus one. */
export function trigramCount(foldedQuery: string): number {
  return searchWordsOf(foldedQuery).reduce((count, word) => count + Array.from(word).length + 1, 0);
}

/** The trigram similarity of a text of `trigrams` trigrams to itself with one letter changed in the middle of a word. */
export function oneTypoSimilarity(trigrams: number): number {
  return (trigrams - TRIGRAMS_PER_TYPO) / (trigrams + TRIGRAMS_PER_TYPO);
}

/**
 * The lowest trigram similarity a catalogue word may have to a folded word a buyer typed (a word
 * of the output of `searchQueryOf`) and still be taken for it.
 */
export function searchSimilarityThreshold(foldedQuery: string): number {
  const longest = Math.max(0, ...searchWordsOf(foldedQuery).map((word) => Array.from(word).length));
  if (longest < TYPO_TOLERANT_WORD_LENGTH) return EXACT_WORD_SIMILARITY;
  return Math.min(EXACT_WORD_SIMILARITY, oneTypoSimilarity(trigramCount(foldedQuery)) - ROUNDING_MARGIN);
}
