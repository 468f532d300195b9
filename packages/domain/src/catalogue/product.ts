import type { UsdCents } from '../money';

/** One attribute of a variant (spec section 3): name and value, with an optional image. */
export interface VariantAttribute {
  name: string;
  value: string;
  /** The picture of this value (a colour swatch, say), shown on its button. */
  skuImageUrl?: string | undefined;
  /** The value translated for the buyer, when the supplier's text was translated. */
  translatedValue?: string | undefined;
}

/** A variant (SKU) of a product: one combination of attribute values, its stock and price. */
export interface ProductVariant {
  skuId: string;
  attributes: VariantAttribute[];
  /** `skuStock` on the wire. */
  stock: number;
  price: UsdCents;
  /** A promotion price, shown beside the struck-through price. */
  promotionPrice?: UsdCents | undefined;
}

/** Spec section 3's product, with the names the storefront uses. */
export interface Product {
  id: string;
  /** Which source site the product comes from; it travels with the id in links. */
  platformType: number;
  name: string;
  images: string[];
  videoUrl?: string | undefined;
  url?: string | undefined;
  /** The product's own price, or its lowest variant price. */
  price: UsdCents;
  /** Units sold in all (`sold`) and in the last month (`monthSold`). */
  sold: number;
  monthSold: number;
  /** Share of buyers who ordered again, 0..1. */
  repurchaseRate?: number | undefined;
  tags: number[];
  stock: number;
  categoryId?: string | undefined;
  brand?: string | undefined;
  /** Days the supplier needs before shipping. */
  leadTimeDays?: number | undefined;
  /** Gross packed weight of one unit, kilograms. */
  grossWeightKg?: number | undefined;
  trademark?: string | undefined;
  variants: ProductVariant[];
}

export interface Category {
  categoryId: string;
  categoryName: string;
  children?: Category[] | undefined;
}

/** A search suggestion of the hot-word panel. */
export interface HotWord {
  name: string;
}

/** Spec section 2: the hot-search panel highlights its first 3 words. */
export const HIGHLIGHTED_HOT_WORDS = 3;

/** Whether the hot word at `index` (0-based) is highlighted. */
export function isHighlightedHotWord(index: number): boolean {
  return index >= 0 && index < HIGHLIGHTED_HOT_WORDS;
}

/** Spec section 9: what a product's tags show on its card. */
export const PRODUCT_TAG = {
  /** "Tag 12 shows a video preview". */
  videoPreview: 12,
  /** "tag 2 a badge". */
  badge: 2,
} as const;

/** Spec section 9: "search tags 0 and 1 show ribbons". */
export const SEARCH_RIBBON_TAGS = [0, 1] as const;

/** Spec section 9: "Product card thumbnail 300x300". */
export const PRODUCT_THUMBNAIL_PX = 300;

/** Spec section 4: the category ids of the home page sections. */
export const HOME_CATEGORY = { hot: 30, selected: 54, video: 12, local: 101 } as const;

/** Spec section 2: the hot-products tab opens `/category_search_list?type=hot&firstId=2`. */
export const HOT_PRODUCTS_FIRST_ID = 2;

export function hasVideoPreview(product: Pick<Product, 'tags' | 'videoUrl'>): boolean {
  return product.tags.includes(PRODUCT_TAG.videoPreview) && Boolean(product.videoUrl);
}

export function hasBadge(product: Pick<Product, 'tags'>): boolean {
  return product.tags.includes(PRODUCT_TAG.badge);
}

/** The ribbon tags (0, 1) a product carries in search results, in order. */
export function searchRibbons(product: Pick<Product, 'tags'>): number[] {
  return SEARCH_RIBBON_TAGS.filter((tag) => product.tags.includes(tag));
}
