import {
  enteredPasswordSchema,
  newPasswordSchema,
  PASSWORD_MISMATCH,
  passwordConfirmationSchema,
  passwordsMatch,
} from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';

export const changePassword = endpointSchemas({
  request: z
    .strictObject({
      oldPassword: enteredPasswordSchema,
      password: newPasswordSchema,
      confirmPassword: passwordConfirmationSchema,
    })
    .refine(passwordsMatch, PASSWORD_MISMATCH),
  response: z.null(),
});
