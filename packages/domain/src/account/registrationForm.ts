import { z } from 'zod';
import { emailSchema } from './email';
import { newPasswordSchema, PASSWORD_MISMATCH, passwordConfirmationSchema } from './password';
import { passwordsMatch } from './passwordRule';
import { phoneSchema } from './phoneNumber';
import { userNameSchema } from './userName';

/** Spec sections 5 and 7: registration takes a user name, email, phone and a confirmed password. */
export const registrationFormSchema = z
  .object({
    userName: userNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: newPasswordSchema,
    confirmPassword: passwordConfirmationSchema,
  })
  .refine(passwordsMatch, PASSWORD_MISMATCH);

export type RegistrationForm = z.output<typeof registrationFormSchema>;
