import { z } from 'zod';
import { withKey } from '../validation';
import { SEARCH_TEXT_ERROR_KEYS } from './searchTextRule';

/**
 * Spec section 5: search text is trimmed; empty or whitespace-only text is refused with a warning.
 * `searchTextOf` is the same rule without zod; a test holds the two together.
 */
export const searchTextSchema = z
  .string(withKey(SEARCH_TEXT_ERROR_KEYS.empty))
  .trim()
  .min(1, withKey(SEARCH_TEXT_ERROR_KEYS.empty));
