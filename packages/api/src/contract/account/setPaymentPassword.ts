import { paymentPasswordSchema } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';

export const setPaymentPassword = endpointSchemas({
  request: paymentPasswordSchema.strict(),
  response: z.null(),
});
