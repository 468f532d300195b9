import { z } from 'zod';
import { endpointSchemas } from '../endpoint';

export const logout = endpointSchemas({
  request: z.strictObject({}),
  response: z.null(),
});
