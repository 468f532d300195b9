import type { PdpdError } from '../client';
import { addAddress, deleteAddress, listAddresses, updateAddress, type ResponseOf } from '../contract';
import { usePdpdMutation, type PdpdMutation } from './usePdpdMutation';
import { usePdpdQuery } from './usePdpdQuery';

export interface AddressesState {
  /** The signed-in buyer's addresses, the default first. */
  addresses: ResponseOf<typeof listAddresses> | undefined;
  error: PdpdError | undefined;
  isLoading: boolean;
}

const NO_REQUEST = {};

/** The address book of the user centre and of order confirmation (spec section 7, `userAddress/list`). */
export function useAddresses(): AddressesState {
  const { data, error, isLoading } = usePdpdQuery(listAddresses, NO_REQUEST);
  return { addresses: data, error, isLoading };
}

/** The list every address change makes stale. */
const ADDRESS_READS = [listAddresses];

export interface AddressMutations {
  addAddress: PdpdMutation<typeof addAddress>['trigger'];
  updateAddress: PdpdMutation<typeof updateAddress>['trigger'];
  deleteAddress: PdpdMutation<typeof deleteAddress>['trigger'];
  isMutating: boolean;
}

/** Add, update (including making one the default) and delete; each success refetches the list. */
export function useAddressMutations(): AddressMutations {
  const add = usePdpdMutation(addAddress, ADDRESS_READS);
  const update = usePdpdMutation(updateAddress, ADDRESS_READS);
  const remove = usePdpdMutation(deleteAddress, ADDRESS_READS);
  return {
    addAddress: add.trigger,
    updateAddress: update.trigger,
    deleteAddress: remove.trigger,
    isMutating: add.isMutating || update.isMutating || remove.isMutating,
  };
}
