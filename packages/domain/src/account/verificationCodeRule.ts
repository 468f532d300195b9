/**
 * A verification code (WhatsApp login code, email code) has 4 to 8 digits. Spec section 5 says
 * only "required"; the range covers the usual 4- and 6-digit codes and catches a pasted phone.
 */
export const VERIFICATION_CODE_MIN_DIGITS = 4;

/** See {@link VERIFICATION_CODE_MIN_DIGITS}. */
export const VERIFICATION_CODE_MAX_DIGITS = 8;

export const VERIFICATION_CODE_ERROR_KEYS = {
  required: 'account.code.required',
  invalid: 'account.code.invalid',
} as const;
