import { quoteRequestSchema, type QuoteRequest } from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * The fields of a quote request as they travel: the wire's shape (types, no unknown fields). The
 * call's request schema pipes it into the domain's `quoteRequestSchema` (required fields, lengths,
 * the phone and email rules, a phone or an email), so the server checks both in one place.
 * Optional fields may be left out, `null` or `''`.
 */
export const quoteRequestFieldsSchema = z.strictObject({
  /** The purchase request: product name or keywords. */
  productName: z.string(),
  description: z.string().nullish(),
  /** A positive whole number, counted in `unit`. */
  quantity: z.number().nullish(),
  /** One of the domain's `QUOTE_UNITS` (`piece` when left out). */
  unit: z.string().nullish(),
  /** US cents. */
  targetUnitPrice: z.number().nullish(),
  /** US cents. */
  maximumBudget: z.number().nullish(),
  contactName: z.string(),
  /** Dialing code of `phone`: 964 (the default), 90 or 86. */
  areaId: z.string().nullish(),
  /** A phone, an email, or both. */
  phone: z.string().nullish(),
  email: z.string().nullish(),
  /** A product page the request is like (any shop, `http(s)`). */
  sourceUrl: z.string().nullish(),
});

/**
 * Spec sections 2, 3 and 7: the home page's sourcing form and `/inquiry` ask for a quote. Optional
 * sign-in: a guest asks with contact details; with a bearer token the request is linked to the
 * buyer (a token that no longer works answers 401, as everywhere). Answers the request's id. Too many
 * requests from one contact or network address answer 429 with `secondsLeft`.
 *
 * Of the three quote and agent paths section 7 lists without saying which is which, this is
 * `/hello/order/quotations`: "quotations" names quotes, and it sits beside the order calls a quote
 * leads to. `/hello/purchase/save` reads as saving a purchase (the procurement service's picking,
 * section 2's `/procurement`) and `/hello/bo/add` as adding a business object of unknown kind.
 * Attachments are not part of this call: they need the upload call, which does not exist yet.
 */
export const submitQuoteRequest = defineEndpoint({
  path: '/hello/order/quotations',
  method: 'POST',
  access: 'optional',
  // The wire's types first (zod's own messages), then the domain's rules (their error keys). The
  // domain schema reads any value (its fields preprocess `unknown`), so it takes the wire's output;
  // the cast only says so to zod's pipe, which wants the input types to match exactly.
  request: quoteRequestFieldsSchema.pipe(
    quoteRequestSchema as z.ZodType<QuoteRequest, z.output<typeof quoteRequestFieldsSchema>>,
  ),
  response: z.object({ id: z.string() }),
});
