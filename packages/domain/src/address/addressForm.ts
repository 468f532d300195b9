import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '../account';
import { withKey, type ErrorKey } from '../validation';
import { DEFAULT_COUNTRY_ID } from './address';
import {
  ADDRESS_FORM_ERROR_KEYS,
  ADDRESS_TEXT_MAX_LENGTH,
  POSTCODE_MAX_LENGTH,
  type AddressFormOptions,
} from './addressFormRule';

const K = ADDRESS_FORM_ERROR_KEYS;

function requiredText(required: ErrorKey, tooLong: ErrorKey) {
  return z
    .string(withKey(required))
    .trim()
    .min(1, withKey(required))
    .max(ADDRESS_TEXT_MAX_LENGTH, withKey(tooLong));
}

/** A chosen area: a positive integer id; anything else means nothing was chosen. */
function chosenArea(required: ErrorKey) {
  return z.number(withKey(required)).int(withKey(required)).positive(withKey(required));
}

/** A province without cities has no city to choose: whatever the form holds there is dropped. */
const noCity: z.ZodType<undefined, unknown> = z
  .unknown()
  .transform((): undefined => undefined)
  .optional();

/**
 * The address form of spec section 5. Text is trimmed (the form trims on blur; the server gets the
 * same result). The mobile is free text up to 128 characters: the spec gives it no phone rule.
 */
export function addressFormSchema({ provinceHasCities }: AddressFormOptions) {
  const cityId: z.ZodType<number | undefined, unknown> = provinceHasCities
    ? chosenArea(K.cityRequired)
    : noCity;
  return addressFields(chosenArea(K.countryRequired), cityId);
}

/** The form's fields, with the country's and the city's rules given by the caller. */
function addressFields<Country extends z.ZodType, City extends z.ZodType>(countryId: Country, cityId: City) {
  return z.object({
    firstName: requiredText(K.firstNameRequired, K.firstNameTooLong),
    lastName: requiredText(K.lastNameRequired, K.lastNameTooLong),
    address: requiredText(K.addressRequired, K.addressTooLong),
    countryId,
    provinceId: chosenArea(K.provinceRequired),
    cityId,
    mobile: requiredText(K.mobileRequired, K.mobileTooLong),
    postcode: z
      .string(withKey(K.postcodeInvalid))
      .trim()
      .max(POSTCODE_MAX_LENGTH, withKey(K.postcodeTooLong))
      .default(''),
    email: z
      .string(withKey(K.emailInvalid))
      .trim()
      .max(EMAIL_MAX_LENGTH, withKey(K.emailTooLong))
      .refine((email) => email === '' || isEmailAddress(email), withKey(K.emailInvalid))
      .default(''),
    isDefault: z.boolean(withKey(K.defaultInvalid)).default(false),
  });
}

/**
 * The address rules a saved address must meet that need no area tree, for the server's request
 * check: the form's rules, the default country (the only one served, spec section 5), and a city
 * that is a chosen area when one is given. What the tree decides (the province lies in the country,
 * it has cities so the city is required, the city lies in it) the server checks against its area
 * table; a province without cities drops the city there, as the form does.
 */
export const addressRequestSchema = addressFields(
  z.literal(DEFAULT_COUNTRY_ID, withKey(K.countryRequired)),
  chosenArea(K.cityRequired).optional(),
);

export type AddressForm = z.output<ReturnType<typeof addressFormSchema>>;
