import { searchDocumentOf, searchQueryOf, searchSimilarityThreshold, searchWordsOf } from '@tijara/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  correctionsQuery,
  prepareCorrections,
  vocabularyQuery,
} from '../../src/modules/catalogue/productSearch';
import {
  anyProductQuery,
  preferIndexes,
  SUGGESTION_REACH,
} from '../../src/modules/catalogue/searchSuggestions';
import type { CatalogueHarness } from './harness';
import type { PageAnswer } from './productPageSuite';

/** Enough rows for the planner to prefer an index to reading the table. */
const GENERATED = 3_000;
const ROOT = 9_000;
const SUB = 9_100;
const LEAF = 9_110;
const FIRST_ID = 5_000_000_000_000_000n;

/** [en, ar, ckb, zh] */
const COLOURS = [
  ['Red', 'أحمر', 'سوور', '红色'],
  ['Black', 'أسود', 'ڕەش', '黑色'],
  ['White', 'أبيض', 'سپی', '白色'],
  ['Green', 'أخضر', 'سەوز', '绿色'],
  ['Golden', 'ذهبي', 'زێڕین', '金色'],
] as const;
const NOUNS = [
  ['Charger', 'شاحن', 'بارگاوەر', '充电器'],
  ['Kettle', 'غلاية', 'کەتڵی', '水壶'],
  ['Backpack', 'حقيبة ظهر', 'جانتای پشت', '背包'],
  ['Desk Lamp', 'مصباح مكتب', 'چرای مێز', '台灯'],
  ['Bath Towel', 'منشفة حمام', 'خاولی حەمام', '浴巾'],
  ['Wall Mirror', 'مرآة حائط', 'ئاوێنەی دیوار', '挂镜'],
  ['Coffee Mug', 'كوب قهوة', 'کوپی قاوە', '咖啡杯'],
  ['Yoga Mat', 'حصيرة يوغا', 'ڕایەخی یۆگا', '瑜伽垫'],
  ['Umbrella', 'مظلة', 'چەتر', '雨伞'],
  ['Power Bank', 'بطارية متنقلة', 'پاوەر بانک', '充电宝'],
] as const;
const MATERIALS = [
  ['Stainless Steel', 'ستانلس ستيل', 'ستیلی ژەنگنەگر', '不锈钢'],
  ['Bamboo', 'خيزران', 'قامیش', '竹制'],
  ['Silicone', 'سيليكون', 'سیلیکۆن', '硅胶'],
  ['Cotton', 'قطن', 'لۆکە', '纯棉'],
] as const;

function supplierCode(index: number): string {
  return `x${((index * 7_919) % 1_000_003).toString(36)}`;
}

/**
 * Generated names in four languages, about as long as the seeded catalogue's: colour, material,
 * noun, model, and a supplier's code of its own, so the catalogue has a few thousand words, as
 * many as the generated 50,000 products have (the planner weighs the vocabulary's size).
 */
function generatedName(index: number): { ar: string; ckb: string; en: string; zh: string } {
  const [enColour, arColour, ckbColour, zhColour] = COLOURS[
    index % COLOURS.length
  ] as (typeof COLOURS)[number];
  const [enNoun, arNoun, ckbNoun, zhNoun] = NOUNS[
    Math.floor(index / COLOURS.length) % NOUNS.length
  ] as (typeof NOUNS)[number];
  const [enMaterial, arMaterial, ckbMaterial, zhMaterial] = MATERIALS[
    index % MATERIALS.length
  ] as (typeof MATERIALS)[number];
  const model = 100 + (index % 97);
  return {
    en: `${enColour} ${enMaterial} ${enNoun} M${model} ${supplierCode(index)}`,
    ar: `${arNoun} ${arMaterial} ${arColour} ${model}`,
    ckb: `${ckbNoun}ی ${ckbMaterial} ${ckbColour} ${model}`,
    zh: `${zhColour}${zhMaterial}${zhNoun}${model}`,
  };
}

