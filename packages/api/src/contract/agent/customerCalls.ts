import { defineEndpoint } from '../endpoint';
import type * as schemas from './customerSchemas';

/** At most this many customers answer one lookup: the picker shows a short list to choose from. */
export const CUSTOMER_LOOKUP_LIMIT = 20;

/** Longer than any user name, email or phone: anything longer matches nobody. */
export const CUSTOMER_LOOKUP_MAX_LENGTH = 320;

/**
 * Spec section 7: "getUserList (GET, query account; list of userId, userName, phone, email)". The
 * procurement staff's customer picker (section 6: level 12 buys on a customer's behalf): buyers
 * whose user name, email or phone contains `account`, ignoring case, user names starting with it
 * first. Procurement staff only. Phone and email are '' when the account has none.
 */
export const getUserList = defineEndpoint<typeof schemas.getUserList>()({
  path: '/hello/agent/user/getUserList',
  method: 'GET',
  access: ['procurement'],
});
