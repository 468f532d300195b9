import { EMAIL_ERROR_KEYS } from './email';
import { LOGIN_ACCOUNT_ERROR_KEYS } from './loginForm';
import { PASSWORD_ERROR_KEYS } from './password';
import { PHONE_COUNTRY_ERROR_KEYS } from './phoneCountry';
import { PHONE_ERROR_KEYS } from './phoneNumber';
import { PROCUREMENT_CUSTOMER_ERROR_KEYS } from './procurementCustomer';
import { USER_NAME_ERROR_KEYS } from './userName';
import { VERIFICATION_CODE_ERROR_KEYS } from './verificationCode';

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
