import { sendLoginCodeFormSchema } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';

export const sendWhatsAppLoginCode = endpointSchemas({
  request: sendLoginCodeFormSchema.strict(),
  response: z.boolean(),
});
