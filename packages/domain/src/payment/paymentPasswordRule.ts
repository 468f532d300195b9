/** Spec sections 5 and 9: the payment password is exactly 6 digits. */
export const PAYMENT_PASSWORD_LENGTH = 6;

export const PAYMENT_PASSWORD_ERROR = {
  required: 'paymentPassword.password.required',
  sixDigits: 'paymentPassword.password.sixDigits',
  confirmationRequired: 'paymentPassword.confirmation.required',
  /** Section 8: "two passwords differ". */
  mismatch: 'paymentPassword.confirmation.mismatch',
} as const;
