import type { ProductRow } from '../../src/modules/catalogue/catalogueRows';

/**
 * A product of a suite's own, in `category`, named in four languages, 10 cm a side and 500 g a
 * unit, in stock, without variants (the suite adds its SKUs); `changes` sets what the suite tests
 * (price, stock, freight). Its picture key is `${suite}/${id}`.
 */
export function testProduct(
  suite: string,
  id: number,
  category: number,
  changes: Partial<ProductRow> = {},
): ProductRow {
  return {
    id,
    platform_type: 1,
    category_id: category,
    category_ids: [category],
    brand_id: null,
    name: { ar: `منتج ${id}`, ckb: `بەرهەم ${id}`, en: `Product ${id}`, zh: `商品 ${id}` },
    description: { en: '' },
    attributes: [],
    price_cents: 2_000,
    max_price_cents: 100_000,
    stock: 1_000,
    sold: 0,
    month_sold: 0,
    repurchase_rate_bp: 0,
    min_order: 1,
    max_order: null,
    lead_time_days: 3,
    gross_weight_g: 500,
    length_mm: 100,
    width_mm: 100,
    height_mm: 100,
    china_freight_cents: 0,
    tags: [],
    image_keys: [`${suite}/${id}`],
    video_key: null,
    trademark: null,
    source_url: null,
    search_doc: `product ${id}`,
    created_at: '2026-01-01T00:00:00Z',
    ...changes,
  };
}
