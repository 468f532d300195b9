import { emailSchema } from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * Spec section 7: emails a code for resetting a forgotten password (the only purpose it has).
 * The same 60 s wait and daily limit as the WhatsApp code apply. Data is true once queued.
 */
export const sendEmailCode = defineEndpoint({
  path: '/hello/user/login/sendEmailCode',
  method: 'POST',
  access: 'public',
  request: z.strictObject({ email: emailSchema }),
  response: z.boolean(),
});
