import { describe, expect, it } from 'vitest';
import {
  anyUnitOf,
  everyUnitOf,
  exactWordUnit,
  MATCH_POINTS,
  quotedLexeme,
  synonymUnit,
  tsqueryOf,
  wordUnit,
  type QueryUnit,
  type WordLookup,
} from './searchTerms';

describe('quotedLexeme', () => {
  it('quotes a word so that no character of it is tsquery syntax', () => {
    expect(quotedLexeme('cotton')).toBe("'cotton'");
    expect(quotedLexeme("it's")).toBe("'it''s'");
    expect(quotedLexeme('back\\slash')).toBe("'back\\\\slash'");
    expect(quotedLexeme("\\'")).toBe("'\\\\'''");
    expect(quotedLexeme('a:* & b | !c <-> (d)')).toBe("'a:* & b | !c <-> (d)'");
  });
});

/** A unit with its queries in tsquery syntax, as the SQL search sends them. */
const textOf = (unit: QueryUnit | null) =>
  unit && {
    match: tsqueryOf(unit.match),
    levels: unit.levels.map((level) => ({ query: tsqueryOf(level.query), points: level.points })),
    category: unit.category && tsqueryOf(unit.category),
  };

const lookup = (
  typed: string,
  startingWith: string[] | null,
  more: Partial<WordLookup> = {},
): WordLookup => ({
  typed,
  startingWith,
  stem: null,
  corrections: [],
  characters: [],
  ...more,
});

describe('wordUnit', () => {
  it('matches the catalogue words starting with the word, and ranks the word itself in the name first', () => {
    const unit = textOf(wordUnit(lookup('speaker', ['speaker', 'speakerphone'])));
    expect(unit).toEqual({
      match: "('speaker' | 'speakerphone')",
      levels: [
        { query: "'speaker':A", points: MATCH_POINTS.nameWord },
        { query: "'speaker':C", points: MATCH_POINTS.nameVariant },
        { query: "'speakerphone':A", points: MATCH_POINTS.namePrefix },
      ],
      category: "'speaker':B",
    });
  });

  it('adds the stem, as a variant of the name and of the category', () => {
    const unit = textOf(wordUnit(lookup('cases', [], { stem: 'case' })));
    expect(unit?.match).toBe("'case'");
    expect(unit?.levels).toEqual([{ query: "'case':AC", points: MATCH_POINTS.nameVariant }]);
    expect(unit?.category).toBe("'case':B");
  });

  it('matches a word with too many longer words as a prefix', () => {
    const unit = textOf(wordUnit(lookup('s', null)));
    expect(unit?.match).toBe("'s':*");
    expect(unit?.levels.map((level) => level.query)).toEqual(["'s':A", "'s':C", "'s':*A"]);
  });

  it('matches a typo by its corrections and an unknown Chinese word by all its characters', () => {
    expect(textOf(wordUnit(lookup('cotten', [], { corrections: ['cotton', 'cottons'] })))).toEqual({
      match: "('cotton' | 'cottons')",
      levels: [],
      category: "('cotton':B | 'cottons':B)",
    });
    const chinese = textOf(wordUnit(lookup('降噪', [], { characters: ['降', '噪'] })));
    expect(chinese?.match).toBe("('降' & '噪')");
    expect(chinese?.levels).toEqual([{ query: "('降':A & '噪':A)", points: MATCH_POINTS.nameWord }]);
  });

  it('answers null for a word nothing can match', () => {
    expect(wordUnit(lookup('zzzz', []))).toBeNull();
  });
});

describe('synonymUnit', () => {
  it('matches the words as typed or any other term of the group, each term whole', () => {
    const own = [wordUnit(lookup('hair', ['hair'])), wordUnit(lookup('dryer', ['dryer']))];
    const unit = textOf(
      synonymUnit(
        own.flatMap((word) => (word ? [word] : [])),
        [['سشوار'], ['blow', 'dryer']],
      ),
    );
    expect(unit?.match).toBe("(('hair' & 'dryer') | 'سشوار' | ('blow' & 'dryer'))");
    expect(unit?.levels).toEqual([
      { query: "('hair':A & 'dryer':A)", points: MATCH_POINTS.nameWord },
      { query: "('سشوار':A | ('blow':A & 'dryer':A))", points: MATCH_POINTS.nameVariant },
    ]);
  });

  it('matches only the other terms when a typed word is unknown', () => {
    const unit = textOf(synonymUnit(null, [['sofa']]));
    expect(unit).toEqual({
      match: "'sofa'",
      levels: [{ query: "'sofa':A", points: MATCH_POINTS.nameVariant }],
      category: "'sofa':B",
    });
    expect(synonymUnit(null, [])).toBeNull();
  });
});

describe('everyUnitOf and anyUnitOf', () => {
  it('joins the units with and, or with or', () => {
    const units = [exactWordUnit('bluetooth'), exactWordUnit("it's")];
    expect(tsqueryOf(everyUnitOf(units))).toBe("('bluetooth' & 'it''s')");
    expect(tsqueryOf(anyUnitOf(units))).toBe("('bluetooth' | 'it''s')");
  });
});
