import { levelOfRole, type AccountRole, type StaffRole } from '@tijara/domain';
import type { Queryable } from '../../db/database';

/** What an account may do beyond buying (migration 0005). */
export interface AccountStanding {
  role: AccountRole;
  level: number;
  /** When the buyer was upgraded to VIP; null for everyone else. */
  vipSince: Date | null;
}

/**
 * Gives an account its role, and with it the level userInfo reports (12 for procurement staff):
 * one statement, so the two never disagree (the table's `app_user_role_level` check holds them
 * together). A role other than buyer ends any VIP membership: staff are not VIP members.
 */
export async function setAccountRole(db: Queryable, userId: string, role: AccountRole): Promise<boolean> {
  const rows = await db.query(
    `UPDATE app_user SET role = $2, level = $3,
       vip_since = CASE WHEN $2 = 'buyer' THEN vip_since END
     WHERE id = $1 RETURNING id`,
    [userId, role, levelOfRole(role)],
  );
  return rows.length > 0;
}

/** A staff account as the administrator's list shows it (phone and email '' when absent). */
export interface StaffAccount {
  userId: string;
  userName: string;
  phone: string;
  email: string;
  role: StaffRole;
}

/** Every account with a staff role, by user name. */
export async function listStaffAccounts(db: Queryable): Promise<StaffAccount[]> {
  const rows = await db.query<{
    id: string;
    user_name: string;
    phone: string;
    email: string;
    role: StaffRole;
  }>(
    `SELECT id::text AS id, user_name, coalesce(phone, '') AS phone, coalesce(email, '') AS email, role
     FROM app_user WHERE role <> 'buyer' ORDER BY user_name_key`,
  );
  return rows.map((row) => ({
    userId: row.id,
    userName: row.user_name,
    phone: row.phone,
    email: row.email,
    role: row.role,
  }));
}

/** Upgrades a buyer to VIP from `since`; false when the account is not a buyer (or not there). */
export async function makeVip(db: Queryable, userId: string, since: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE app_user SET vip_since = $2 WHERE id = $1 AND role = 'buyer' RETURNING id`,
    [userId, since],
  );
  return rows.length > 0;
}

export async function findAccountStanding(db: Queryable, userId: string): Promise<AccountStanding | null> {
  const rows = await db.query<{ role: AccountRole; level: number; vip_since: Date | null }>(
    'SELECT role, level, vip_since FROM app_user WHERE id = $1',
    [userId],
  );
  const row = rows[0];
  return row ? { role: row.role, level: row.level, vipSince: row.vip_since } : null;
}
