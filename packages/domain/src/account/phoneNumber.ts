import { z } from 'zod';
import { withKey } from '../validation';
import { toLatinDigits } from './latinDigits';
import {
  nationalNumber,
  PHONE_ERROR_KEYS,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  type PhoneNumberErrorKeys,
} from './phoneNumberRule';

/**
 * The phone-number rule of spec section 5 (required, digits only, 7-13 digits, a positive
 * number), reporting `keys`. The text is trimmed; Arabic-Indic digits count as digits; `+`,
 * spaces and dashes are refused, since the dialing code is chosen apart from the number. Digits
 * are counted after the trunk `0` is dropped, and the output is that {@link nationalNumber}.
 */
export function phoneNumberSchema(keys: PhoneNumberErrorKeys) {
  return z
    .string(withKey(keys.required))
    .trim()
    .min(1, withKey(keys.required))
    .transform(toLatinDigits)
    .pipe(z.string().regex(/^\d+$/, withKey(keys.digitsOnly)))
    .transform(nationalNumber)
    .pipe(
      z
        .string()
        .min(PHONE_MIN_DIGITS, withKey(keys.tooShort))
        .max(PHONE_MAX_DIGITS, withKey(keys.tooLong))
        .regex(/[1-9]/, withKey(keys.notPositive)),
    );
}

/** The account's phone (registration, phone-code login, agent application). */
export const phoneSchema = phoneNumberSchema(PHONE_ERROR_KEYS);
