import type { Locale } from '@tijara/domain';

/** A text a buyer reads, in each interface language (stored as one `jsonb` object per column). */
export type LocalizedText = Readonly<Record<Locale, string>>;

/**
 * A stored text: the generator writes all four languages, an imported file may give fewer (the
 * API falls back to Arabic, then English, Chinese, Kurdish).
 */
export type Texts = Partial<Record<Locale, string>>;

/**
 * Rows of the catalogue tables (migration 0004), named as the columns are, so a batch is written
 * with one `jsonb_populate_recordset` per table.
 */
export interface CategoryRow {
  id: number;
  parent_id: number;
  level: number;
  sort: number;
  name: Texts;
  image_key: string | null;
}

export interface BrandRow {
  id: number;
  name: Texts;
  description: LocalizedText | null;
  logo_key: string | null;
  hot: boolean;
  cooperation: boolean;
  sort: number;
}

/** A product attribute or a variant's attribute value, translated. */
export interface AttributeValue {
  name: Texts;
  value: Texts;
  /**
   * A variant value's picture (a colour swatch): a product image base key, served as
   * `/media/<imageKey>/300.webp` and `/800.webp` like `image_keys`.
   */
  imageKey?: string;
}

export interface ProductRow {
  id: number;
  platform_type: number;
  category_id: number;
  category_ids: number[];
  brand_id: number | null;
  name: Texts;
  description: Texts;
  attributes: AttributeValue[];
  price_cents: number;
  max_price_cents: number;
  stock: number;
  sold: number;
  month_sold: number;
  repurchase_rate_bp: number;
  min_order: number;
  max_order: number | null;
  lead_time_days: number;
  gross_weight_g: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  china_freight_cents: number;
  tags: number[];
  image_keys: string[];
  video_key: string | null;
  trademark: string | null;
  source_url: string | null;
  search_doc: string;
  /** ISO 8601. */
  created_at: string;
}

export interface SkuRow {
  id: number;
  product_id: number;
  sort: number;
  attributes: AttributeValue[];
  stock: number;
  price_cents: number;
  promotion_price_cents: number | null;
}

export interface HotWordRow {
  locale: string;
  sort: number;
  name: string;
}

export interface BannerRow {
  id: number;
  sort: number;
  title: LocalizedText;
  image_key: string;
  link: string;
}

export interface SiteEventRow {
  id: number;
  sort: number;
  title: LocalizedText;
  summary: LocalizedText;
  image_key: string | null;
  link: string;
  starts_at: string;
  ends_at: string;
}

export interface WebsiteContentRow {
  id: number;
  kind: string;
  sort: number;
  title: LocalizedText;
  body: LocalizedText;
}

export interface WarehouseRow {
  id: number;
  country_id: number;
  sort: number;
  name: LocalizedText;
  address: LocalizedText;
  phone: string;
}

export interface FreightTariffRow {
  mode: 'sea' | 'air';
  unit_cents: number;
  insurance_bp: number;
}
