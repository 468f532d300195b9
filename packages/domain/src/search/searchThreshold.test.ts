import { describe, expect, it } from 'vitest';
import { foldSearchText } from './searchText';
import {
  EXACT_WORD_SIMILARITY,
  oneTypoSimilarity,
  searchSimilarityThreshold,
  trigramCount,
  TYPO_TOLERANT_WORD_LENGTH,
} from './searchThreshold';

describe('trigramCount', () => {
  it("counts each word's letters plus one, Han characters as letters", () => {
    expect(trigramCount('shirt')).toBe(6);
    expect(trigramCount('golden kettle')).toBe(14);
    // 手机壳 folds to the words 手机 and 壳: 3 + 2.
    expect(trigramCount(foldSearchText('手机壳'))).toBe(5);
    expect(trigramCount('')).toBe(0);
  });
});

describe('oneTypoSimilarity', () => {
  it('is what pg_trgm scores a word with one letter changed in its middle', () => {
    // "shirt" / "sxirt": 3 shared trigrams of 9 in all.
    expect(oneTypoSimilarity(6)).toBeCloseTo(3 / 9);
    // "headphones" / "hexdphones": 8 of 14.
    expect(oneTypoSimilarity(11)).toBeCloseTo(8 / 14);
  });
});

describe('searchSimilarityThreshold', () => {
  it('forgives one letter in words of 6 letters and more, just below their worst score', () => {
    expect(TYPO_TOLERANT_WORD_LENGTH).toBe(6);
    expect(searchSimilarityThreshold('cotton')).toBeCloseTo(0.399, 3);
    expect(searchSimilarityThreshold('cotton')).toBeLessThan(4 / 10);
    // Above what two changed letters score: "cotton" against "cobbon", side by side, 3 / 11.
    expect(searchSimilarityThreshold('cotton')).toBeGreaterThan((7 - 4) / (7 + 4));
    expect(searchSimilarityThreshold('blender')).toBeLessThan(5 / 11);
    expect(searchSimilarityThreshold('blender')).toBeGreaterThan(0.45);
    expect(searchSimilarityThreshold(foldSearchText('سماعات'))).toBeLessThan(4 / 10);
  });

  it('does not forgive a letter in 5-letter words: "tabel" is as close to "label" as to "table"', () => {
    expect(oneTypoSimilarity(trigramCount('tabel'))).toBeCloseTo(1 / 3);
    expect(searchSimilarityThreshold('shirt')).toBe(EXACT_WORD_SIMILARITY);
    expect(searchSimilarityThreshold(foldSearchText('الأحمر'))).toBe(EXACT_WORD_SIMILARITY);
  });

  it('asks queries of short words to match whole words or the start of longer ones', () => {
    expect(searchSimilarityThreshold('bag')).toBe(EXACT_WORD_SIMILARITY);
    expect(searchSimilarityThreshold('red cup')).toBe(EXACT_WORD_SIMILARITY);
    expect(searchSimilarityThreshold('هاتف')).toBe(EXACT_WORD_SIMILARITY);
    // Chinese is searched as character pairs: two-letter words.
    expect(searchSimilarityThreshold(foldSearchText('无线蓝牙耳机'))).toBe(EXACT_WORD_SIMILARITY);
    expect(searchSimilarityThreshold('')).toBe(EXACT_WORD_SIMILARITY);
  });

  it("counts the words of a longer text together, never above pg_trgm's default", () => {
    // One typo in "red cotton" (11 trigrams) scores 8 / 14; "cotton" alone scores 7 / 11, "red" alone 4 / 11.
    expect(searchSimilarityThreshold('red cotton')).toBeCloseTo(8 / 14 - 0.001, 6);
    expect(searchSimilarityThreshold('red cotton')).toBeGreaterThan(4 / 11);
    expect(searchSimilarityThreshold('golden kettle')).toBe(EXACT_WORD_SIMILARITY);
    expect(searchSimilarityThreshold('waterproofing')).toBe(EXACT_WORD_SIMILARITY);
    expect(EXACT_WORD_SIMILARITY).toBe(0.6);
  });
});
