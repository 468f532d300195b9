import { SEARCH_SYNONYM_TERM_MAX_WORDS, searchWordsOf } from '@tijara/domain';
import type { Queryable } from '../../db/database';

/**
 * A run of a buyer's query words that is a synonym term (issue 16, item 2; migration 0025): the
 * words `start` to `end` (exclusive) of the query, and every other term of the term's groups, each
 * as its folded words. "cell phone case" gives `{ start: 0, end: 2, alternatives: [["mobile"],
 * ["phone"], ...] }` for "cell phone", and shorter spans for "cell" and "phone" alone.
 */
export interface SynonymSpan {
  start: number;
  /** Exclusive word index. */
  end: number;
  /** Each other term of the groups the span's term is in, as folded words, without repeats. */
  alternatives: string[][];
}

/** The query's runs of 1 to `SEARCH_SYNONYM_TERM_MAX_WORDS` words, as the text a term folds to. */
function runsOf(words: readonly string[]): Map<string, { start: number; end: number }[]> {
  const runs = new Map<string, { start: number; end: number }[]>();
  for (let start = 0; start < words.length; start += 1) {
    for (
      let end = start + 1;
      end <= Math.min(words.length, start + SEARCH_SYNONYM_TERM_MAX_WORDS);
      end += 1
    ) {
      const text = words.slice(start, end).join(' ');
      const at = runs.get(text);
      if (at) at.push({ start, end });
      else runs.set(text, [{ start, end }]);
    }
  }
  return runs;
}

/** Each synonym term (folded) with the other terms of its groups, in the order they were added. */
export type SynonymTable = ReadonlyMap<string, readonly string[]>;

/**
 * The synonym table (every term, or only `terms`), in one query: the terms looked up in
 * `search_synonym_folded`, their groups' other terms through the unique (group_id, folded) index.
 */
export async function loadSynonymTable(db: Queryable, terms?: readonly string[]): Promise<SynonymTable> {
  const rows = await db.query<{ matched: string; alternative: string }>(
    `SELECT hit.folded AS matched, other.folded AS alternative
       FROM search_synonym hit
       JOIN search_synonym other ON other.group_id = hit.group_id AND other.folded <> hit.folded
      WHERE $1::text[] IS NULL OR hit.folded = ANY($1::text[])
      ORDER BY hit.folded, other.id`,
    [terms ? [...terms] : null],
  );
  const alternativesOf = new Map<string, Set<string>>();
  for (const { matched, alternative } of rows) {
    const seen = alternativesOf.get(matched) ?? new Set<string>();
    seen.add(alternative);
    alternativesOf.set(matched, seen);
  }
  return new Map([...alternativesOf].map(([term, alternatives]) => [term, [...alternatives]]));
}

/**
 * The synonym spans of a query, `words` being its folded words (`searchWordsOf(searchQueryOf(q))`),
 * from a synonym table: every run of 1 to 3 consecutive words that is a term of some group, with
 * the groups' other terms. Longest spans first, then by position, so a caller that keeps the first
 * of overlapping spans keeps the longest ("cell phone" before "cell" and "phone"); spans of one
 * term at several positions are each listed.
 */
export function synonymSpans(words: readonly string[], table: SynonymTable): SynonymSpan[] {
  const spans: SynonymSpan[] = [];
  for (const [text, at] of runsOf(words)) {
    const alternatives = table.get(text);
    if (!alternatives) continue;
    for (const { start, end } of at)
      spans.push({ start, end, alternatives: alternatives.map((folded) => searchWordsOf(folded)) });
  }
  return spans.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
}

/**
 * {@link synonymSpans} with the table read from the database for this query's runs only: one
 * indexed query, and no cache. (The keyword search reads its spans from the table its search index
 * keeps, loaded again whenever the search's revision moves: `searchIndex/searchIndexStore.ts`.)
 */
export async function synonymsOfQuery(db: Queryable, words: readonly string[]): Promise<SynonymSpan[]> {
  const runs = runsOf(words);
  if (runs.size === 0) return [];
  return synonymSpans(words, await loadSynonymTable(db, [...runs.keys()]));
}
