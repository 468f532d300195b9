import { CUSTOMER_LOOKUP_LIMIT } from '@tijara/api/contract';
import type { Queryable } from '../../db/database';

export interface Customer {
  userId: string;
  userName: string;
  phone: string;
  email: string;
}

/** `%` and `_` typed by staff are letters to find, not LIKE wildcards. */
function literalLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Buyers whose user name, email or phone contains `account` (case ignored: the keys are stored
 * lower-cased), user names starting with it first, then by user name. Staff accounts are not
 * customers. At most {@link CUSTOMER_LOOKUP_LIMIT}.
 */
export async function findCustomers(db: Queryable, account: string): Promise<Customer[]> {
  const needle = literalLike(account.toLowerCase());
  const rows = await db.query<{ id: string; user_name: string; phone: string; email: string }>(
    `SELECT id::text AS id, user_name, coalesce(phone, '') AS phone, coalesce(email, '') AS email
     FROM app_user
     WHERE role = 'buyer'
       AND (user_name_key LIKE '%' || $1 || '%' OR email_key LIKE '%' || $1 || '%'
            OR phone LIKE '%' || $1 || '%')
     ORDER BY user_name_key LIKE $1 || '%' DESC, user_name_key
     LIMIT $2`,
    [needle, CUSTOMER_LOOKUP_LIMIT],
  );
  return rows.map((row) => ({ userId: row.id, userName: row.user_name, phone: row.phone, email: row.email }));
}
