import { emailSchema } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';

export const sendEmailCode = endpointSchemas({
  request: z.strictObject({ email: emailSchema }),
  response: z.boolean(),
});
