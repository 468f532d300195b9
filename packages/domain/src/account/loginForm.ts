import { z } from 'zod';
import { withKey } from '../validation';
import { enteredPasswordSchema } from './password';
import { areaIdSchema } from './phoneCountry';
import { phoneSchema } from './phoneNumber';
import { nationalNumber } from './phoneNumberRule';
import { verificationCodeSchema } from './verificationCode';
import { LOGIN_ACCOUNT_ERROR_KEYS } from './loginFormRule';

/**
 * Spec section 5: the password login's account, a user name or a phone, is required. It is
 * trimmed, and an all-digit account is a phone (user names start with a letter), so it is read
 * as the {@link nationalNumber} the phone was registered as.
 */
export const loginAccountSchema = z
  .string(withKey(LOGIN_ACCOUNT_ERROR_KEYS.required))
  .trim()
  .min(1, withKey(LOGIN_ACCOUNT_ERROR_KEYS.required))
  .transform((account) => {
    const asPhone = nationalNumber(account);
    return /^\d+$/.test(asPhone) ? asPhone : account;
  });

/** Spec section 5: password mode needs the account and the password. */
export const passwordLoginFormSchema = z.object({
  account: loginAccountSchema,
  password: enteredPasswordSchema,
});

export type PasswordLoginForm = z.output<typeof passwordLoginFormSchema>;

/** Spec section 5: asking for a login code needs the country and a valid phone. */
export const sendLoginCodeFormSchema = z.object({
  areaId: areaIdSchema,
  phone: phoneSchema,
});

export type SendLoginCodeForm = z.output<typeof sendLoginCodeFormSchema>;

/** Spec section 5: phone-code mode needs the country, the phone and the code. */
export const phoneCodeLoginFormSchema = sendLoginCodeFormSchema.extend({
  code: verificationCodeSchema,
});

export type PhoneCodeLoginForm = z.output<typeof phoneCodeLoginFormSchema>;
