import type { UserInfo } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';

export const userInfo = endpointSchemas({
  request: z.strictObject({}),
  response: z.object({
    userId: z.string(),
    userName: z.string(),
    level: z.number().int(),
    phone: z.string(),
    email: z.string(),
  }) satisfies z.ZodType<UserInfo>,
});
