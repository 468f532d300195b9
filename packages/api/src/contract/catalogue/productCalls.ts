import { defineEndpoint } from '../endpoint';
import type * as schemas from './productSchemas';

/**
 * How a product list is ordered. Without `sort`, a keyword search is ranked by relevance then
 * monthly sales, and any other list by monthly sales.
 */
export const PRODUCT_SORTS = ['sales', 'priceAsc', 'priceDesc', 'newest'] as const;

export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** What a buyer may type in the search box, before folding (the domain keeps 100 folded characters). */
export const KEYWORD_MAX_LENGTH = 200;

/** The deepest page a list goes to: deeper pages cost the database more than any buyer reads. */
export const PAGE_NUM_MAX = 10_000;

/** How many recommended or random products come back when the caller does not say. */
export const SUGGESTED_PRODUCTS_DEFAULT = 12;

/** The most products one page of a list carries. */
export const PRODUCT_PAGE_SIZE_MAX = 60;

/**
 * Spec section 7: "/ds/product/hello-page". Products of a category (at any level, or a home
 * section: hot 30, selected 54, video 12, local 101), a brand, a price range (cents, both ends
 * included) and a keyword, one page at a time. A keyword that is empty once folded (only spaces
 * or punctuation) is refused: spec section 8's "empty search".
 */
export const helloPage = defineEndpoint<typeof schemas.helloPage>()({
  path: '/ds/product/hello-page',
  method: 'POST',
  access: 'public',
});

/**
 * "Did you mean" for a keyword search that found nothing (`name`, the text as the buyer typed it
 * on `/search-list?name=`): the query with its unknown words replaced by the catalogue's own
 * words, closest first, each a whole query that finds at least one product (the domain's
 * `searchSuggestions` rules). No suggestion is an empty list. Text that is empty once folded is
 * refused as the search refuses it.
 */
export const searchSuggestions = defineEndpoint<typeof schemas.searchSuggestions>()({
  path: '/ds/product/searchSuggestions',
  method: 'POST',
  access: 'public',
});

/**
 * Spec section 7: "/hello/product/detail". An unknown product, or one of another platform,
 * answers 404 with spec section 8's "product invalid or removed from shelves".
 */
export const productDetail = defineEndpoint<typeof schemas.productDetail>()({
  path: '/hello/product/detail',
  method: 'POST',
  access: 'public',
});

/** Similar products: the same leaf category first, then the same sub-category, by monthly sales. */
export const recommendedProducts = defineEndpoint<typeof schemas.recommendedProducts>()({
  path: '/hello/product/recommended',
  method: 'POST',
  access: 'public',
});

/**
 * The product's description as HTML in the caller's language, sanitised: paragraphs, lists,
 * headings, tables and images from the catalogue's media or https only; no scripts, styles or
 * event handlers.
 */
export const productDescription = defineEndpoint<typeof schemas.productDescription>()({
  path: '/hello/product/description',
  method: 'POST',
  access: 'public',
});

/**
 * Spec section 7: "/ds/product/freightEstimate". What `quantity` units (of one variant when
 * `skuId` is given) cost delivered to Baghdad by sea and by air, from the provider's tariff. A mode
 * without a tariff is null; with no tariff at all the call answers 503.
 */
export const freightEstimate = defineEndpoint<typeof schemas.freightEstimate>()({
  path: '/ds/product/freightEstimate',
  method: 'POST',
  access: 'public',
});

/** Spec section 7: "/hello/randomList/list". A random handful of products in stock. */
export const randomProducts = defineEndpoint<typeof schemas.randomProducts>()({
  path: '/hello/randomList/list',
  method: 'POST',
  access: 'public',
});
