import type { ProductCardWire } from '@tijara/api/contract';
import { localizedTextIn, type LocalizedText, type Locale } from '@tijara/domain';
import { mediaUrlOrNull, thumbnailUrl } from './mediaUrls';

/**
 * A product card's fields and what each is read from `product p LEFT JOIN brand b`. Ids are
 * bigint and travel as text; the first picture's base key gives the thumbnail. A search reads
 * some of them otherwise (`searchCards.ts`).
 */
export const CARD_FIELDS: readonly (readonly [keyof CardRow, string])[] = [
  ['id', 'p.id::text'],
  ['platform_type', 'p.platform_type'],
  ['name', 'p.name'],
  ['image_key', 'p.image_keys[1]'],
  ['price_cents', 'p.price_cents'],
  ['max_price_cents', 'p.max_price_cents'],
  ['sold', 'p.sold'],
  ['month_sold', 'p.month_sold'],
  ['repurchase_rate_bp', 'p.repurchase_rate_bp'],
  ['tags', 'p.tags'],
  ['stock', 'p.stock'],
  ['video_key', 'p.video_key'],
  ['brand_name', 'b.name'],
  ['min_order', 'p.min_order'],
];

/** The columns of a product card, named as `CardRow`'s fields. */
export const CARD_COLUMNS = CARD_FIELDS.map(([name, read]) => `${read} AS ${name}`).join(', ');

export const CARD_FROM = 'product p LEFT JOIN brand b ON b.id = p.brand_id';

export interface CardRow {
  id: string;
  platform_type: number;
  /** Every language, or (a search's cards, `searchCards.ts`) the text in the caller's. */
  name: LocalizedText | string;
  image_key: string | null;
  price_cents: number;
  max_price_cents: number;
  sold: number;
  month_sold: number;
  repurchase_rate_bp: number;
  tags: number[];
  stock: number;
  video_key: string | null;
  brand_name: LocalizedText | string | null;
  min_order: number;
}

/** A card row as the wire's product card, texts in `locale`. */
export function toCardWire(row: CardRow, locale: Locale): ProductCardWire {
  return {
    id: row.id,
    platformType: row.platform_type,
    name: localizedTextIn(row.name, locale),
    imageUrl: row.image_key === null ? null : thumbnailUrl(row.image_key),
    price: row.price_cents,
    maxPrice: row.max_price_cents,
    sold: row.sold,
    monthSold: row.month_sold,
    repurchaseRate: row.repurchase_rate_bp,
    tags: row.tags.map(Number),
    stock: row.stock,
    videoUrl: mediaUrlOrNull(row.video_key),
    brandName: row.brand_name === null ? null : localizedTextIn(row.brand_name, locale) || null,
    minOrder: row.min_order,
  };
}
