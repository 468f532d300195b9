import { z } from 'zod';
import { usdCents } from '../money';
import { withKey, type ErrorKey } from '../validation';
import { quoteContactFields, requireReachableContact, REACHABLE_CONTACT_CHECK } from './quoteContact';
import { blankAsAbsent } from './quoteContactRule';
import { DEFAULT_QUOTE_UNIT, QUOTE_UNITS } from './quoteUnit';
import {
  isWebAddress,
  QUOTE_DESCRIPTION_MAX_LENGTH,
  QUOTE_PRODUCT_NAME_MAX_LENGTH,
  QUOTE_REQUEST_ERROR_KEYS,
  QUOTE_SOURCE_URL_MAX_LENGTH,
} from './quoteRequestRule';

const K = QUOTE_REQUEST_ERROR_KEYS;

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
