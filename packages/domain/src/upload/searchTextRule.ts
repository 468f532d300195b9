/** The empty-search warning, zod-free: the header's search box checks text on every page. */
export const SEARCH_TEXT_ERROR_KEYS = {
  empty: 'search.text.empty',
} as const;

/**
 * Spec section 5: the text a search runs with, trimmed, or null when empty or whitespace-only (the
 * {@link SEARCH_TEXT_ERROR_KEYS} `empty` warning). It is `searchTextSchema`'s rule without zod, for
 * the header's search box; a test holds the two together.
 */
export function searchTextOf(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  return text === '' ? null : text;
}
