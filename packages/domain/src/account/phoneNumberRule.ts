import type { ErrorKey } from '../validation';
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

export const PHONE_ERROR_KEYS = {
  required: 'account.phone.required',
  digitsOnly: 'account.phone.digitsOnly',
  tooShort: 'account.phone.tooShort',
  tooLong: 'account.phone.tooLong',
  notPositive: 'account.phone.notPositive',
} as const satisfies PhoneNumberErrorKeys;
