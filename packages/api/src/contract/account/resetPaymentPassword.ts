import { enteredPasswordSchema, paymentPasswordSchema } from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * Replaces the payment password. Proof is the login password (6029 when wrong): the buyer is
 * signed in already, and it needs no second channel. An account without a login password (social
 * sign-in only) sets one first through sendEmailCode and forgetPassword.
 */
export const resetPaymentPassword = defineEndpoint({
  path: '/hello/user/paymentPassword/reset',
  method: 'POST',
  access: 'private',
  request: paymentPasswordSchema.safeExtend({ password: enteredPasswordSchema }).strict(),
  response: z.null(),
});
