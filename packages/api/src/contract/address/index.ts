import type { Endpoint } from '../endpoint';
import { addAddress, deleteAddress, listAddresses, listAreas, updateAddress } from './addressCalls';

export * from './addressCalls';

/** Every call of the address area, for the contract's `endpoints`. */
export const addressEndpoints: readonly Endpoint[] = [
  listAreas,
  listAddresses,
  addAddress,
  updateAddress,
  deleteAddress,
];
