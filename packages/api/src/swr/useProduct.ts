import {
  freightEstimate,
  productDescription,
  productDetail,
  recommendedProducts,
  type ProductDetail,
  type RequestOf,
  type ResponseOf,
} from '../contract';
import { STATIC_CONTENT_OPTIONS, type QueryState } from './queryState';
import type { ProductCardsState } from './useProductPage';
import { usePdpdQuery } from './usePdpdQuery';

export interface ProductDetailState extends QueryState<ProductDetail> {
  /** The product with its variants, pictures, attributes and breadcrumbs, in the buyer's language. */
  product: ProductDetail | undefined;
}

/**
 * The product page's product (spec section 7, `/hello/product/detail`), from the route's
 * `productId` and `platformType` (`/commodity_details?productId&platformType`). `null` waits. An
 * unknown or removed product is a 404 `error` ("product invalid or removed from shelves"). Stock
 * and prices change, so a buyer coming back to the tab reads them again (SWR's defaults).
 */
export function useProductDetail(productId: string | null, platformType?: number): ProductDetailState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    productDetail,
    productId === null ? null : { productId, platformType },
  );
  return { product: data, error, isLoading, mutate };
}

/**
 * Similar products for the product page (`recommended`): the same leaf category first, by monthly
 * sales. `pageSize` defaults to the server's 12. They follow monthly sales, which do not move
 * while a buyer reads a page: no refetch on focus.
 */
export function useRecommended(productId: string | null, pageSize?: number): ProductCardsState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    recommendedProducts,
    productId === null ? null : { productId, pageSize },
    STATIC_CONTENT_OPTIONS,
  );
  return { products: data, error, isLoading, mutate };
}

export interface ProductDescriptionState extends QueryState<ResponseOf<typeof productDescription>> {
  /** The description as sanitised HTML in the buyer's language. */
  html: string | undefined;
}

/** The product's description (`description`), read once per language: it is written, not live. */
export function useProductDescription(productId: string | null): ProductDescriptionState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    productDescription,
    productId === null ? null : { productId },
    STATIC_CONTENT_OPTIONS,
  );
  return { html: data?.html, error, isLoading, mutate };
}

/** The product, its variant (when one is chosen) and how many units. */
export type FreightEstimateRequest = RequestOf<typeof freightEstimate>;
export type FreightEstimate = ResponseOf<typeof freightEstimate>;

export interface FreightEstimateState extends QueryState<FreightEstimate> {
  /**
   * What `quantity` units cost delivered to Baghdad by sea and by air (a mode without a tariff is
   * null), in cents. Undefined while the estimate for the current request loads.
   */
  estimate: FreightEstimate | undefined;
}

/**
 * The freight and landed-cost estimate of the product page (spec section 7, `freightEstimate`).
 * `null` waits (no product yet). Each quantity is its own key, so **debounce the quantity** the
 * buyer types or steps before passing it, or every click of the stepper is a call:
 *
 * ```ts
 * const settled = useDebouncedValue(quantity, SEARCH_DEBOUNCE_MS); // 500 ms, spec section 9
 * const { estimate } = useFreightEstimate(productId ? { productId, skuId, quantity: settled } : null);
 * ```
 *
 * Keep the quantity within the domain's `orderQuantityProblem` limits first: an out-of-range
 * quantity is a 400 `error` with its toast. Without any tariff the server answers 503.
 */
export function useFreightEstimate(request: FreightEstimateRequest | null): FreightEstimateState {
  const { data, error, isLoading, mutate } = usePdpdQuery(freightEstimate, request);
  return { estimate: data, error, isLoading, mutate };
}
