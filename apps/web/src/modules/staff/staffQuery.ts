import { ATTEMPT_ID_PARAM, QUEUE_PAGE_PARAM } from '../../app/routeTable';

/** How many attempts a page of the queue lists. */
export const QUEUE_PAGE_SIZE = 10;

/** The queue's page of the address (`?page=2`): 1 when absent or not a page number. */
export function queuePageNumber(search: URLSearchParams): number {
  const page = Number(search.get(QUEUE_PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The attempt of a review page's address (`?attemptId=`), or null without one. */
export function attemptIdOf(search: URLSearchParams): string | null {
  return search.get(ATTEMPT_ID_PARAM)?.trim() || null;
}
