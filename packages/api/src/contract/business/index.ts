import type { Endpoint } from '../endpoint';
import { getRate } from './getRate';

export { getRate } from './getRate';

/** Every call of the business area, for the contract's `endpoints`. */
export const businessEndpoints: readonly Endpoint[] = [getRate];
