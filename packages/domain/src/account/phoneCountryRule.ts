/** A country offered by the phone-code login (spec section 3). */
export interface PhoneCountry {
  /** Message key of the country's name, translated by each app. */
  nameKey: `country.${string}`;
  /** ISO 3166-1 alpha-2 code. */
  isoCode: string;
  /** International dialing code without `+`; sent as the login's `areaId`. */
  dialingCode: string;
  flag: string;
}

/** Spec section 3: the phone-login countries, Iraq first because it is the default. */
export const PHONE_LOGIN_COUNTRIES = [
  { nameKey: 'country.iraq', isoCode: 'IQ', dialingCode: '964', flag: '🇮🇶' },
  { nameKey: 'country.turkey', isoCode: 'TR', dialingCode: '90', flag: '🇹🇷' },
  { nameKey: 'country.china', isoCode: 'CN', dialingCode: '86', flag: '🇨🇳' },
] as const satisfies readonly PhoneCountry[];

export type PhoneLoginCountry = (typeof PHONE_LOGIN_COUNTRIES)[number];
export type DialingCode = PhoneLoginCountry['dialingCode'];

/** Spec section 3: Iraq is the country preselected in the phone-code login. */
export const DEFAULT_PHONE_COUNTRY: PhoneLoginCountry = PHONE_LOGIN_COUNTRIES[0];

export const DIALING_CODES = PHONE_LOGIN_COUNTRIES.map((country) => country.dialingCode) as [
  DialingCode,
  ...DialingCode[],
];

/** The phone-login country with this dialing code, if the storefront offers it. */
export function phoneCountryByDialingCode(dialingCode: string): PhoneLoginCountry | undefined {
  return PHONE_LOGIN_COUNTRIES.find((country) => country.dialingCode === dialingCode);
}

export const PHONE_COUNTRY_ERROR_KEYS = {
  invalid: 'account.phoneCountry.invalid',
} as const;
