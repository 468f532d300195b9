import { z } from 'zod';
import { usdCentsFromDollars } from '../money';
import { withKey, type ErrorKey } from '../validation';
import { quoteAttachmentsSchema } from './quoteAttachments';
import { requireReachableContact, REACHABLE_CONTACT_CHECK } from './quoteContact';
import { blankAsAbsent } from './quoteContactRule';
import { quoteRequestFields } from './quoteRequest';
import { QUOTE_REQUEST_ERROR_KEYS } from './quoteRequestRule';

const K = QUOTE_REQUEST_ERROR_KEYS;

/** Whether a dollar amount is a whole number of cents that converts to a safe integer. */
function isWholeCents(dollars: number): boolean {
  const cents = dollars * 100;
  return Number.isSafeInteger(Math.round(cents)) && Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** An optional USD amount as the buyer types it, in dollars with at most 2 decimals; kept as cents. */
function optionalUsdAmount(invalid: ErrorKey) {
  return z.preprocess(
    blankAsAbsent,
    z
      .number(withKey(invalid))
      .positive(withKey(invalid))
      .refine(isWholeCents, withKey(invalid))
      .transform(usdCentsFromDollars)
      .optional(),
  );
}

/**
 * The quote request form (spec sections 3 and 5): the fields of {@link quoteRequestSchema} with
 * the amounts typed in dollars, plus up to 3 attachments. Its output, without `attachments`, is
 * what the quote request call takes.
 */
export const quoteRequestFormSchema = z
  .object({
    ...quoteRequestFields,
    targetUnitPrice: optionalUsdAmount(K.targetUnitPriceInvalid),
    maximumBudget: optionalUsdAmount(K.maximumBudgetInvalid),
    attachments: quoteAttachmentsSchema,
  })
  .superRefine(requireReachableContact, REACHABLE_CONTACT_CHECK);

/** The quote request form, checked; amounts in US cents. */
export type QuoteRequestForm = z.output<typeof quoteRequestFormSchema>;
