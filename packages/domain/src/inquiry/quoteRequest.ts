import { z } from 'zod';
import { usdCents } from '../money';
import { withKey, type ErrorKey } from '../validation';
import {
  blankAsAbsent,
  quoteContactFields,
  requireReachableContact,
  REACHABLE_CONTACT_CHECK,
} from './quoteContact';
import { DEFAULT_QUOTE_UNIT, QUOTE_UNITS } from './quoteUnit';

/**
 * The product name or keywords (the "purchase request") has at most 200 characters: a product
 * title, not a letter. Spec section 5 gives no limit; this one keeps the stored text bounded.
 */
export const QUOTE_PRODUCT_NAME_MAX_LENGTH = 200;

/** The description has at most 2000 characters, for the same reason (spec section 5 gives none). */
export const QUOTE_DESCRIPTION_MAX_LENGTH = 2000;

/** A source product address has at most 2048 characters, the longest address browsers reliably keep. */
export const QUOTE_SOURCE_URL_MAX_LENGTH = 2048;

export const QUOTE_REQUEST_ERROR_KEYS = {
  productNameRequired: 'inquiry.productName.required',
  productNameTooLong: 'inquiry.productName.tooLong',
  descriptionInvalid: 'inquiry.description.invalid',
  descriptionTooLong: 'inquiry.description.tooLong',
  quantityInvalid: 'inquiry.quantity.invalid',
  unitInvalid: 'inquiry.unit.invalid',
  targetUnitPriceInvalid: 'inquiry.targetUnitPrice.invalid',
  maximumBudgetInvalid: 'inquiry.maximumBudget.invalid',
  sourceUrlInvalid: 'inquiry.sourceUrl.invalid',
  sourceUrlTooLong: 'inquiry.sourceUrl.tooLong',
} as const;

const K = QUOTE_REQUEST_ERROR_KEYS;

/** `http(s)://`, a host, then anything without spaces: a page staff can open, never `javascript:`. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/**
 * Whether `text` is the address of a web page: `http` or `https`, a host, no spaces. Unlike a
 * favorite's product URL (spec section 5: "must contain a product ID", `parseProductUrl`), a
 * quote's source may be any supplier's page: the buyer shows what they want, staff find it.
 */
export function isWebAddress(text: string): boolean {
  return text.length <= QUOTE_SOURCE_URL_MAX_LENGTH && WEB_ADDRESS.test(text);
}

/**
 * The fields the form and the call share: what is wanted, how many, who asks. Optional fields
 * left empty (`''`, `null`) count as not given.
 */
export const quoteRequestFields = {
  productName: z
    .string(withKey(K.productNameRequired))
    .trim()
    .min(1, withKey(K.productNameRequired))
    .max(QUOTE_PRODUCT_NAME_MAX_LENGTH, withKey(K.productNameTooLong)),
  description: z.preprocess(
    blankAsAbsent,
    z
      .string(withKey(K.descriptionInvalid))
      .trim()
      .max(QUOTE_DESCRIPTION_MAX_LENGTH, withKey(K.descriptionTooLong))
      .default(''),
  ),
  quantity: z.preprocess(
    blankAsAbsent,
    z
      .number(withKey(K.quantityInvalid))
      .int(withKey(K.quantityInvalid))
      .positive(withKey(K.quantityInvalid))
      .optional(),
  ),
  unit: z.preprocess(blankAsAbsent, z.enum(QUOTE_UNITS, withKey(K.unitInvalid)).default(DEFAULT_QUOTE_UNIT)),
  ...quoteContactFields,
  sourceUrl: z.preprocess(
    blankAsAbsent,
    z
      .string(withKey(K.sourceUrlInvalid))
      .trim()
      .max(QUOTE_SOURCE_URL_MAX_LENGTH, withKey(K.sourceUrlTooLong))
      .refine(isWebAddress, withKey(K.sourceUrlInvalid))
      .optional(),
  ),
};

/** An optional USD amount already in cents (the call's unit): a positive whole number. */
function optionalUsdCents(invalid: ErrorKey) {
  return z.preprocess(
    blankAsAbsent,
    z
      .number(withKey(invalid))
      .int(withKey(invalid))
      .positive(withKey(invalid))
      .transform(usdCents)
      .optional(),
  );
}

/**
 * A quote request as the storefront sends it and the server stores it (spec sections 3 and 5).
 * Required: the purchase request (product name or keywords) and a reachable contact (a name and a
 * phone or an email). Optional: a description, a quantity (a positive whole number) in one of the
 * units, a target unit price and a maximum budget in US cents (the currency orders are charged
 * in), and the address of a product page it is like. Attachments travel apart, through the upload
 * call.
 */
export const quoteRequestSchema = z
  .object({
    ...quoteRequestFields,
    targetUnitPrice: optionalUsdCents(K.targetUnitPriceInvalid),
    maximumBudget: optionalUsdCents(K.maximumBudgetInvalid),
  })
  .superRefine(requireReachableContact, REACHABLE_CONTACT_CHECK);

/** A quote request, checked; amounts in US cents, the phone a national number. */
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
