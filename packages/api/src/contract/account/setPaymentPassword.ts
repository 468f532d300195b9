import { paymentPasswordSchema } from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Spec sections 3 and 5: the first payment password (6 digits, twice). Refused once one is set. */
export const setPaymentPassword = defineEndpoint({
  path: '/hello/user/paymentPassword/set',
  method: 'POST',
  access: 'private',
  request: paymentPasswordSchema.strict(),
  response: z.null(),
});
