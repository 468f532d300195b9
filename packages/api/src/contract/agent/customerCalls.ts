import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

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
export const getUserList = defineEndpoint({
  path: '/hello/agent/user/getUserList',
  method: 'GET',
  access: ['procurement'],
  request: z.strictObject({ account: z.string().trim().min(1).max(CUSTOMER_LOOKUP_MAX_LENGTH) }),
  response: z
    .array(z.object({ userId: z.string(), userName: z.string(), phone: z.string(), email: z.string() }))
    .max(CUSTOMER_LOOKUP_LIMIT),
});
