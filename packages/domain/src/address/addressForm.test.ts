import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { addressFormSchema, addressRequestSchema } from './addressForm';
import { ADDRESS_TEXT_MAX_LENGTH, POSTCODE_MAX_LENGTH } from './addressFormRule';

const withCities = addressFormSchema({ provinceHasCities: true });
const withoutCities = addressFormSchema({ provinceHasCities: false });

const form = {
  firstName: ' Ali ',
  lastName: 'Hassan',
  address: 'Al-Mansour, street 14, house 7',
  countryId: 4840,
  provinceId: 12,
  cityId: 120,
  mobile: '07701234567',
  postcode: '10013',
  email: 'ali@example.iq',
  isDefault: true,
};

/** The form with some fields left out entirely, as a client that never sent them. */
const without = (...fields: (keyof typeof form)[]) =>
  Object.fromEntries(Object.entries(form).filter(([field]) => !fields.includes(field as keyof typeof form)));

const errorsOf = (schema: typeof withCities, input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? {} : result.errors;
};

describe('address form', () => {
  it('accepts a complete address, trimmed', () => {
    expect(validate(withCities, form)).toEqual({ ok: true, value: { ...form, firstName: 'Ali' } });
  });

  it('requires the names, address, mobile, country and province', () => {
    expect(
      errorsOf(withoutCities, { firstName: ' ', lastName: '', address: '', mobile: '', countryId: null }),
    ).toEqual({
      firstName: 'address.firstName.required',
      lastName: 'address.lastName.required',
      address: 'address.address.required',
      mobile: 'address.mobile.required',
      countryId: 'address.country.required',
      provinceId: 'address.province.required',
    });
  });

  it('counts only a positive whole id as a chosen area', () => {
    for (const provinceId of [0, -3, 1.5, '12']) {
      expect(errorsOf(withCities, { ...form, provinceId })).toEqual({
        provinceId: 'address.province.required',
      });
    }
  });

  it('requires the city only when the province has cities', () => {
    expect(errorsOf(withCities, { ...form, cityId: null })).toEqual({ cityId: 'address.city.required' });
    expect(validate(withoutCities, without('cityId'))).toEqual({
      ok: true,
      value: { ...without('cityId'), firstName: 'Ali', cityId: undefined },
    });
    expect(validate(withoutCities, { ...form, cityId: null }).ok).toBe(true);
  });

  it('drops a city sent for a province without cities', () => {
    const result = validate(withoutCities, form);
    expect(result.ok && result.value.cityId).toBeUndefined();
  });

  it('allows 128 characters in names, address and mobile, not 129', () => {
    expect(ADDRESS_TEXT_MAX_LENGTH).toBe(128);
    for (const field of ['firstName', 'lastName', 'address', 'mobile'] as const) {
      expect(validate(withCities, { ...form, [field]: ` ${'x'.repeat(128)} ` }).ok).toBe(true);
      expect(errorsOf(withCities, { ...form, [field]: 'x'.repeat(129) })).toEqual({
        [field]: `address.${field}.tooLong`,
      });
    }
  });

  it('takes an optional postcode of up to 9 characters', () => {
    expect(POSTCODE_MAX_LENGTH).toBe(9);
    expect(validate(withCities, { ...form, postcode: '123456789' }).ok).toBe(true);
    expect(errorsOf(withCities, { ...form, postcode: '1234567890' })).toEqual({
      postcode: 'address.postcode.tooLong',
    });
    expect(errorsOf(withCities, { ...form, postcode: 10013 })).toEqual({
      postcode: 'address.postcode.invalid',
    });
  });

  it('takes an optional email of up to 320 characters, valid when present', () => {
    const emailOf = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 69)}.com`;
    expect(validate(withCities, { ...form, email: emailOf(320) }).ok).toBe(true);
    expect(errorsOf(withCities, { ...form, email: emailOf(321) })).toEqual({
      email: 'address.email.tooLong',
    });
    expect(errorsOf(withCities, { ...form, email: 'ali@' })).toEqual({ email: 'address.email.invalid' });
    expect(validate(withCities, { ...form, email: '  ' })).toEqual({
      ok: true,
      value: { ...form, firstName: 'Ali', email: '' },
    });
  });

  it('leaves postcode and email empty and the address not default when not given', () => {
    expect(validate(withCities, without('postcode', 'email', 'isDefault'))).toEqual({
      ok: true,
      value: { ...form, firstName: 'Ali', postcode: '', email: '', isDefault: false },
    });
    expect(errorsOf(withCities, { ...form, isDefault: 1 })).toEqual({
      isDefault: 'address.isDefault.invalid',
    });
  });
});

describe('address request (the server, before the area tree)', () => {
  const errors = (input: unknown) => {
    const result = validate(addressRequestSchema, input);
    return result.ok ? {} : result.errors;
  };

  it('accepts what the form accepts, with or without a city', () => {
    expect(validate(addressRequestSchema, form)).toEqual({ ok: true, value: { ...form, firstName: 'Ali' } });
    expect(validate(addressRequestSchema, without('cityId'))).toMatchObject({ ok: true });
  });

  it('takes the default country only, and a city only as a chosen area', () => {
    expect(errors({ ...form, countryId: 4841 })).toEqual({ countryId: 'address.country.required' });
    expect(errors({ ...form, cityId: -1 })).toEqual({ cityId: 'address.city.required' });
    expect(errors({ ...form, firstName: 'a'.repeat(ADDRESS_TEXT_MAX_LENGTH + 1) })).toEqual({
      firstName: 'address.firstName.tooLong',
    });
  });
});
