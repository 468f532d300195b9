import { EMAIL_ERROR_KEYS } from './emailRule';
import { LOGIN_ACCOUNT_ERROR_KEYS } from './loginFormRule';
import { PASSWORD_ERROR_KEYS } from './passwordRule';
import { PHONE_COUNTRY_ERROR_KEYS } from './phoneCountryRule';
import { PHONE_ERROR_KEYS } from './phoneNumberRule';
import { PROCUREMENT_CUSTOMER_ERROR_KEYS } from './procurementCustomerRule';
import { USER_NAME_ERROR_KEYS } from './userNameRule';
import { VERIFICATION_CODE_ERROR_KEYS } from './verificationCodeRule';

/** Every error key the account schemas can report, for checking message catalogues. */
export const ACCOUNT_ERROR_KEYS = [
  ...Object.values(EMAIL_ERROR_KEYS),
  ...Object.values(PHONE_ERROR_KEYS),
  ...Object.values(PHONE_COUNTRY_ERROR_KEYS),
  ...Object.values(PASSWORD_ERROR_KEYS),
  ...Object.values(USER_NAME_ERROR_KEYS),
  ...Object.values(VERIFICATION_CODE_ERROR_KEYS),
  ...Object.values(LOGIN_ACCOUNT_ERROR_KEYS),
  ...Object.values(PROCUREMENT_CUSTOMER_ERROR_KEYS),
] as const;

export type AccountErrorKey = (typeof ACCOUNT_ERROR_KEYS)[number];
