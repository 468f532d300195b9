import { helloPage, randomProducts, type ProductCard, type RequestOf, type ResponseOf } from '../contract';
import type { QueryState } from './queryState';
import { usePdpdQuery } from './usePdpdQuery';

/** What a product list asks for: category, keyword, brand, price range (cents), sort, page. */
export type ProductPageRequest = RequestOf<typeof helloPage>;
export type ProductPage = ResponseOf<typeof helloPage>;

export interface ProductPageState extends QueryState<ProductPage> {
  /**
   * The page of products. While the page asked for next is on its way, this is still the last page
   * shown and `isLoading` is true (dim it rather than blank it); `page.pageNum` says which page it
   * is. Undefined before the first answer and while the request is `null`.
   */
  page: ProductPage | undefined;
}

/**
 * SWR's `keepPreviousData`: turning a page, changing the sort or narrowing the price keeps the
 * products on screen until the next page arrives, instead of collapsing the grid into skeletons
 * and losing the buyer's scroll position. Prices and stock move, so focus refetches as usual.
 */
const PRODUCT_PAGE_OPTIONS = { keepPreviousData: true } as const;

/**
 * One page of products (spec section 7, `hello-page`): a category list, a home section, a brand's
 * products or a keyword search, one key per page. `null` asks nothing (the search text is empty).
 * A keyword that is only spaces or punctuation is refused by the server with spec section 8's
 * "empty search" (a 400 `error`, shown as its toast); pass `null` to avoid asking at all.
 */
export function useProductPage(request: ProductPageRequest | null): ProductPageState {
  const { data, error, isLoading, mutate } = usePdpdQuery(helloPage, request, PRODUCT_PAGE_OPTIONS);
  // With no request SWR would still hand back the last page kept for `keepPreviousData`.
  return { page: request === null ? undefined : data, error, isLoading, mutate };
}

export interface ProductCardsState extends QueryState<ProductCard[]> {
  products: ProductCard[] | undefined;
}

/**
 * Each answer is a new draw: refetching on focus, on reconnect or when the section mounts again
 * would reshuffle the products under the buyer's eyes. The draw stays until the key changes (a
 * language change, a sign-in) or `mutate()` asks for another.
 */
const RANDOM_DRAW_OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
} as const;

/**
 * A random handful of products in stock (spec section 7, `randomList/list`), `pageSize` of them
 * (the server's default, 12, when not given).
 */
export function useRandomProducts(pageSize?: number): ProductCardsState {
  const { data, error, isLoading, mutate } = usePdpdQuery(randomProducts, { pageSize }, RANDOM_DRAW_OPTIONS);
  return { products: data, error, isLoading, mutate };
}
