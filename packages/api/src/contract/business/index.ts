import type { Endpoint } from '../endpoint';
import { getRate } from './businessCalls';

export * from './businessCalls';

/** Every call of the business area, for the contract's `endpoints`. */
export const businessEndpoints: readonly Endpoint[] = [getRate];
