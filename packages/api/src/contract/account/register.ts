import { areaIdSchema, DEFAULT_PHONE_COUNTRY, registrationFormSchema } from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * Spec sections 5 and 7: a new account. The domain's registration form plus the phone's dialing
 * code (`areaId`, Iraq when absent), which the phone-code login needs. Answers the new user's id
 * and a bearer token, so the buyer is signed in at once.
 */
export const register = defineEndpoint({
  path: '/hello/user/login/register',
  method: 'POST',
  access: 'public',
  request: registrationFormSchema
    .safeExtend({ areaId: areaIdSchema.default(DEFAULT_PHONE_COUNTRY.dialingCode) })
    .strict(),
  response: z.object({ userId: z.string(), token: z.string().min(1) }),
});
