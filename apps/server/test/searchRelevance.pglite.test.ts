import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@tijara/domain';
import {
  all,
  any,
  child,
  JUDGED_QUERIES,
  leaf,
  named,
  QUERY_CLASSES,
  QUERY_LANGUAGES,
  relevanceSubset,
  root,
  type QueryClass,
  type Rule,
} from '../bench/search/judgedQueries';
import {
  evaluate,
  expectedIds,
  openSearchUnderTest,
  PAGE,
  searchFirstPage,
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

  /**
   * Issue 16's "Done when": the examples of its "Why" all find what a buyer meant. Each is searched
   * through the benchmark's call (the storefront's keyword search in the buyer's language) and
   * judged by a rule over the catalogue, as the judged set is.
   */
  describe("the examples of issue 16's 'Why'", () => {
    const CHARGERS = any(leaf('Chargers'), leaf('Wireless Chargers'));
    const EARPHONES = any(leaf('Wireless Earbuds'), leaf('Headphones'));
    const KNIVES = any(leaf('Chef Knives'), leaf('Knife Sets'));
    const PHONE_THINGS = root('Phone Accessories');

    /** A shown product as a failure message names it: id, name in the buyer's language, leaf category. */
    const shownAs = (id: string, locale: Locale): string => {
      const product = search.catalogue.products.find((each) => each.id === id);
      const leafName = search.catalogue.categories.find(
        (row) => row.level === 3 && product?.categoryIds.includes(row.id),
      )?.name.en;
      return `${id} ${product?.name[locale] ?? ''} (${leafName ?? '?'})`;
    };

    /**
     * Searches `text` as a buyer of `language` and checks that the first page begins with what the
     * buyer meant: its first min(10, products meant) products are all ones `meant` picks (recall@10
     * of 1 with the first product relevant). With `notBefore` (the products the word also reaches
     * that the buyer did not mean, which the catalogue must have), none of them is shown ahead of a
     * product meant. Answers the page's ids.
     */
    const findsWhatIsMeant = async (
      language: Locale,
      queryClass: QueryClass,
      text: string,
      meant: Rule,
      notBefore?: Rule,
    ): Promise<string[]> => {
      const relevant = expectedIds(search.catalogue, meant);
      expect(relevant.size, `"${text}": the catalogue has products the buyer means`).toBeGreaterThan(0);
      const { ids } = await searchFirstPage(search.app, {
        language,
        class: queryClass,
        text,
        expected: meant,
      });
      const shown = `"${text}" (${language} buyer) shows:\n${ids.map((id) => shownAs(id, language)).join('\n')}`;
      const wanted = Math.min(PAGE, relevant.size);
      expect(ids.length, shown).toBeGreaterThanOrEqual(wanted);
      expect(
        ids.slice(0, wanted).filter((id) => !relevant.has(id)),
        shown,
      ).toEqual([]);
      if (notBefore === undefined) return ids;
      const unmeant = expectedIds(search.catalogue, notBefore);
      for (const id of relevant) unmeant.delete(id);
      expect(unmeant.size, `"${text}": the catalogue has products the buyer does not mean`).toBeGreaterThan(
        0,
      );
      const lastMeant = ids.reduce((last, id, index) => (relevant.has(id) ? index : last), -1);
      const firstUnmeant = ids.findIndex((id) => unmeant.has(id));
      if (firstUnmeant >= 0) expect(firstUnmeant, shown).toBeGreaterThan(lastMeant);
      return ids;
    };

    it('corrects a typo: "powr bank" finds power banks', async () => {
      await findsWhatIsMeant('en', 'typo', 'powr bank', leaf('Power Banks'));
    });

    it('reads plurals and category words: "phone cases", "knives", "الشواحن"', async () => {
      await findsWhatIsMeant('en', 'variant', 'phone cases', leaf('Phone Cases'));
      await findsWhatIsMeant('en', 'variant', 'knives', KNIVES);
      await findsWhatIsMeant('ar', 'category', 'الشواحن', CHARGERS);
    });

    it('finds Chinese words: "锅" pots and pans, "降噪耳机" noise-cancelling earphones', async () => {
      // 锅 is a pot or pan, and the head word of the air fryer's name (空气炸锅, "air-fry pot"): the
      // buyer means what it names, with the pots and pans first.
      const ids = await findsWhatIsMeant('zh', 'partial', '锅', any(child('Cookware'), named('zh', '锅')));
      expect(
        expectedIds(search.catalogue, child('Cookware')).has(ids[0] ?? ''),
        shownAs(ids[0] ?? '', 'zh'),
      ).toBe(true);
      // The catalogue writes 降噪 (noise-cancelling) and 耳机 apart: "降噪铝合金蓝牙耳机".
      await findsWhatIsMeant('zh', 'partial', '降噪耳机', all(EARPHONES, named('zh', '降噪')));
    });

    it('"充电头" (charger head) ranks chargers before rechargeable headlamps ("可充电头灯")', async () => {
      await findsWhatIsMeant(
        'zh',
        'synonym',
        '充电头',
        CHARGERS,
        all(leaf('Headlamps'), named('zh', '可充电头灯')),
      );
    });

    it('folds Kurdish and Arabic spelling: "هيدفون" finds headphones, "سكين طاهي" chef knives', async () => {
      // The catalogue writes هێدفۆن; a Kurdish buyer on an Arabic keyboard, or an Arabic buyer, types هيدفون.
      await findsWhatIsMeant('ckb', 'variant', 'هيدفون', leaf('Headphones'));
      await findsWhatIsMeant('ar', 'crossLanguage', 'هيدفون', leaf('Headphones'));
      // The catalogue writes سكين طاهٍ, with tanween.
      await findsWhatIsMeant('ar', 'variant', 'سكين طاهي', leaf('Chef Knives'));
    });

    it('knows the synonyms buyers use: earphones, earbuds, headphones; mobile, phone; قنفة; سشوار', async () => {
      await findsWhatIsMeant('en', 'synonym', 'earphones', EARPHONES);
      await findsWhatIsMeant('en', 'synonym', 'earbuds', leaf('Wireless Earbuds'));
      await findsWhatIsMeant('en', 'exact', 'headphones', leaf('Headphones'));
      await findsWhatIsMeant('en', 'synonym', 'mobile', PHONE_THINGS);
      await findsWhatIsMeant('en', 'partial', 'phone', PHONE_THINGS);
      await findsWhatIsMeant('ar', 'synonym', 'قنفة', leaf('Sofas'));
      await findsWhatIsMeant('ar', 'synonym', 'سشوار', leaf('Hair Dryers'));
    });

    it('ranks what the word names first: "razor", "تەلەفۆن", "tshirt"', async () => {
      // Shavers before the knives whose names say "Razor-Sharp".
      await findsWhatIsMeant('en', 'synonym', 'razor', leaf('Shavers'), named('en', 'Razor-Sharp'));
      // Phone accessories before TV stands (مێزی تەلەفزیۆن).
      await findsWhatIsMeant('ckb', 'synonym', 'تەلەفۆن', PHONE_THINGS, leaf('TV Stands'));
      // T-shirts before the men's shirts.
      await findsWhatIsMeant('en', 'variant', 'tshirt', leaf('T-Shirts'), leaf('Shirts'));
    });
  });
});
