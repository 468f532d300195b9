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

/** Spec section 5: the two passwords must match. */
export function passwordsMatch(form: { password: string; confirmPassword: string }): boolean {
  return form.password === form.confirmPassword;
}
