import { describe, expect, it } from 'vitest';
import { partialTermsOf, prefixWord, quotedLexeme, searchTermsOf, type QueryWord } from './searchTerms';

const exact = (...texts: string[]) => texts.map((text) => ({ text, prefix: false }));

describe('quotedLexeme', () => {
  it('quotes a word so that no character of it is tsquery syntax', () => {
    expect(quotedLexeme('cotton')).toBe("'cotton'");
    expect(quotedLexeme("it's")).toBe("'it''s'");
    expect(quotedLexeme('back\\slash')).toBe("'back\\\\slash'");
    expect(quotedLexeme("\\'")).toBe("'\\\\'''");
    expect(quotedLexeme('a:* & b | !c <-> (d)')).toBe("'a:* & b | !c <-> (d)'");
  });
});

describe('searchTermsOf', () => {
  it('matches each word by any catalogue word starting with it, and ranks the word itself first', () => {
    const speaker: QueryWord = { matches: exact('speaker', 'speakerphone'), whole: ['speaker'] };
    const bluetooth: QueryWord = { matches: exact('bluetooth'), whole: ['bluetooth'] };
    expect(searchTermsOf([bluetooth, speaker])).toEqual({
      match: "'bluetooth' & ('speaker' | 'speakerphone')",
      whole: "'bluetooth' & 'speaker'",
    });
  });

  it('matches a word with many relatives as a prefix', () => {
    expect(searchTermsOf([prefixWord('s'), prefixWord('手机')])).toEqual({
      match: "'s':* & '手机':*",
      whole: "'s' & '手机'",
    });
  });

  it('does not rank on whole words when that tells no match from another', () => {
    // Every catalogue word the query's words match counts as whole: every match is whole.
    const plastic: QueryWord = { matches: exact('plastic'), whole: ['plastic'] };
    const corrected: QueryWord = { matches: exact('cotton', 'cottons'), whole: ['cotton', 'cottons'] };
    expect(searchTermsOf([plastic, corrected])).toEqual({
      match: "'plastic' & ('cotton' | 'cottons')",
      whole: null,
    });
    // "headph" is not a word of the catalogue: no match has it whole.
    const headph: QueryWord = { matches: exact('headphone', 'headphones'), whole: [] };
    expect(searchTermsOf([headph, plastic]).whole).toBeNull();
  });
});

describe('partialTermsOf', () => {
  it('matches any of the words, and asks for each on its own to count them', () => {
    const speaker: QueryWord = { matches: exact('speaker', 'speakerphone'), whole: ['speaker'] };
    const bluetooth: QueryWord = { matches: exact('bluetooth'), whole: ['bluetooth'] };
    expect(partialTermsOf([bluetooth, speaker, prefixWord('s')])).toEqual({
      any: "'bluetooth' | ('speaker' | 'speakerphone') | 's':*",
      each: ["'bluetooth'", "('speaker' | 'speakerphone')", "'s':*"],
    });
  });
});
