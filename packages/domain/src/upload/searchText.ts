import { z } from 'zod';
import { withKey } from '../validation';

export const SEARCH_TEXT_ERROR_KEYS = {
  empty: 'search.text.empty',
} as const;

/** Spec section 5: search text is trimmed; empty or whitespace-only text is refused with a warning. */
export const searchTextSchema = z
  .string(withKey(SEARCH_TEXT_ERROR_KEYS.empty))
  .trim()
  .min(1, withKey(SEARCH_TEXT_ERROR_KEYS.empty));
