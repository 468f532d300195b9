import { userNameSchema } from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Spec section 5: whether a user name is free (case-insensitively); data is true when it is. */
export const checkUserName = defineEndpoint({
  path: '/hello/user/login/checkUserName',
  method: 'POST',
  access: 'public',
  request: z.strictObject({ userName: userNameSchema }),
  response: z.boolean(),
});
