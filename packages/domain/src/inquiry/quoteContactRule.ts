import type { PhoneNumberErrorKeys } from '../account/phoneNumberRule';

/** The contact's name has at most 128 characters, like an address name (spec section 5 gives none). */
export const QUOTE_CONTACT_NAME_MAX_LENGTH = 128;

export const QUOTE_CONTACT_ERROR_KEYS = {
  /** Neither a phone number nor an email address: nobody could answer the request. */
  required: 'inquiry.contact.required',
  nameRequired: 'inquiry.contactName.required',
  nameTooLong: 'inquiry.contactName.tooLong',
  emailTooLong: 'inquiry.email.tooLong',
  emailInvalid: 'inquiry.email.invalid',
} as const;

/**
 * The phone's own keys. An empty phone is no phone (the email may reach the buyer), so its
 * `required` is the contact's: reported only when the email is missing too.
 */
export const QUOTE_PHONE_ERROR_KEYS = {
  required: QUOTE_CONTACT_ERROR_KEYS.required,
  digitsOnly: 'inquiry.phone.digitsOnly',
  tooShort: 'inquiry.phone.tooShort',
  tooLong: 'inquiry.phone.tooLong',
  notPositive: 'inquiry.phone.notPositive',
} as const satisfies PhoneNumberErrorKeys;

/**
 * An optional field left empty is not given: a form sends `''` for an untouched input and an API
 * caller may send `null`. Both read as absent, so only a value actually typed is judged.
 */
export function blankAsAbsent(value: unknown): unknown {
  if (value === null) return undefined;
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}
