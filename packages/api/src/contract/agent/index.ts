import type { Endpoint } from '../endpoint';
import { getUserList } from './customerCalls';

export * from './customerCalls';

/** Every call of the procurement agent area, for the contract's `endpoints`. */
export const agentEndpoints: readonly Endpoint[] = [getUserList];
