/**
 * "Did you mean" for a keyword search that found nothing: the buyer's query with its unknown words
 * replaced by words of the catalogue's own vocabulary, each suggestion a whole query that finds at
 * least one product.
 *
 * The search itself (issue 6, item 5; `searchSimilarityThreshold`) takes one word for another only
 * within one typo and only for words of six letters or more, since it does so without asking. A
 * suggestion asks: the buyer sees it and chooses. So it reaches further, to shorter words ("powr",
 * four letters, for "power") and to a second edit in longer ones ("earphones" for "headphones"),
 * and offers the closest few.
 *
 * Candidates come from the trigram index of the vocabulary (pg_trgm's `%`, at
 * {@link SUGGESTION_SIMILARITY}), a few per word, then are kept by their edit distance to the typed
 * word ({@link suggestionEditLimit}), closest first.
 */

/**
 * The lowest trigram similarity at which a catalogue word is a candidate at all: pg_trgm's own
 * default. One letter missing from a four-letter word scores 0.375 ("powr", "power"), two edits
 * in a nine-letter word about 0.31 ("earphones", "headphones").
 */
export const SUGGESTION_SIMILARITY = 0.3;

/** Candidates read from the trigram index per unknown word, the most similar first. */
export const SUGGESTION_CANDIDATES_PER_WORD = 12;

/** Corrections of one word combined into suggestions, the closest first. */
export const SUGGESTION_WORDS_PER_WORD = 3;

/** Words of a query that may be corrected together; a query with more unknown words gets none. */
export const SUGGESTION_UNKNOWN_WORDS_MAX = 3;

/** Corrected queries checked for products, at most, closest first. */
export const SUGGESTION_QUERIES_CHECKED = 8;

/** Suggestions offered, at most. */
export const SUGGESTIONS_MAX = 3;

/** Shorter words are not corrected: at one or two letters, nearly every word is one edit away. */
export const SUGGESTION_MIN_WORD_LENGTH = 3;

/** From this length a word may be two edits away from the catalogue's word it stands for. */
export const TWO_EDIT_WORD_LENGTH = 7;

/**
 * How many edits (a letter added, removed, changed, or two neighbours swapped) a catalogue word
 * may be from a typed word to be suggested for it: none below {@link SUGGESTION_MIN_WORD_LENGTH}
 * letters, one up to six letters, two from {@link TWO_EDIT_WORD_LENGTH}.
 */
export function suggestionEditLimit(typedWord: string): number {
  const letters = Array.from(typedWord).length;
  if (letters < SUGGESTION_MIN_WORD_LENGTH) return 0;
  return letters < TWO_EDIT_WORD_LENGTH ? 1 : 2;
}

/**
 * The edits between two words, by letters (code points), an adjacent swap counting as one
 * ("optimal string alignment": "pwoer" is one edit from "power").
 */
export function editDistance(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  // Three rows of the table: two back (for swaps), the previous and the current.
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/** A catalogue word offered for a typed one, and how far it is from it. */
export interface WordCorrection {
  word: string;
  edits: number;
}

/**
 * The catalogue words to suggest for a typed word, from the candidates the trigram index gave (most
 * similar first): those within {@link suggestionEditLimit}, fewest edits first (the index's order
 * among equals), at most {@link SUGGESTION_WORDS_PER_WORD}.
 */
export function wordCorrections(typedWord: string, candidates: readonly string[]): WordCorrection[] {
  const limit = suggestionEditLimit(typedWord);
  return candidates
    .filter((word) => word !== typedWord)
    .map((word, order) => ({ word, edits: editDistance(typedWord, word), order }))
    .filter(({ edits }) => edits <= limit)
    .sort((a, b) => a.edits - b.edits || a.order - b.order)
    .slice(0, SUGGESTION_WORDS_PER_WORD)
    .map(({ word, edits }) => ({ word, edits }));
}

/**
 * The corrected queries to check, fewest edits in all first: every combination of each unknown
 * word's corrections, the other words as typed. `corrections[i]` is null for a word kept as
 * typed, the word's corrections otherwise (an unknown word without any leaves nothing to suggest).
 * At most {@link SUGGESTION_QUERIES_CHECKED}, each a list of words.
 */
export function correctedQueries(
  typedWords: readonly string[],
  corrections: readonly (readonly WordCorrection[] | null)[],
): string[][] {
  // Nothing to correct is nothing to suggest: the query as typed is the one that found nothing.
  if (corrections.every((options) => options === null)) return [];
  let queries: { words: string[]; edits: number }[] = [{ words: [], edits: 0 }];
  for (const [index, typed] of typedWords.entries()) {
    const options = corrections[index] ?? null;
    if (options === null) {
      queries = queries.map(({ words, edits }) => ({ words: [...words, typed], edits }));
      continue;
    }
    queries = queries.flatMap(({ words, edits }) =>
      options.map((option) => ({ words: [...words, option.word], edits: edits + option.edits })),
    );
  }
  return queries
    .sort((a, b) => a.edits - b.edits)
    .slice(0, SUGGESTION_QUERIES_CHECKED)
    .map(({ words }) => words);
}
