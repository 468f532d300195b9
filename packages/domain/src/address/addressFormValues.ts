import { DEFAULT_COUNTRY_ID, type Address } from './address';

/** What the address form holds while it is being filled: areas may not be chosen yet. */
export interface AddressFormValues {
  firstName: string;
  lastName: string;
  address: string;
  countryId: number | null;
  provinceId: number | null;
  cityId: number | null;
  mobile: string;
  postcode: string;
  email: string;
  isDefault: boolean;
}

/** A blank form, with the only country already chosen (spec section 3); the form resets to it on close. */
export function emptyAddressFormValues(): AddressFormValues {
  return {
    firstName: '',
    lastName: '',
    address: '',
    countryId: DEFAULT_COUNTRY_ID,
    provinceId: null,
    cityId: null,
    mobile: '',
    postcode: '',
    email: '',
    isDefault: false,
  };
}

/** The form filled with a saved address, for editing it. */
export function addressFormValuesOf(address: Address): AddressFormValues {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    address: address.address,
    countryId: address.countryId,
    provinceId: address.provinceId,
    cityId: address.cityId ?? null,
    mobile: address.mobile,
    postcode: address.postcode,
    email: address.email,
    isDefault: address.isDefault,
  };
}

/** Spec section 4: changing the country clears the province and the city, which belonged to the old one. */
export function withCountry(values: AddressFormValues, countryId: number | null): AddressFormValues {
  if (values.countryId === countryId) return values;
  return { ...values, countryId, provinceId: null, cityId: null };
}

/** Spec section 4: changing the province clears the city (and its cities are reloaded). */
export function withProvince(values: AddressFormValues, provinceId: number | null): AddressFormValues {
  if (values.provinceId === provinceId) return values;
  return { ...values, provinceId, cityId: null };
}
