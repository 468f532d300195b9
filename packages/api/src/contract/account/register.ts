import { areaIdSchema, DEFAULT_PHONE_COUNTRY, registrationFormSchema } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';

export const register = endpointSchemas({
  request: registrationFormSchema
    .safeExtend({ areaId: areaIdSchema.default(DEFAULT_PHONE_COUNTRY.dialingCode) })
    .strict(),
  response: z.object({ userId: z.string(), token: z.string().min(1) }),
});
