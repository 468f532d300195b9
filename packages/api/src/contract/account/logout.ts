import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Spec section 7: ends the session; the bearer token it was called with stops working. */
export const logout = defineEndpoint({
  path: '/hello/user/login/logout',
  method: 'POST',
  access: 'private',
  request: z.strictObject({}),
  response: z.null(),
});
