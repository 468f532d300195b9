import { PAGE_NUM_MAX, PRODUCT_SORTS, type ProductSort } from '@tijara/api';
import { formatUsdAmount, parseUsdAmountCents } from './priceFilter';

/**
 * How a product list page (category list, search results, a brand's products) keeps its state in
 * the address: `page`, `sort`, `minPrice` and `maxPrice` (US dollars, as the buyer typed them).
 * A link, a reload and the back button show the same page of the same list.
 */
export const LIST_PARAM = {
  page: 'page',
  sort: 'sort',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
} as const;

/** Products per page of a list: ten rows on a phone (two columns), four on a desktop (five). */
export const LIST_PAGE_SIZE = 20;

export interface ListState {
  /** 1-based; anything unreadable is page 1. */
  page: number;
  /** Undefined: the server's order (relevance for a search, monthly sales for a list). */
  sort: ProductSort | undefined;
  /** The price range in US cents, both ends included. */
  minPrice: number | undefined;
  maxPrice: number | undefined;
}

function isSort(value: string | null): value is ProductSort {
  return value !== null && (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** A page number from the address: a whole number from 1 to the deepest page, else 1. */
function readPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= PAGE_NUM_MAX ? page : 1;
}

/** What the list's address asks for. Unknown or malformed values are ignored, never an error. */
export function readListState(params: URLSearchParams): ListState {
  const sort = params.get(LIST_PARAM.sort);
  return {
    page: readPage(params.get(LIST_PARAM.page)),
    sort: isSort(sort) ? sort : undefined,
    minPrice: readCentsParam(params.get(LIST_PARAM.minPrice)),
    maxPrice: readCentsParam(params.get(LIST_PARAM.maxPrice)),
  };
}

/** The hello-page fields of a list state (the caller adds the category, keyword or brand). */
export function listRequestFields(state: ListState) {
  return {
    pageNum: state.page,
    pageSize: LIST_PAGE_SIZE,
    ...(state.sort === undefined ? {} : { sort: state.sort }),
    ...(state.minPrice === undefined ? {} : { minPrice: state.minPrice }),
    ...(state.maxPrice === undefined ? {} : { maxPrice: state.maxPrice }),
  };
}

/**
 * The address of the list with `change` applied. Any change but the page itself goes back to
 * page 1: page 7 of another sort or price range is not the page the buyer was on.
 */
export function withListChange(params: URLSearchParams, change: Partial<ListState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  };
  if ('sort' in change) set(LIST_PARAM.sort, change.sort);
  if ('minPrice' in change) set(LIST_PARAM.minPrice, centsParam(change.minPrice));
  if ('maxPrice' in change) set(LIST_PARAM.maxPrice, centsParam(change.maxPrice));
  const page = 'page' in change ? change.page : 1;
  set(LIST_PARAM.page, page === undefined || page <= 1 ? undefined : String(page));
  return next;
}

function centsParam(cents: number | undefined): string | undefined {
  return cents === undefined ? undefined : formatUsdAmount(cents);
}

function readCentsParam(value: string | null): number | undefined {
  return value === null ? undefined : (parseUsdAmountCents(value) ?? undefined);
}
