import { z } from 'zod';
import { endpointSchemas } from '../endpoint';
import { CUSTOMER_LOOKUP_LIMIT, CUSTOMER_LOOKUP_MAX_LENGTH } from './customerCalls';

export const getUserList = endpointSchemas({
  request: z.strictObject({ account: z.string().trim().min(1).max(CUSTOMER_LOOKUP_MAX_LENGTH) }),
  response: z
    .array(z.object({ userId: z.string(), userName: z.string(), phone: z.string(), email: z.string() }))
    .max(CUSTOMER_LOOKUP_LIMIT),
});
