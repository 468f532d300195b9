import { ACCOUNT_ROLES, STAFF_ROLES } from '@tijara/domain';
import { z } from 'zod';
import { entityIdSchema } from '../address/addressWire';
import { endpointSchemas } from '../endpoint';

/** A staff account as the administrator's list shows it. Phone and email are '' when absent. */
export const staffAccountSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  phone: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});

export const listStaffAccounts = endpointSchemas({
  request: z.strictObject({}),
  response: z.array(staffAccountSchema),
});

export const setAccountRole = endpointSchemas({
  request: z.strictObject({ userId: entityIdSchema, role: z.enum(ACCOUNT_ROLES) }),
  response: z.object({ userId: z.string(), role: z.enum(ACCOUNT_ROLES) }),
});
