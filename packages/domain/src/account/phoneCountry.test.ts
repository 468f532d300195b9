import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { areaIdSchema } from './phoneCountry';
import {
  DEFAULT_PHONE_COUNTRY,
  DIALING_CODES,
  PHONE_LOGIN_COUNTRIES,
  phoneCountryByDialingCode,
} from './phoneCountryRule';

/** The flag emoji of an ISO code: each letter as a regional indicator symbol. */
const flagOf = (isoCode: string) =>
  String.fromCodePoint(...[...isoCode].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

describe('phone-login countries', () => {
  it('offers Iraq, Turkey and China, in that order, with their dialing codes', () => {
    expect(PHONE_LOGIN_COUNTRIES.map(({ isoCode, dialingCode }) => [isoCode, dialingCode])).toEqual([
      ['IQ', '964'],
      ['TR', '90'],
      ['CN', '86'],
    ]);
    expect(DIALING_CODES).toEqual(['964', '90', '86']);
  });

  it('preselects Iraq', () => {
    expect(DEFAULT_PHONE_COUNTRY.isoCode).toBe('IQ');
  });

  it('shows each country with its own flag and a name key', () => {
    for (const country of PHONE_LOGIN_COUNTRIES) {
      expect(country.flag).toBe(flagOf(country.isoCode));
      expect(country.nameKey).toMatch(/^country\.[a-z]+$/);
    }
  });

  it('finds a country by its dialing code', () => {
    expect(phoneCountryByDialingCode('90')?.isoCode).toBe('TR');
    expect(phoneCountryByDialingCode('1')).toBeUndefined();
  });
});

describe('areaIdSchema', () => {
  it('accepts the dialing code of an offered country', () => {
    expect(validate(areaIdSchema, '86')).toEqual({ ok: true, value: '86' });
  });

  it('refuses any other country or a missing one', () => {
    for (const areaId of ['1', '+964', 964, undefined]) {
      expect(validate(areaIdSchema, areaId)).toEqual({
        ok: false,
        errors: { '': 'account.phoneCountry.invalid' },
      });
    }
  });
});
