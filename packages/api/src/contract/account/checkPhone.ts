import { areaIdSchema, phoneSchema } from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * Spec section 5: whether a phone is free to register; data is true when it is. A national number
 * belongs to one account whatever its country, because the password login's account field carries
 * no dialing code; `areaId` is accepted for symmetry with the other phone calls.
 */
export const checkPhone = defineEndpoint({
  path: '/hello/user/login/checkPhone',
  method: 'POST',
  access: 'public',
  request: z.strictObject({ phone: phoneSchema, areaId: areaIdSchema.optional() }),
  response: z.boolean(),
});
