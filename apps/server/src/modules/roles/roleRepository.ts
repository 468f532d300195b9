import { levelOfRole, type AccountRole } from '@tijara/domain';
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
export async function setAccountRole(db: Queryable, userId: string, role: AccountRole): Promise<void> {
  await db.query(
    `UPDATE app_user SET role = $2, level = $3,
       vip_since = CASE WHEN $2 = 'buyer' THEN vip_since END
     WHERE id = $1`,
    [userId, role, levelOfRole(role)],
  );
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
