import { ACCOUNT_ROLES, STAFF_ROLES } from '@tijara/domain';
import { z } from 'zod';
import { entityIdSchema } from '../address/addressWire';
import { defineEndpoint } from '../endpoint';

/** A staff account as the administrator's list shows it. Phone and email are '' when absent. */
export const staffAccountSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  phone: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});

/**
 * The staff accounts (every role but buyer), by user name, for the staff console's account page
 * (issue 12). Only administrators manage who works as what. The spec names no path for it (the
 * console is not in the spec): `/hello/staff/account/*` keeps it apart from the buyer's calls.
 */
export const listStaffAccounts = defineEndpoint({
  path: '/hello/staff/account/list',
  method: 'POST',
  access: ['administrator'],
  request: z.strictObject({}),
  response: z.array(staffAccountSchema),
});

/**
 * Gives an account its role: a staff role, or `buyer` to end its staff work. One role per account
 * (migration 0005); procurement brings level 12 with it. Applies from the account's next call, as
 * the role is read with the token. An unknown account answers 404.
 */
export const setAccountRole = defineEndpoint({
  path: '/hello/staff/account/setRole',
  method: 'POST',
  access: ['administrator'],
  request: z.strictObject({ userId: entityIdSchema, role: z.enum(ACCOUNT_ROLES) }),
  response: z.object({ userId: z.string(), role: z.enum(ACCOUNT_ROLES) }),
});
