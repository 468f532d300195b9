import { z } from 'zod';
import { withKey } from '../validation';
import { EMAIL_ERROR_KEYS, EMAIL_MAX_LENGTH } from './emailRule';

/**
 * Whether `text` is a usable email address: at most 320 characters and of the shape zod's
 * `z.email()` accepts. The length is checked first so a huge input never reaches the pattern.
 */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && z.regexes.email.test(text);
}

/** Spec section 5: the account's email is required and must be valid; it is trimmed. */
export const emailSchema = z
  .string(withKey(EMAIL_ERROR_KEYS.required))
  .trim()
  .min(1, withKey(EMAIL_ERROR_KEYS.required))
  .max(EMAIL_MAX_LENGTH, withKey(EMAIL_ERROR_KEYS.tooLong))
  .refine(isEmailAddress, withKey(EMAIL_ERROR_KEYS.invalid));
