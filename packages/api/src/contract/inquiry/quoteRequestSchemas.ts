import { quoteRequestSchema, type QuoteRequest } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';

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

export const submitQuoteRequest = endpointSchemas({
  // The wire's types first (zod's own messages), then the domain's rules (their error keys). The
  // domain schema reads any value (its fields preprocess `unknown`), so it takes the wire's output;
  // the cast only says so to zod's pipe, which wants the input types to match exactly.
  request: quoteRequestFieldsSchema.pipe(
    quoteRequestSchema as z.ZodType<QuoteRequest, z.output<typeof quoteRequestFieldsSchema>>,
  ),
  response: z.object({ id: z.string() }),
});
