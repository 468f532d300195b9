import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JUDGED_QUERIES,
  QUERY_CLASSES,
  QUERY_LANGUAGES,
  relevanceSubset,
} from '../bench/search/judgedQueries';
import {
  evaluate,
  expectedIds,
  openSearchUnderTest,
  type Evaluation,
  type SearchUnderTest,
} from '../bench/search/relevance';

/** Fewer products than the benchmark's 2,000, so the test stays quick; every subset query still has products to find. */
const PRODUCTS = 1_000;

/**
 * The subset's recall@10 as measured on 2026-11-27 on these 1,000 products: 0.5482 before issue
 * 16's search work, 0.6375 once the folding learnt the Kurdish letters, a final tanween, traditional
 * Chinese and hyphenated compounds, 0.7259 once a query that cannot match every word is ranked by
 * how much it matches, 0.9602 once documents have sections (name, category words, stems, parts of
 * words) and the search has stems, Chinese words, synonyms, typo limits by word length and its
 * ranking (the search and the catalogue are deterministic, so it is the
 * same on every run). A FLOOR, not a target: when the search improves, measure again (the failure
 * message lists the queries below 1) and raise it, so a later change cannot quietly lose what was
 * won. Issue 16's target is 0.9 overall.
 */
const RECALL_FLOOR = 0.96;

describe('search relevance on the judged subset (PGlite, generated catalogue)', () => {
  let search: SearchUnderTest;
  let evaluation: Evaluation;
  const subset = relevanceSubset();

  beforeAll(async () => {
    search = await openSearchUnderTest(PRODUCTS);
    evaluation = await evaluate(search, subset);
  }, 120_000);

  afterAll(async () => {
    await search?.close();
  });

  it('covers every class and language, and the whole set has at least 300 queries, 60 per language', () => {
    expect(subset.length).toBeGreaterThanOrEqual(40);
    for (const queryClass of QUERY_CLASSES)
      for (const language of QUERY_LANGUAGES)
        expect(
          subset.some((query) => query.class === queryClass && query.language === language),
          `${language}/${queryClass}`,
        ).toBe(true);
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(300);
    for (const language of QUERY_LANGUAGES)
      expect(JUDGED_QUERIES.filter((query) => query.language === language).length).toBeGreaterThanOrEqual(60);
  });

  it('judges every query of the set: each rule names real categories and brands, and picks products', () => {
    const empty = JUDGED_QUERIES.filter((query) => expectedIds(search.catalogue, query.expected).size === 0);
    expect(empty.map((query) => query.text)).toEqual([]);
    expect(evaluation.unjudged).toEqual([]);
  });

  it(`keeps recall@10 on the subset at or above its floor (${RECALL_FLOOR})`, () => {
    const missed = evaluation.judgements
      .filter((judged) => judged.recall < 1)
      .map(
        (judged) =>
          `${judged.query.language}/${judged.query.class} "${judged.query.text}": ${judged.recall.toFixed(2)}`,
      );
    expect(evaluation.overall.recall, `queries below 1:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(
      RECALL_FLOOR,
    );
  });

  it('finds exact product names in every language', () => {
    for (const language of QUERY_LANGUAGES) {
      const exact = evaluation.judgements.filter(
        (judged) => judged.query.language === language && judged.query.class === 'exact',
      );
      expect(exact.length, language).toBeGreaterThan(0);
      for (const judged of exact) expect(judged.recall, `${language} "${judged.query.text}"`).toBe(1);
    }
  });
});
