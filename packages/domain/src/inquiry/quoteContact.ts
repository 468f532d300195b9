import { z } from 'zod';
import {
  areaIdSchema,
  DEFAULT_PHONE_COUNTRY,
  EMAIL_MAX_LENGTH,
  isEmailAddress,
  phoneNumberSchema,
} from '../account';
import { withKey } from '../validation';
import {
  QUOTE_CONTACT_ERROR_KEYS,
  QUOTE_CONTACT_NAME_MAX_LENGTH,
  QUOTE_PHONE_ERROR_KEYS,
  blankAsAbsent,
} from './quoteContactRule';

const K = QUOTE_CONTACT_ERROR_KEYS;

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
