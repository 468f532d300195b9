import { ORDER_NO_PARAM } from '../../app/routeTable';

/** The order of the second-stage page's address (`?orderNo=`), or null without one. */
export function orderNoOf(search: URLSearchParams): string | null {
  return search.get(ORDER_NO_PARAM)?.trim() || null;
}
