import { z } from 'zod';
import { withKey } from '../validation';
import { LOGIN_PASSWORD_MAX_LENGTH, LOGIN_PASSWORD_MIN_LENGTH, PASSWORD_ERROR_KEYS } from './passwordRule';

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

/** Where and how a form reports {@link passwordsMatch} failing: under the confirmation field. */
export const PASSWORD_MISMATCH = {
  path: ['confirmPassword'],
  ...withKey(PASSWORD_ERROR_KEYS.mismatch),
};
