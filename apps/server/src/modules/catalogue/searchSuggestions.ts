import {
  correctedQueries,
  searchWordsOf,
  SUGGESTION_CANDIDATES_PER_WORD,
  SUGGESTION_SIMILARITY,
  SUGGESTION_UNKNOWN_WORDS_MAX,
  suggestionEditLimit,
  SUGGESTIONS_MAX,
  wordCorrections,
} from '@tijara/domain';
import type { Database, Queryable } from '../../db/database';
import { correctionsOf, wordsStartingWith, type CorrectionReach, type SqlQuery } from './productSearch';
import { everyUnitOf, exactWordUnit, tsqueryOf, wordUnit, type QueryUnit } from './searchTerms';

/** The suggestions' reach into the vocabulary's trigram index (the domain's `searchSuggestions`). */
export const SUGGESTION_REACH: CorrectionReach = {
  threshold: () => SUGGESTION_SIMILARITY,
  perWord: SUGGESTION_CANDIDATES_PER_WORD,
};

/**
 * Whether each query (tsquery text) finds a product, as one row of booleans. Each `EXISTS` stops
 * at the first match the `product_search_words` index gives. Run after {@link preferIndexes}.
 */
export function anyProductQuery(matches: readonly string[]): SqlQuery {
  const tests = matches.map(
    (_match, index) =>
      `EXISTS (SELECT 1 FROM product p WHERE p.search_words @@ to_tsquery('simple', $${index + 1}))`,
  );
  return { text: `SELECT ARRAY[${tests.join(', ')}]::boolean[] AS found`, params: [...matches] };
}

/**
 * No sequential scan until the current transaction ends (`SET LOCAL`). For an `EXISTS` the planner
 * reads the table in order, expecting a match within the first rows; a corrected query that finds
 * nothing, the case being tested, would then read every product instead of one index lookup.
 */
export async function preferIndexes(tx: Queryable): Promise<void> {
  await tx.query(`SELECT set_config('enable_seqscan', 'off', true)`);
}

/**
 * "Did you mean" for a folded query (the domain's `searchQueryOf`): the query with each word the
 * catalogue has no word starting with replaced by catalogue words close to it, closest first, each
 * kept only when it finds a product, at most `SUGGESTIONS_MAX`.
 *
 * Bounded work, whatever the query: one lookup of the words as typed (the search's own first
 * stage), one of the trigram index for at most `SUGGESTION_UNKNOWN_WORDS_MAX` unknown words, and one
 * statement testing at most `SUGGESTION_QUERIES_CHECKED` corrected queries. The vocabulary keeps the
 * words of products since removed, so a correction is only offered once a product is found with it.
 *
 * A word the catalogue knows is kept as typed, and tested the way the search will match it when
 * the buyer follows the suggestion (as the start of the catalogue's words), so a suggestion that
 * finds a product here finds it on the results page too. A query whose words are all known finds
 * nothing only for words that never meet in one product: it has no correction to offer.
 */
export async function findSearchSuggestions(db: Database, foldedQuery: string): Promise<string[]> {
  const typed = searchWordsOf(foldedQuery);
  const asTyped = await wordsStartingWith(db, typed);
  const isUnknown = (index: number) => asTyped[index]?.length === 0;
  const unknown = [...new Set(typed.filter((_word, index) => isUnknown(index)))];
  if (unknown.length === 0 || unknown.length > SUGGESTION_UNKNOWN_WORDS_MAX) return [];
  if (unknown.some((word) => suggestionEditLimit(word) === 0)) return [];

  const candidates = await correctionsOf(db, unknown, SUGGESTION_REACH);
  const corrections = typed.map((word, index) =>
    isUnknown(index) ? wordCorrections(word, candidates[unknown.indexOf(word)] ?? []) : null,
  );
  const queries = correctedQueries(typed, corrections);
  if (queries.length === 0) return [];

  const matches = queries.map((words) =>
    tsqueryOf(
      everyUnitOf(
        words.map(
          (word, index): QueryUnit =>
            (isUnknown(index)
              ? null
              : wordUnit({
                  typed: word,
                  startingWith: asTyped[index] ?? null,
                  stem: null,
                  corrections: [],
                  characters: [],
                })) ?? exactWordUnit(word),
        ),
      ),
    ),
  );
  const test = anyProductQuery(matches);
  const [row] = await db.transaction(async (tx) => {
    await preferIndexes(tx);
    return tx.query<{ found: boolean[] }>(test.text, test.params);
  });
  return queries
    .filter((_words, index) => row?.found[index] === true)
    .slice(0, SUGGESTIONS_MAX)
    .map((words) => words.join(' '));
}
