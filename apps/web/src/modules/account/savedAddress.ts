import type { addAddress, listAddresses, RequestOf, ResponseOf, updateAddress } from '@tijara/api';
import { fromDefaultAddressFlag, toDefaultAddressFlag, type Address, type AddressForm } from '@tijara/domain';

/** An address as the address book's list answers it. */
export type SavedAddress = ResponseOf<typeof listAddresses>[number];

/** The list's wire shape as the domain's `Address` (the form is filled from it). */
export function addressOfSaved(saved: SavedAddress): Address {
  return {
    ...saved,
    cityId: saved.cityId ?? undefined,
    cityName: saved.cityName ?? undefined,
    isDefault: fromDefaultAddressFlag(saved.isDefault),
  };
}

/** The form's valid address as the add call takes it (the default flag as 1 or 0). */
export function addRequestOf(form: AddressForm): RequestOf<typeof addAddress> {
  return { ...form, isDefault: toDefaultAddressFlag(form.isDefault) };
}

/**
 * The update call's request: the fields and the address's id. The contract's request schema
 * requires the id, though its inferred input type leaves it out (the generic `addressRequest`
 * helper in `packages/api` widens the extended fields back to the base ones), hence the
 * intersection rather than an object literal of that type.
 */
export type UpdateAddressRequest = RequestOf<typeof updateAddress> & { id: string };

/** The form's valid address as the update call takes it for the saved address `id`. */
export function updateRequestOf(id: string, form: AddressForm): UpdateAddressRequest {
  return { ...addRequestOf(form), id };
}

/** A saved address made the default: the update call with its own fields and the flag set. */
export function makeDefaultRequestOf(saved: SavedAddress): UpdateAddressRequest {
  return {
    id: saved.id,
    firstName: saved.firstName,
    lastName: saved.lastName,
    address: saved.address,
    countryId: saved.countryId,
    provinceId: saved.provinceId,
    cityId: saved.cityId,
    mobile: saved.mobile,
    postcode: saved.postcode,
    email: saved.email,
    isDefault: toDefaultAddressFlag(true),
  };
}
