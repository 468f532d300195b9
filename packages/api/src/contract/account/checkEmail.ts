import { emailSchema } from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Spec section 5: whether an email is free to register; data is true when it is. */
export const checkEmail = defineEndpoint({
  path: '/hello/user/login/checkEmail',
  method: 'POST',
  access: 'public',
  request: z.strictObject({ email: emailSchema }),
  response: z.boolean(),
});
