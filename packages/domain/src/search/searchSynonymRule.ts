import type { ErrorKey } from '../validation';
import { searchQueryOf, searchWordsOf } from './searchText';

/*
 * Search synonyms (issue 16, item 2): groups of terms buyers use for one thing ("earphones",
 * "earbuds", "headphones"; قنفة and كنبة; 充电宝 and 移动电源), kept as data the staff console
 * extends. A query word (or run of words) that is a term of a group is also searched as the
 * group's other terms. Each term is stored as typed and folded by `searchQueryOf`, the function
 * that folds buyers' queries, so a term meets a query exactly when its folded words are a run of
 * the query's folded words.
 */

/** A term as typed is at most this many characters once trimmed (code points). */
export const SEARCH_SYNONYM_TERM_MAX_CHARACTERS = 40;

/**
 * A term is at most this many words once folded: the server looks a query's runs of 1 to this many
 * words up. A Chinese term folds to its words as ICU segments them (移动电源 is 移动 电源; 头戴式耳机
 * is 头 戴 式 耳机, one too many).
 */
export const SEARCH_SYNONYM_TERM_MAX_WORDS = 3;

/** A group has at least two terms (a synonym of nothing is no synonym) and at most this many. */
export const SEARCH_SYNONYM_GROUP_MIN_TERMS = 2;
export const SEARCH_SYNONYM_GROUP_MAX_TERMS = 20;

/** Why a synonym change is refused. */
export const SEARCH_SYNONYM_ERROR = {
  /** Nothing typed. */
  termRequired: 'searchSynonym.term.required',
  /** Longer than `SEARCH_SYNONYM_TERM_MAX_CHARACTERS`. */
  termTooLong: 'searchSynonym.term.tooLong',
  /** Only punctuation or symbols: nothing a search compares. */
  termNotSearchable: 'searchSynonym.term.notSearchable',
  /** More than `SEARCH_SYNONYM_TERM_MAX_WORDS` words once folded. */
  termTooManyWords: 'searchSynonym.term.tooManyWords',
  /** The group already has this term, or one a search cannot tell from it (case, spelling, article). */
  termDuplicate: 'searchSynonym.term.duplicate',
  /** The term asked to be removed is not in its group any more. */
  termNotFound: 'searchSynonym.term.notFound',
  /** A new group of fewer than two different terms. */
  groupTooFewTerms: 'searchSynonym.group.tooFewTerms',
  /** A group of more than `SEARCH_SYNONYM_GROUP_MAX_TERMS` terms. */
  groupTooManyTerms: 'searchSynonym.group.tooManyTerms',
  /** No such group (removed meanwhile). */
  groupNotFound: 'searchSynonym.group.notFound',
} as const satisfies Record<string, ErrorKey>;

export const SEARCH_SYNONYM_ERROR_KEYS = Object.values(SEARCH_SYNONYM_ERROR);
export type SearchSynonymError = (typeof SEARCH_SYNONYM_ERROR)[keyof typeof SEARCH_SYNONYM_ERROR];

/** A term ready to store: as typed (trimmed, its spaces collapsed) and folded as queries are. */
export interface SynonymTerm {
  term: string;
  folded: string;
}

/**
 * A term typed by staff, checked and folded: its text trimmed with runs of spaces made one, and
 * its folded form (`searchQueryOf`), or the key of why it cannot be a term.
 */
export function synonymTermOf(typed: string): SynonymTerm | { problem: SearchSynonymError } {
  const term = typed.trim().replace(/\s+/gu, ' ');
  if (term === '') return { problem: SEARCH_SYNONYM_ERROR.termRequired };
  if ([...term].length > SEARCH_SYNONYM_TERM_MAX_CHARACTERS)
    return { problem: SEARCH_SYNONYM_ERROR.termTooLong };
  const folded = searchQueryOf(term);
  if (folded === null) return { problem: SEARCH_SYNONYM_ERROR.termNotSearchable };
  if (searchWordsOf(folded).length > SEARCH_SYNONYM_TERM_MAX_WORDS)
    return { problem: SEARCH_SYNONYM_ERROR.termTooManyWords };
  return { term, folded };
}
