import { defineEndpoint } from '../endpoint';
import type * as schemas from './staffAccountSchemas';

/**
 * The staff accounts (every role but buyer), by user name, for the staff console's account page
 * (issue 12). Only administrators manage who works as what. The spec names no path for it (the
 * console is not in the spec): `/hello/staff/account/*` keeps it apart from the buyer's calls.
 */
export const listStaffAccounts = defineEndpoint<typeof schemas.listStaffAccounts>()({
  path: '/hello/staff/account/list',
  method: 'POST',
  access: ['administrator'],
});

/**
 * Gives an account its role: a staff role, or `buyer` to end its staff work. One role per account
 * (migration 0005); procurement brings level 12 with it. Applies from the account's next call, as
 * the role is read with the token. An unknown account answers 404.
 */
export const setAccountRole = defineEndpoint<typeof schemas.setAccountRole>()({
  path: '/hello/staff/account/setRole',
  method: 'POST',
  access: ['administrator'],
});
