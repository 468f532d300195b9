import type { UserInfo } from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** Spec sections 3 and 7: the signed-in user. Phone and email are '' when the account has none. */
export const userInfo = defineEndpoint({
  path: '/hello/user/userInfo',
  method: 'GET',
  access: 'private',
  request: z.strictObject({}),
  response: z.object({
    userId: z.string(),
    userName: z.string(),
    level: z.number().int(),
    phone: z.string(),
    email: z.string(),
  }) satisfies z.ZodType<UserInfo>,
});
