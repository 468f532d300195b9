import { z } from 'zod';
import { phoneNumberSchema, type PhoneNumberErrorKeys } from '../account';
import { usdCentsFromDollars } from '../money';
import { withKey, type ErrorKey } from '../validation';
import { quoteAttachmentsSchema } from './quoteAttachments';
import { DEFAULT_QUOTE_UNIT, QUOTE_UNITS } from './quoteUnit';

/**
 * The product name or keywords (the "purchase request") has at most 200 characters: a product
 * title, not a letter. Spec section 5 gives no limit; this one keeps the stored text bounded.
 */
export const QUOTE_PRODUCT_NAME_MAX_LENGTH = 200;

/** The description has at most 2000 characters, for the same reason (spec section 5 gives none). */
export const QUOTE_DESCRIPTION_MAX_LENGTH = 2000;

export const QUOTE_CONTACT_ERROR_KEYS = {
  required: 'inquiry.contact.required',
  digitsOnly: 'inquiry.contact.digitsOnly',
  tooShort: 'inquiry.contact.tooShort',
  tooLong: 'inquiry.contact.tooLong',
  notPositive: 'inquiry.contact.notPositive',
} as const satisfies PhoneNumberErrorKeys;

export const QUOTE_REQUEST_ERROR_KEYS = {
  productNameRequired: 'inquiry.productName.required',
  productNameTooLong: 'inquiry.productName.tooLong',
  descriptionInvalid: 'inquiry.description.invalid',
  descriptionTooLong: 'inquiry.description.tooLong',
  quantityInvalid: 'inquiry.quantity.invalid',
  unitInvalid: 'inquiry.unit.invalid',
  targetUnitPriceInvalid: 'inquiry.targetUnitPrice.invalid',
  maximumBudgetInvalid: 'inquiry.maximumBudget.invalid',
} as const;

const K = QUOTE_REQUEST_ERROR_KEYS;

/** Whether a dollar amount is a whole number of cents that converts to a safe integer. */
function isWholeCents(dollars: number): boolean {
  const cents = dollars * 100;
  return Number.isSafeInteger(Math.round(cents)) && Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** An optional USD amount in dollars, positive with at most 2 decimals; kept as cents. */
function optionalUsdAmount(invalid: ErrorKey) {
  return z
    .number(withKey(invalid))
    .positive(withKey(invalid))
    .refine(isWholeCents, withKey(invalid))
    .transform(usdCentsFromDollars)
    .optional();
}

/**
 * The quote request form (spec sections 3 and 5). Required: the purchase request (product name
 * or keywords) and the contact, a phone number under the account's phone rule. Optional: a
 * description, a quantity (a positive whole number) in a unit, a target unit price and a maximum
 * budget in US dollars (the currency orders are charged in), and up to 3 attachments.
 */
export const quoteRequestFormSchema = z.object({
  productName: z
    .string(withKey(K.productNameRequired))
    .trim()
    .min(1, withKey(K.productNameRequired))
    .max(QUOTE_PRODUCT_NAME_MAX_LENGTH, withKey(K.productNameTooLong)),
  description: z
    .string(withKey(K.descriptionInvalid))
    .trim()
    .max(QUOTE_DESCRIPTION_MAX_LENGTH, withKey(K.descriptionTooLong))
    .default(''),
  quantity: z
    .number(withKey(K.quantityInvalid))
    .int(withKey(K.quantityInvalid))
    .positive(withKey(K.quantityInvalid))
    .optional(),
  unit: z.enum(QUOTE_UNITS, withKey(K.unitInvalid)).default(DEFAULT_QUOTE_UNIT),
  targetUnitPrice: optionalUsdAmount(K.targetUnitPriceInvalid),
  maximumBudget: optionalUsdAmount(K.maximumBudgetInvalid),
  attachments: quoteAttachmentsSchema,
  contact: phoneNumberSchema(QUOTE_CONTACT_ERROR_KEYS),
});

/** A quote request as submitted (spec section 3); amounts in US cents. */
export type QuoteRequest = z.output<typeof quoteRequestFormSchema>;
