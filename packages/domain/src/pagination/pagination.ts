/** Spec section 9: "Pagination shows 7 pages". */
export const PAGINATION_WINDOW = 7;

/** Spec section 5: total pages = ceil(total / pageSize). No items still makes one (empty) page. */
export function totalPages(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError(`page size must be a positive integer, got ${pageSize}`);
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * Spec section 5: "the jump-to page is clamped to 1..total". Anything that is not a number (an
 * empty or garbled jump-to field) goes to page 1; fractions round down.
 */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pages));
}

/** One slot of the pager: a page number, or an ellipsis standing for the pages it hides. */
export type PageSlot = { kind: 'page'; page: number } | { kind: 'ellipsis'; side: 'start' | 'end' };

/**
 * The pages a pager shows: at most 7 slots (spec section 9), the first and last page always
 * present, the current page centred where it can be, and an ellipsis where pages are skipped.
 * For 20 pages on page 10: 1 … 9 10 11 … 20.
 */
export function pageWindow(current: number, pages: number, size: number = PAGINATION_WINDOW): PageSlot[] {
  const last = Math.max(1, pages);
  const page = clampPage(current, last);
  const slot = (n: number): PageSlot => ({ kind: 'page', page: n });
  if (last <= size) return Array.from({ length: last }, (_, index) => slot(index + 1));

  // First, last and two possible ellipses take 4 slots; the rest sit around the current page.
  const middle = size - 4;
  const nearStart = page <= size - 3;
  const nearEnd = page >= last - (size - 4);
  if (nearStart) {
    return [
      ...Array.from({ length: size - 2 }, (_, index) => slot(index + 1)),
      { kind: 'ellipsis', side: 'end' },
      slot(last),
    ];
  }
  if (nearEnd) {
    return [
      slot(1),
      { kind: 'ellipsis', side: 'start' },
      ...Array.from({ length: size - 2 }, (_, index) => slot(last - size + 3 + index)),
    ];
  }
  const from = page - Math.floor((middle - 1) / 2);
  return [
    slot(1),
    { kind: 'ellipsis', side: 'start' },
    ...Array.from({ length: middle }, (_, index) => slot(from + index)),
    { kind: 'ellipsis', side: 'end' },
    slot(last),
  ];
}
