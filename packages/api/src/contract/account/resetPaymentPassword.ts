import { enteredPasswordSchema, paymentPasswordSchema } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';

export const resetPaymentPassword = endpointSchemas({
  request: paymentPasswordSchema.safeExtend({ password: enteredPasswordSchema }).strict(),
  response: z.null(),
});
