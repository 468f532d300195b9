import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { addressFormSchema } from './addressForm';
import { ADDRESS_ERROR_KEYS } from './errorKeys';

const schema = addressFormSchema({ provinceHasCities: true });
const long = 'x'.repeat(400);

describe('ADDRESS_ERROR_KEYS', () => {
  it('lists exactly the keys the address form reports, each once', () => {
    const withoutCities = validate(addressFormSchema({ provinceHasCities: false }), {});
    const reported = [
      {},
      { firstName: long, lastName: long, address: long, mobile: long, postcode: long, email: long },
      { postcode: 1, email: 'ali@', isDefault: 'yes' },
    ].flatMap((input) => {
      const result = validate(schema, input);
      return result.ok ? [] : Object.values(result.errors);
    });
    if (!withoutCities.ok) reported.push(...Object.values(withoutCities.errors));
    expect(new Set(reported)).toEqual(new Set(ADDRESS_ERROR_KEYS));
    expect(new Set(ADDRESS_ERROR_KEYS).size).toBe(ADDRESS_ERROR_KEYS.length);
  });
});
