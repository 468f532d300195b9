import { z } from 'zod';
import {
  areaIdSchema,
  DEFAULT_PHONE_COUNTRY,
  EMAIL_MAX_LENGTH,
  isEmailAddress,
  phoneNumberSchema,
  type PhoneNumberErrorKeys,
} from '../account';
import { withKey } from '../validation';

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

const K = QUOTE_CONTACT_ERROR_KEYS;

/**
 * An optional field left empty is not given: a form sends `''` for an untouched input and an API
 * caller may send `null`. Both read as absent, so only a value actually typed is judged.
 */
export function blankAsAbsent(value: unknown): unknown {
  if (value === null) return undefined;
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/**
 * Who asks for the quote and how to reach them (spec sections 3 and 5: "contact required; a
 * positive number of 7-13 digits"). A name, and a phone number or an email address or both: the
 * phone keeps the account's phone rule (national number, the dialing code in `areaId`, Iraq by
 * default); the email, the account's email rule.
 */
export const quoteContactFields = {
  contactName: z
    .string(withKey(K.nameRequired))
    .trim()
    .min(1, withKey(K.nameRequired))
    .max(QUOTE_CONTACT_NAME_MAX_LENGTH, withKey(K.nameTooLong)),
  areaId: z.preprocess(blankAsAbsent, areaIdSchema.default(DEFAULT_PHONE_COUNTRY.dialingCode)),
  phone: z.preprocess(blankAsAbsent, phoneNumberSchema(QUOTE_PHONE_ERROR_KEYS).optional()),
  email: z.preprocess(
    blankAsAbsent,
    z
      .string(withKey(K.emailInvalid))
      .trim()
      .max(EMAIL_MAX_LENGTH, withKey(K.emailTooLong))
      .refine(isEmailAddress, withKey(K.emailInvalid))
      .optional(),
  ),
};

/**
 * Makes a contact reachable: a phone or an email. Reported on both fields, so a form marks both
 * and the server names the first. It runs even when other fields are broken (a form shows every
 * problem at once), so it reads the object as it stands.
 */
export function requireReachableContact(contact: object, context: z.RefinementCtx): void {
  const { phone, email } = contact as { phone?: unknown; email?: unknown };
  if (phone !== undefined || email !== undefined) return;
  for (const field of ['phone', 'email']) {
    context.addIssue({ code: 'custom', path: [field], message: K.required });
  }
}

/** The options of {@link requireReachableContact}: judge any object, whatever else failed. */
export const REACHABLE_CONTACT_CHECK = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
