import type { Endpoint } from '../endpoint';
import { listStaffAccounts, setAccountRole } from './staffAccountCalls';

export * from './staffAccountCalls';

/** Every call of the staff area, for the contract's `endpoints`. */
export const staffEndpoints: readonly Endpoint[] = [listStaffAccounts, setAccountRole];
