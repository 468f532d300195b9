import { z } from 'zod';
import { emailSchema } from './email';
import { newPasswordSchema, PASSWORD_MISMATCH, passwordConfirmationSchema } from './password';
import { passwordsMatch } from './passwordRule';
import { verificationCodeSchema } from './verificationCode';

/**
 * Resetting a forgotten password: the account's email, the code sent to it (spec section 7,
 * sendEmailCode then forgetPassword) and a new, confirmed password.
 */
export const resetPasswordFormSchema = z
  .object({
    email: emailSchema,
    code: verificationCodeSchema,
    password: newPasswordSchema,
    confirmPassword: passwordConfirmationSchema,
  })
  .refine(passwordsMatch, PASSWORD_MISMATCH);

export type ResetPasswordForm = z.output<typeof resetPasswordFormSchema>;
