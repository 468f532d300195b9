import { resetPasswordFormSchema } from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Spec section 7: a new password, proven by the code from sendEmailCode (6022 when wrong). */
export const forgetPassword = defineEndpoint({
  path: '/hello/user/login/forgetPassword',
  method: 'POST',
  access: 'public',
  request: resetPasswordFormSchema.strict(),
  response: z.null(),
});
