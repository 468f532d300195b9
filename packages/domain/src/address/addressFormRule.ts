/** Spec sections 5 and 9: first name, last name, address and mobile have at most 128 characters. */
export const ADDRESS_TEXT_MAX_LENGTH = 128;

/** Spec sections 5 and 9: the postcode has at most 9 characters. */
export const POSTCODE_MAX_LENGTH = 9;

export const ADDRESS_FORM_ERROR_KEYS = {
  firstNameRequired: 'address.firstName.required',
  firstNameTooLong: 'address.firstName.tooLong',
  lastNameRequired: 'address.lastName.required',
  lastNameTooLong: 'address.lastName.tooLong',
  addressRequired: 'address.address.required',
  addressTooLong: 'address.address.tooLong',
  mobileRequired: 'address.mobile.required',
  mobileTooLong: 'address.mobile.tooLong',
  countryRequired: 'address.country.required',
  provinceRequired: 'address.province.required',
  cityRequired: 'address.city.required',
  postcodeInvalid: 'address.postcode.invalid',
  postcodeTooLong: 'address.postcode.tooLong',
  emailInvalid: 'address.email.invalid',
  emailTooLong: 'address.email.tooLong',
  defaultInvalid: 'address.isDefault.invalid',
} as const;

export interface AddressFormOptions {
  /** Whether the chosen province has cities, which makes the city required (spec section 5). */
  provinceHasCities: boolean;
}
