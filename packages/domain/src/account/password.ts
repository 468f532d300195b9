import { z } from 'zod';
import { withKey } from '../validation';

/** Spec sections 5 and 9: a login password has at least 6 characters. */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;

/** Spec sections 5 and 9: a login password has at most 32 characters. */
export const LOGIN_PASSWORD_MAX_LENGTH = 32;

/**
 * Spec section 8, code 6025: after too many wrong passwords, sign-in is refused for 5 minutes. The
 * server enforces it; the messages quote it.
 */
export const PASSWORD_LOCKOUT_MINUTES = 5;

export const PASSWORD_ERROR_KEYS = {
  required: 'account.password.required',
  tooShort: 'account.password.tooShort',
  tooLong: 'account.password.tooLong',
  confirmationRequired: 'account.confirmPassword.required',
  mismatch: 'account.confirmPassword.mismatch',
} as const;

/**
 * A password being typed at login: only required. The length rule is for choosing a password;
 * checking it here would lock out an account whose password predates the rule.
 * Passwords are never trimmed: a space is as much part of one as any other character.
 */
export const enteredPasswordSchema = z
  .string(withKey(PASSWORD_ERROR_KEYS.required))
  .min(1, withKey(PASSWORD_ERROR_KEYS.required));

/** A new login password (registration, reset): 6 to 32 characters (spec sections 5 and 9). */
export const newPasswordSchema = enteredPasswordSchema
  .min(LOGIN_PASSWORD_MIN_LENGTH, withKey(PASSWORD_ERROR_KEYS.tooShort))
  .max(LOGIN_PASSWORD_MAX_LENGTH, withKey(PASSWORD_ERROR_KEYS.tooLong));

/** The second entry of a new password. */
export const passwordConfirmationSchema = z
  .string(withKey(PASSWORD_ERROR_KEYS.confirmationRequired))
  .min(1, withKey(PASSWORD_ERROR_KEYS.confirmationRequired));

/** Spec section 5: the two passwords must match. */
export function passwordsMatch(form: { password: string; confirmPassword: string }): boolean {
  return form.password === form.confirmPassword;
}

/** Where and how a form reports {@link passwordsMatch} failing: under the confirmation field. */
export const PASSWORD_MISMATCH = {
  path: ['confirmPassword'],
  ...withKey(PASSWORD_ERROR_KEYS.mismatch),
};
