import { sendLoginCodeFormSchema } from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * Spec sections 5 and 7: asked before sending a login code. Data is true when a code can be sent
 * now, false while the 60 s resend wait runs; 6062 for an unregistered phone, 6026 when the day's
 * codes are used up. The spec leaves the path unnamed; this one sits beside sendWhatsAppLoginCode.
 */
export const checkWhatsAppCode = defineEndpoint({
  path: '/hello/user/login/checkWhatsAppCode',
  method: 'POST',
  access: 'public',
  request: sendLoginCodeFormSchema.strict(),
  response: z.boolean(),
});
