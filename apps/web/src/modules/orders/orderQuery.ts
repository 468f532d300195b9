import { ORDER_NO_PARAM } from '../../app/routeTable';

/** The order list's query parameter of the page shown (1 when absent or not a page number). */
export const PAGE_PARAM = 'page';

/** The page of an order list's address (`?page=2`): 1 when absent or not a page number. */
export function orderListPageNumber(search: URLSearchParams): number {
  const page = Number(search.get(PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The order number of an order page's address (`?orderNo=`), or null without one. */
export function orderNoOf(search: URLSearchParams): string | null {
  return search.get(ORDER_NO_PARAM)?.trim() || null;
}
