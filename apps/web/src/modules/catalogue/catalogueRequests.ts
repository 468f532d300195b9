import {
  isCatalogueId,
  isEntityId,
  isPlatformType,
  KEYWORD_MAX_LENGTH,
  type productDetail,
  type ProductPageRequest,
  type RequestOf,
} from '@tijara/api';
import { HOME_CATEGORY, searchQueryOf } from '@tijara/domain';
import { homeSectionOf, type HomeSectionName } from './categoryPath';
import { listRequestFields, readListState } from './listParams';

/**
 * What the catalogue pages ask the server for, read from their addresses. The pages and the
 * first-screen preload (`app/preloadFirstScreen.ts`) build their requests here, so both ask the
 * same thing and the page finds its answer already on its way.
 */

/** What a list is of: a category, a keyword or a brand (hello-page's filters but the page's own). */
export type ProductListFilter = Omit<
  ProductPageRequest,
  'pageNum' | 'pageSize' | 'sort' | 'minPrice' | 'maxPrice'
>;

/** One page of the list `filter`, as its address (`page`, `sort`, price range) asks. */
export function listPageRequest(filter: ProductListFilter, params: URLSearchParams): ProductPageRequest {
  return { ...filter, ...listRequestFields(readListState(params)) };
}

/** Products a home section shows: two rows on a desktop (five columns), five on a phone (two). */
export const HOME_SECTION_SIZE = 10;

/** The first products of a home section (spec section 4's category ids), by monthly sales. */
export function homeSectionRequest(categoryId: number): ProductPageRequest {
  return { categoryId, pageNum: 1, pageSize: HOME_SECTION_SIZE };
}

/** What `/category_search_list` names: a category of the tree, a home section, all, or nothing readable. */
export type CategoryTarget =
  | { kind: 'all' }
  | { kind: 'section'; section: HomeSectionName; categoryId: number }
  | { kind: 'category'; categoryId: number }
  | { kind: 'invalid' };

/** Category ids are positive integers; the hot-products tab is `type=hot` (spec section 2). */
export function readCategoryTarget(params: URLSearchParams): CategoryTarget {
  if (params.get('type') === 'hot') return { kind: 'section', section: 'hot', categoryId: HOME_CATEGORY.hot };
  const id = params.get('id');
  if (id === null || id === '') return { kind: 'all' };
  if (!/^\d{1,10}$/.test(id) || !isCatalogueId(Number(id))) return { kind: 'invalid' };
  const categoryId = Number(id);
  const section = homeSectionOf(categoryId);
  if (section) return { kind: 'section', section, categoryId };
  // `firstId` (the top-level category) is only carried along: the tree gives the whole path.
  return { kind: 'category', categoryId };
}

/** The list filter of a category page; null asks nothing (an id that is not one). */
export function categoryFilterOf(target: CategoryTarget): ProductListFilter | null {
  if (target.kind === 'section' || target.kind === 'category') return { categoryId: target.categoryId };
  return target.kind === 'all' ? {} : null;
}

/** What `/search-list` asks: a text search, an empty one (spec section 8's warning), or by image. */
export type SearchTarget =
  | { kind: 'byImage' }
  | { kind: 'empty'; text: string }
  | { kind: 'text'; text: string; filter: ProductListFilter };

export function readSearchTarget(params: URLSearchParams): SearchTarget {
  const text = params.get('name')?.trim() ?? '';
  if (text === '' && params.has('id')) return { kind: 'byImage' };
  // The domain's folding, the one the server searches with: null when nothing searchable is left.
  if (searchQueryOf(text) === null) return { kind: 'empty', text };
  return { kind: 'text', text, filter: { keyword: text.slice(0, KEYWORD_MAX_LENGTH) } };
}

/** A brand id from the address (`brandId`), null when there is none, 'invalid' when it is not one. */
export function readBrandId(params: URLSearchParams): number | null | 'invalid' {
  const value = params.get('brandId');
  if (value === null || value === '') return null;
  return /^[1-9]\d{0,9}$/.test(value) && isCatalogueId(Number(value)) ? Number(value) : 'invalid';
}

/**
 * The product `/commodity_details` names, checked as the detail call's schema would (with the
 * contract's zod-free checks: this runs before the schemas load), or null. A `platformType` that is
 * not a number is left out, as the server's default.
 */
export function readProductRequest(params: URLSearchParams): RequestOf<typeof productDetail> | null {
  const productId = params.get('productId') ?? '';
  if (!isEntityId(productId)) return null;
  const platformText = params.get('platformType');
  if (platformText === null || !/^\d{1,5}$/.test(platformText)) return { productId };
  const platformType = Number(platformText);
  return isPlatformType(platformType) ? { productId, platformType } : null;
}
