import { z } from 'zod';
import { withKey } from '../validation';

/** Spec section 9: an email address has at most 320 characters (64 local + `@` + 255 domain). */
export const EMAIL_MAX_LENGTH = 320;

/**
 * Whether `text` is a usable email address: at most 320 characters and of the shape zod's
 * `z.email()` accepts. The length is checked first so a huge input never reaches the pattern.
 */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && z.regexes.email.test(text);
}

export const EMAIL_ERROR_KEYS = {
  required: 'account.email.required',
  tooLong: 'account.email.tooLong',
  invalid: 'account.email.invalid',
} as const;

/** Spec section 5: the account's email is required and must be valid; it is trimmed. */
export const emailSchema = z
  .string(withKey(EMAIL_ERROR_KEYS.required))
  .trim()
  .min(1, withKey(EMAIL_ERROR_KEYS.required))
  .max(EMAIL_MAX_LENGTH, withKey(EMAIL_ERROR_KEYS.tooLong))
  .refine(isEmailAddress, withKey(EMAIL_ERROR_KEYS.invalid));
