import { searchQueryOf, searchSimilarityThreshold, searchDocumentOf } from '@tijara/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductSort } from '@tijara/api/contract';
import {
  prepareSearch,
  searchRankQuery,
  type ProductFilter,
} from '../../src/modules/catalogue/productSearch';
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

/** Generated names in four languages, about as long as the seeded catalogue's: colour, material, noun, model. */
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
    en: `${enColour} ${enMaterial} ${enNoun} M${model}`,
    ar: `${arNoun} ${arMaterial} ${arColour} ${model}`,
    ckb: `${ckbNoun}ی ${ckbMaterial} ${ckbColour} ${model}`,
    zh: `${zhColour}${zhMaterial}${zhNoun}${model}`,
  };
}

/**
 * The search on a few thousand products: the plan reads the trigram index (`product_search`), and
 * its matches are exactly those of the similarity rule applied to every row.
 */
export function searchPlanTests(h: CatalogueHarness) {
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
    const docs: string[] = [];
    for (let index = 0; index < GENERATED; index += 1) {
      const name = generatedName(index);
      ids.push(String(FIRST_ID + BigInt(index)));
      names.push(JSON.stringify(name));
      prices.push(500 + ((index * 37) % 9_000));
      sales.push((index * 7_919) % 5_000);
      docs.push(searchDocumentOf([name.ar, name.ckb, name.en, name.zh, 'Generated Brand', '生成品牌']));
    }
    await h.db.query(
      `INSERT INTO product (id, platform_type, category_id, category_ids, name, description, price_cents,
                            max_price_cents, stock, month_sold, gross_weight_g, length_mm, width_mm, height_mm,
                            image_keys, search_doc, created_at)
       SELECT t.id, 1, $6, ARRAY[$6, $7, $8]::integer[], t.name::jsonb, '{}'::jsonb, t.price, t.price, 10, t.sold,
              100, 10, 10, 10, ARRAY['generated/' || t.id], t.doc, now()
         FROM unnest($1::bigint[], $2::text[], $3::integer[], $4::integer[], $5::text[]) AS t(id, name, price, sold, doc)`,
      [ids, names, prices, sales, docs, LEAF, SUB, ROOT],
    );
    await h.db.exec('ANALYZE product');
  });

  afterAll(async () => {
    await h.db.query('DELETE FROM product WHERE category_id = $1', [LEAF]);
    await h.db.query('DELETE FROM category WHERE id IN ($1, $2, $3)', [LEAF, SUB, ROOT]);
  });

  async function planOf(
    keyword: string,
    filter: Omit<ProductFilter, 'query'> = {},
    sort?: ProductSort,
  ): Promise<string> {
    const query = searchQueryOf(keyword);
    if (query === null) throw new Error('empty query');
    const search = searchRankQuery({ ...filter, query }, { sort, limit: 20, offset: 0 });
    const rows = await h.db.transaction(async (tx) => {
      await prepareSearch(tx, query);
      return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${search.text}`, search.params);
    });
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it(`serves keyword searches over ${GENERATED} products from the trigram index, not a table scan`, async () => {
    for (const keyword of ['headphones', 'كرسي', '手机壳', 'umbrela']) {
      const plan = await planOf(keyword);
      expect(plan, plan).toMatch(/Bitmap Index Scan on product_search/);
      expect(plan, plan).not.toMatch(/Seq Scan on product/);
    }
  });

  it('keeps to the indexes when a search is narrowed or sorted', async () => {
    const plans = [
      await planOf('umbrela', { categoryId: LEAF }),
      await planOf('umbrela', { brandId: 1, minPrice: 1_000 }),
      await planOf('charger', {}, 'priceAsc'),
    ];
    for (const plan of plans) {
      expect(plan, plan).toMatch(/Bitmap Index Scan on product_(search|categories|brand|by_price)/);
      expect(plan, plan).not.toMatch(/Seq Scan on product /);
    }
  });

  it('counts exactly the products the similarity rule accepts when applied to every row', async () => {
    for (const keyword of ['umbrela', 'شاحن', '充电', 'golden kettle']) {
      const query = searchQueryOf(keyword) ?? '';
      const [exact] = await h.db.query<{ count: number }>(
        'SELECT count(*)::integer AS count FROM product WHERE word_similarity($1, search_doc) >= $2',
        [query, searchSimilarityThreshold(query)],
      );
      const expected = exact?.count ?? 0;
      expect(expected, keyword).toBeGreaterThan(50);
      const page = await h.data<PageAnswer>('/ds/product/hello-page', { keyword, pageNum: 1, pageSize: 60 });
      expect(page.total, keyword).toBe(expected);
      expect(page.records).toHaveLength(Math.min(60, expected));
    }
  });

  it('pages through every match of a search once, in rank order', async () => {
    const keyword = 'umbrela';
    const seen: string[] = [];
    let total = 0;
    for (let pageNum = 1; pageNum <= 50; pageNum += 1) {
      const page = await h.data<PageAnswer>('/ds/product/hello-page', { keyword, pageNum, pageSize: 60 });
      total = page.total;
      seen.push(...page.records.map((card) => card.id));
      if (page.records.length < 60) break;
    }
    expect(total).toBeGreaterThan(120);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });
}
