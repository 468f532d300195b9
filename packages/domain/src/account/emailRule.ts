/** Spec section 9: an email address has at most 320 characters (64 local + `@` + 255 domain). */
export const EMAIL_MAX_LENGTH = 320;

export const EMAIL_ERROR_KEYS = {
  required: 'account.email.required',
  tooLong: 'account.email.tooLong',
  invalid: 'account.email.invalid',
} as const;
