import { submitQuoteRequest, type Endpoint } from '../contract';
import { usePdpdMutation, type PdpdMutation } from './usePdpdMutation';

/** No read lists quote requests yet, so a new one makes nothing stale. */
const QUOTE_REQUEST_READS: readonly Endpoint[] = [];

export interface QuoteRequestMutation {
  /**
   * Sends the quote request (spec sections 2 and 7, `/hello/order/quotations`): amounts in US
   * cents, a phone or an email. Resolves to the request's `id`, or to a failure already reported
   * for the toast (a 400 names the field; a 429 carries `secondsLeft`). Signed in, the request is
   * linked to the buyer. The domain's `quoteRequestFormSchema` checks the form first; its output
   * without `attachments` is this request.
   */
  submitQuoteRequest: PdpdMutation<typeof submitQuoteRequest>['trigger'];
  /** True while a request is on its way: the form's button waits. */
  isSubmitting: boolean;
}

/** The sourcing quote form of the home page and of `/inquiry`. */
export function useQuoteRequest(): QuoteRequestMutation {
  const { trigger, isMutating } = usePdpdMutation(submitQuoteRequest, QUOTE_REQUEST_READS);
  return { submitQuoteRequest: trigger, isSubmitting: isMutating };
}
