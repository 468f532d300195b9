import { sendLoginCodeFormSchema } from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Spec section 7: sends a login code by WhatsApp to a registered phone; data is the success flag. */
export const sendWhatsAppLoginCode = defineEndpoint({
  path: '/hello/user/login/sendWhatsAppLoginCode',
  method: 'POST',
  access: 'public',
  request: sendLoginCodeFormSchema.strict(),
  response: z.boolean(),
});