/**
 * The search on a few thousand products: each stage reads its index (`product_search_words` for
 * the words as typed, `search_word_trigrams` for typos), and the matches are exactly those of the
 * rule applied to every product.
 */
export function searchPlanTests(h: CatalogueHarness) {
  const generatedDocs: string[] = [];

  beforeAll(async () => {
    await h.db.query(
      `INSERT INTO category (id, parent_id, level, sort, name) VALUES
         ($1, 0, 1, 9, '{"en":"Generated"}'), ($2, $1, 2, 1, '{"en":"Generated"}'), ($3, $2, 3, 1, '{"en":"Generated"}')`,
      [ROOT, SUB, LEAF],
    );
    const ids: string[] = [];
    const names: string[] = [];
    const prices: number[] = [];
    const sales: number[] = [];
    for (let index = 0; index < GENERATED; index += 1) {
      const name = generatedName(index);
      ids.push(String(FIRST_ID + BigInt(index)));
      names.push(JSON.stringify(name));
      prices.push(500 + ((index * 37) % 9_000));
      sales.push((index * 7_919) % 5_000);
      generatedDocs.push(
        searchDocumentOf({
          names: [name.ar, name.ckb, name.en, name.zh],
          brands: ['Generated Brand', '生成品牌'],
        }),
      );
    }
    await h.db.query(
      `INSERT INTO product (id, platform_type, category_id, category_ids, name, description, price_cents,
                            max_price_cents, stock, month_sold, gross_weight_g, length_mm, width_mm, height_mm,
                            image_keys, search_doc, created_at)
       SELECT t.id, 1, $6, ARRAY[$6, $7, $8]::integer[], t.name::jsonb, '{}'::jsonb, t.price, t.price, 10, t.sold,
              100, 10, 10, 10, ARRAY['generated/' || t.id], t.doc, now()
         FROM unnest($1::bigint[], $2::text[], $3::integer[], $4::integer[], $5::text[]) AS t(id, name, price, sold, doc)`,
      [ids, names, prices, sales, generatedDocs, LEAF, SUB, ROOT],
    );
    await h.db.exec('ANALYZE product; ANALYZE search_word');
  });

  afterAll(async () => {
    await h.db.query('DELETE FROM product WHERE category_id = $1', [LEAF]);
    await h.db.query('DELETE FROM category WHERE id IN ($1, $2, $3)', [LEAF, SUB, ROOT]);
  });

  const foldedQuery = (keyword: string): string => {
    const query = searchQueryOf(keyword);
    if (query === null) throw new Error(`nothing to search in "${keyword}"`);
    return query;
  };

  it('looks words up in the vocabulary by a range of its key, and typos in its trigram index', async () => {
    const words = searchWordsOf(foldedQuery('umbrela kettel'));
    const explain = async (query: { text: string; params: unknown[] }, forTypos: boolean) => {
      const rows = await h.db.transaction(async (tx) => {
        if (forTypos) await prepareCorrections(tx, words);
        return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.text}`, query.params);
      });
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    const known = await explain(vocabularyQuery(words), false);
    expect(known, known).toMatch(/Index (Only )?Scan using search_word_pkey/);
    expect(known, known).toMatch(/word >= 'umbrela'::text/);
    expect(known, known).not.toMatch(/Seq Scan/);
    const typos = await explain(correctionsQuery(words), true);
    expect(typos, typos).toMatch(/Bitmap Index Scan on search_word_trigrams/);
    expect(typos, typos).not.toMatch(/Seq Scan on search_word|on search_word_pkey/);
  });

  it('reads suggestions from the trigram index and tests them on the full-text index', async () => {
    const words = searchWordsOf(foldedQuery('umbrla ketle'));
    const candidates = await h.db.transaction(async (tx) => {
      await prepareCorrections(tx, words, SUGGESTION_REACH);
      const query = correctionsQuery(words, SUGGESTION_REACH);
      return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.text}`, query.params);
    });
    const lookup = candidates.map((row) => row['QUERY PLAN']).join('\n');
    expect(lookup, lookup).toMatch(/Bitmap Index Scan on search_word_trigrams/);
    expect(lookup, lookup).not.toMatch(/Seq Scan on search_word|on search_word_pkey/);

    const test = anyProductQuery(["'umbrella' & 'kettle'", "'golden' & 'kettle'"]);
    const rows = await h.db.transaction(async (tx) => {
      await preferIndexes(tx);
      return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${test.text}`, test.params);
    });
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan, plan).toMatch(/Bitmap Index Scan on product_search_words/);
    expect(plan, plan).not.toMatch(/Seq Scan on product/);

    const suggest = async (name: string) =>
      (await h.data<{ corrections: string[] }>('/ds/product/searchSuggestions', { name })).corrections;
    expect(await suggest('umbrela')).toEqual(['umbrella']);
    expect(await suggest('goldn ketle')).toEqual(['golden kettle']);
  });

  const total = async (keyword: string) =>
    (await h.data<PageAnswer>('/ds/product/hello-page', { keyword, pageNum: 1, pageSize: 60 })).total;
  const generatedAnswer = async (keyword: string) => {
    const answer = await h.data<PageAnswer>('/ds/product/hello-page', {
      keyword,
      categoryId: LEAF,
      pageNum: 1,
      pageSize: 60,
    });
    return answer;
  };

  it('counts exactly the products with every word, whole or as the start of a word, worked out here', async () => {
    for (const keyword of ['umbrella', 'شاحن', '充电', 'golden kettle', 'Stainless', 'ستیل', 'mug m10']) {
      const words = searchWordsOf(foldedQuery(keyword));
      const expected = generatedDocs.filter((doc) => {
        const docWords = searchWordsOf(doc);
        return words.every((word) => docWords.some((docWord) => docWord.startsWith(word)));
      }).length;
      expect(expected, keyword).toBeGreaterThan(20);
      const answer = await generatedAnswer(keyword);
      expect(answer.total, keyword).toBe(expected);
      expect(answer.records).toHaveLength(Math.min(60, expected));
    }
  });

  it('counts exactly the products with a word within one typo when the words as typed find none', async () => {
    for (const keyword of ['umbrela', 'kettel', 'بارگاوەت', 'silicane']) {
      const [word = ''] = searchWordsOf(foldedQuery(keyword));
      // The rule applied to every word of every product, without the vocabulary or its index.
      const [row] = await h.db.query<{ count: number }>(
        `SELECT count(*)::integer AS count FROM product p
          WHERE p.category_id = $3
            AND EXISTS (SELECT 1 FROM unnest(tsvector_to_array(p.search_words)) AS w WHERE similarity(w, $1) >= $2)`,
        [word, searchSimilarityThreshold(word), LEAF],
      );
      const expected = row?.count ?? 0;
      expect(expected, keyword).toBeGreaterThan(50);
      expect((await generatedAnswer(keyword)).total, keyword).toBe(expected);
    }
  });

  it('pages through every match of a search once, in rank order', async () => {
    for (const keyword of ['umbrella', 'umbrela']) {
      const seen: string[] = [];
      let all = 0;
      for (let pageNum = 1; pageNum <= 50; pageNum += 1) {
        const page = await h.data<PageAnswer>('/ds/product/hello-page', { keyword, pageNum, pageSize: 60 });
        all = page.total;
        seen.push(...page.records.map((card) => card.id));
        if (page.records.length < 60) break;
      }
      expect(all, keyword).toBeGreaterThan(120);
      expect(seen, keyword).toHaveLength(all);
      expect(new Set(seen).size, keyword).toBe(all);
    }
    expect(await total('umbrela')).toBe(await total('umbrella'));
  });
}
