import type { ProductCardWire } from '@tijara/api/contract';
import { localizedTextIn, type LocalizedText, type Locale } from '@tijara/domain';
import { mediaUrlOrNull, thumbnailUrl } from './mediaUrls';

/**
 * The columns of a product card, read from `product p LEFT JOIN brand b`. Ids are bigint and
 * travel as text; the first picture's base key gives the thumbnail.
 */
export const CARD_COLUMNS = `p.id::text AS id, p.platform_type, p.name, p.image_keys[1] AS image_key,
  p.price_cents, p.max_price_cents, p.sold, p.month_sold, p.repurchase_rate_bp, p.tags, p.stock,
  p.video_key, b.name AS brand_name, p.min_order`;

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
