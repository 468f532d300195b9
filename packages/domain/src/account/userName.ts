import { z } from 'zod';
import { withKey } from '../validation';
import { USER_NAME_ERROR_KEYS, USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH } from './userNameRule';

/**
 * A letter of any script first, then letters, combining marks, digits, `_`, `.` or `-`. Starting
 * with a letter keeps a user name apart from a phone number in the login's "user name or phone"
 * field; no `@` keeps it apart from an email; no spaces keeps it one word to type.
 */
const USER_NAME_PATTERN = /^\p{L}[\p{L}\p{M}\p{N}_.-]*$/u;

/** The user name chosen at registration; trimmed. */
export const userNameSchema = z
  .string(withKey(USER_NAME_ERROR_KEYS.required))
  .trim()
  .min(1, withKey(USER_NAME_ERROR_KEYS.required))
  .min(USER_NAME_MIN_LENGTH, withKey(USER_NAME_ERROR_KEYS.tooShort))
  .max(USER_NAME_MAX_LENGTH, withKey(USER_NAME_ERROR_KEYS.tooLong))
  .regex(USER_NAME_PATTERN, withKey(USER_NAME_ERROR_KEYS.invalid));
