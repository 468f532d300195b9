import { describe, expect, it } from 'vitest';
import { SEARCH_SYNONYM_ERROR, SEARCH_SYNONYM_TERM_MAX_CHARACTERS, synonymTermOf } from './searchSynonymRule';

describe('synonymTermOf', () => {
  it('keeps the term as typed, trimmed with its spaces collapsed, and folds it as a query', () => {
    expect(synonymTermOf('  Cell   Phone ')).toEqual({ term: 'Cell Phone', folded: 'cell phone' });
    expect(synonymTermOf('قنفة')).toEqual({ term: 'قنفة', folded: 'قنفه' });
    expect(synonymTermOf('السشوار')).toEqual({ term: 'السشوار', folded: 'سشوار' });
    expect(synonymTermOf('هێدفۆن')).toEqual({ term: 'هێدفۆن', folded: 'هيدفون' });
    expect(synonymTermOf('移動電源')).toEqual({ term: '移動電源', folded: '移动 电源' });
  });

  it('refuses an empty term, one of only symbols, and one too long in characters or words', () => {
    expect(synonymTermOf('   ')).toEqual({ problem: SEARCH_SYNONYM_ERROR.termRequired });
    expect(synonymTermOf('?!—')).toEqual({ problem: SEARCH_SYNONYM_ERROR.termNotSearchable });
    expect(synonymTermOf('a'.repeat(SEARCH_SYNONYM_TERM_MAX_CHARACTERS))).toHaveProperty('folded');
    expect(synonymTermOf('a'.repeat(SEARCH_SYNONYM_TERM_MAX_CHARACTERS + 1))).toEqual({
      problem: SEARCH_SYNONYM_ERROR.termTooLong,
    });
    expect(synonymTermOf('wireless noise cancelling earbuds')).toEqual({
      problem: SEARCH_SYNONYM_ERROR.termTooManyWords,
    });
    // ICU segments these five Chinese characters into four words (头 戴 式 耳机): one more than a term may have.
    expect(synonymTermOf('头戴式耳机')).toEqual({ problem: SEARCH_SYNONYM_ERROR.termTooManyWords });
  });
});
