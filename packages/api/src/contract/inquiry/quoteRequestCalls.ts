import { defineEndpoint } from '../endpoint';
import type * as schemas from './quoteRequestSchemas';

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
export const submitQuoteRequest = defineEndpoint<typeof schemas.submitQuoteRequest>()({
  path: '/hello/order/quotations',
  method: 'POST',
  access: 'optional',
});
