import {
  enteredPasswordSchema,
  newPasswordSchema,
  PASSWORD_MISMATCH,
  passwordConfirmationSchema,
  passwordsMatch,
} from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * Spec section 8 (6027, 6029): the signed-in user changes the login password, giving the old one.
 * Every other session of the account is signed out.
 */
export const changePassword = defineEndpoint({
  path: '/hello/user/changePassword',
  method: 'POST',
  access: 'private',
  request: z
    .strictObject({
      oldPassword: enteredPasswordSchema,
      password: newPasswordSchema,
      confirmPassword: passwordConfirmationSchema,
    })
    .refine(passwordsMatch, PASSWORD_MISMATCH),
  response: z.null(),
});
