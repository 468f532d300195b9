import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import type { Address } from './address';
import { addressFormSchema } from './addressForm';
import { addressFormValuesOf, emptyAddressFormValues, withCountry, withProvince } from './addressFormValues';

const saved: Address = {
  id: '9001',
  firstName: 'Ali',
  lastName: 'Hassan',
  address: 'Al-Mansour, street 14',
  countryId: 4840,
  provinceId: 12,
  cityId: 120,
  mobile: '07701234567',
  postcode: '',
  email: '',
  isDefault: false,
  countryName: 'Iraq',
  provinceName: 'Baghdad',
  cityName: 'Karkh',
};

describe('address form values', () => {
  it('start blank with the only country chosen', () => {
    expect(emptyAddressFormValues()).toMatchObject({
      countryId: 4840,
      provinceId: null,
      cityId: null,
      isDefault: false,
    });
  });

  it('fill from a saved address, which the form then accepts', () => {
    const values = addressFormValuesOf(saved);
    expect(values.cityId).toBe(120);
    expect(validate(addressFormSchema({ provinceHasCities: true }), values).ok).toBe(true);
    expect(addressFormValuesOf({ ...saved, cityId: undefined }).cityId).toBeNull();
  });

  it('clear province and city when the country changes', () => {
    const values = addressFormValuesOf(saved);
    expect(withCountry(values, 682)).toMatchObject({ countryId: 682, provinceId: null, cityId: null });
    expect(withCountry(values, 4840)).toBe(values);
  });

  it('clear the city when the province changes', () => {
    const values = addressFormValuesOf(saved);
    expect(withProvince(values, 13)).toMatchObject({ countryId: 4840, provinceId: 13, cityId: null });
    expect(withProvince(values, 12)).toBe(values);
  });
});
