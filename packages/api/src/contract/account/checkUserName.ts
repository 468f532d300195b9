import { userNameSchema } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';

export const checkUserName = endpointSchemas({
  request: z.strictObject({ userName: userNameSchema }),
  response: z.boolean(),
});
