import { z } from 'zod';
import { withKey, type ErrorKey } from '../validation';
import { toLatinDigits } from './latinDigits';

/** Spec sections 5 and 9: a phone number has at least 7 digits. */
export const PHONE_MIN_DIGITS = 7;

/** Spec sections 5 and 9: a phone number has at most 13 digits. */
export const PHONE_MAX_DIGITS = 13;

/** The keys one phone-number field reports; each field names its own (phone, contact). */
export interface PhoneNumberErrorKeys {
  required: ErrorKey;
  digitsOnly: ErrorKey;
  tooShort: ErrorKey;
  tooLong: ErrorKey;
  notPositive: ErrorKey;
}

/**
 * A phone number as the storefront keeps it: the national number, without the trunk prefix `0`
 * that Iraq, Turkey and China all dial inside the country. The dialing code travels apart (the
 * login's `areaId`), so `0770 ...` and `770 ...` are one phone and must not register twice.
 */
export function nationalNumber(digits: string): string {
  const latin = toLatinDigits(digits);
  return latin.startsWith('0') ? latin.slice(1) : latin;
}

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

export const PHONE_ERROR_KEYS = {
  required: 'account.phone.required',
  digitsOnly: 'account.phone.digitsOnly',
  tooShort: 'account.phone.tooShort',
  tooLong: 'account.phone.tooLong',
  notPositive: 'account.phone.notPositive',
} as const satisfies PhoneNumberErrorKeys;

/** The account's phone (registration, phone-code login, agent application). */
export const phoneSchema = phoneNumberSchema(PHONE_ERROR_KEYS);
