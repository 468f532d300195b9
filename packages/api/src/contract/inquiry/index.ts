import type { Endpoint } from '../endpoint';
import { submitQuoteRequest } from './quoteRequestCalls';

export * from './quoteRequestCalls';

/** Every call of the inquiry area, for the contract's `endpoints`. */
export const inquiryEndpoints: readonly Endpoint[] = [submitQuoteRequest];
