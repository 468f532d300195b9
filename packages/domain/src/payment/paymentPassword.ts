import { z } from 'zod';
import { withKey } from '../validation';
import { PAYMENT_PASSWORD_ERROR, PAYMENT_PASSWORD_LENGTH } from './paymentPasswordRule';

const SIX_DIGITS = new RegExp(`^\\d{${PAYMENT_PASSWORD_LENGTH}}$`);

/** The password entered twice (spec section 5), as fields any form can spread into its own. */
export const paymentPasswordFields = {
  paymentPassword: z
    .string(withKey(PAYMENT_PASSWORD_ERROR.required))
    .min(1, withKey(PAYMENT_PASSWORD_ERROR.required))
    .regex(SIX_DIGITS, withKey(PAYMENT_PASSWORD_ERROR.sixDigits)),
  paymentPasswordConfirmation: z
    .string(withKey(PAYMENT_PASSWORD_ERROR.confirmationRequired))
    .min(1, withKey(PAYMENT_PASSWORD_ERROR.confirmationRequired)),
};

/** Adds the rule that goes with `paymentPasswordFields`: the second entry must repeat the first. */
export function requireMatchingPaymentPasswords<
  Schema extends z.ZodType<{ paymentPassword: string; paymentPasswordConfirmation: string }>,
>(schema: Schema): Schema {
  return schema.refine((fields) => fields.paymentPassword === fields.paymentPasswordConfirmation, {
    ...withKey(PAYMENT_PASSWORD_ERROR.mismatch),
    path: ['paymentPasswordConfirmation'],
  });
}

/** Setting or resetting the payment password on its own. */
export const paymentPasswordSchema = requireMatchingPaymentPasswords(z.object(paymentPasswordFields));
