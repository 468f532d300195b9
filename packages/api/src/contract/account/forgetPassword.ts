import { resetPasswordFormSchema } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';

export const forgetPassword = endpointSchemas({
  request: resetPasswordFormSchema.strict(),
  response: z.null(),
});
