import { describe, expect, it } from 'vitest';
import {
  correctedQueries,
  editDistance,
  SUGGESTION_QUERIES_CHECKED,
  SUGGESTION_WORDS_PER_WORD,
  suggestionEditLimit,
  wordCorrections,
} from './searchSuggestions';

describe('editDistance', () => {
  it('counts letters added, removed and changed', () => {
    expect(editDistance('powr', 'power')).toBe(1);
    expect(editDistance('power', 'powr')).toBe(1);
    expect(editDistance('shert', 'shirt')).toBe(1);
    expect(editDistance('earphones', 'headphones')).toBe(2);
    expect(editDistance('bank', 'bank')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('counts two neighbours swapped as one edit', () => {
    expect(editDistance('pwoer', 'power')).toBe(1);
    expect(editDistance('tepaot', 'teapot')).toBe(1);
  });

  it('counts by letters, not UTF-16 units: Arabic, Kurdish and Han characters are one each', () => {
    expect(editDistance('بلوتوت', 'بلوتوث')).toBe(1);
    expect(editDistance('耳机', '手机')).toBe(1);
    expect(editDistance('😀a', 'a')).toBe(1);
  });
});

describe('suggestionEditLimit', () => {
  it('corrects nothing of one or two letters, one edit up to six letters, two from seven', () => {
    expect(
      ['a', 'tv', 'bak', 'powr', 'shert', 'blendr', 'earphons', 'earphones'].map(suggestionEditLimit),
    ).toEqual([0, 0, 1, 1, 1, 1, 2, 2]);
  });
});

describe('wordCorrections', () => {
  it('keeps the candidates within the limit, fewest edits first, then in the index’s order', () => {
    // As the trigram index might order them: most similar first.
    const candidates = ['powder', 'power', 'powerbank', 'tower'];
    expect(wordCorrections('powr', candidates)).toEqual([{ word: 'power', edits: 1 }]);
    expect(wordCorrections('earphones', ['headphones', 'earphone', 'microphone'])).toEqual([
      { word: 'earphone', edits: 1 },
      { word: 'headphones', edits: 2 },
    ]);
  });

  it('offers a few at most, and never the word itself', () => {
    expect(wordCorrections('cat', ['cat', 'bat', 'car', 'cut', 'cap', 'hat'])).toHaveLength(
      SUGGESTION_WORDS_PER_WORD,
    );
    expect(wordCorrections('cat', ['cat'])).toEqual([]);
    expect(wordCorrections('tv', ['to', 'tx'])).toEqual([]);
  });
});

describe('correctedQueries', () => {
  const one = (word: string, edits = 1) => ({ word, edits });

  it('replaces the unknown words and keeps the others as typed', () => {
    expect(correctedQueries(['powr', 'bank'], [[one('power')], null])).toEqual([['power', 'bank']]);
  });

  it('orders the combinations by their edits in all', () => {
    expect(
      correctedQueries(
        ['blutooth', 'speker'],
        [
          [one('bluetooth'), one('bluetoot', 2)],
          [one('speaker'), one('seeker', 2)],
        ],
      ),
    ).toEqual([
      ['bluetooth', 'speaker'],
      ['bluetooth', 'seeker'],
      ['bluetoot', 'speaker'],
      ['bluetoot', 'seeker'],
    ]);
  });

  it('suggests nothing when an unknown word has no correction, or no word is unknown', () => {
    expect(correctedQueries(['zzqxv', 'bank'], [[], null])).toEqual([]);
    expect(correctedQueries(['powr', 'zzqxv'], [[one('power')], []])).toEqual([]);
    expect(correctedQueries(['power', 'bank'], [null, null])).toEqual([]);
  });

  it('checks a bounded number of queries', () => {
    const three = [one('a1'), one('a2'), one('a3')];
    expect(correctedQueries(['x', 'y', 'z'], [three, three, three])).toHaveLength(SUGGESTION_QUERIES_CHECKED);
  });
});
