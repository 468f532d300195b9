import { areaIdSchema, phoneSchema } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';

export const checkPhone = endpointSchemas({
  request: z.strictObject({ phone: phoneSchema, areaId: areaIdSchema.optional() }),
  response: z.boolean(),
});
