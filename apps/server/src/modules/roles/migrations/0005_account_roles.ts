import type { Migration } from '../../../db/migrate';

/**
 * Account roles (spec sections 1 and 6, issue 6). `role` says what work an account does:
 * 'buyer', 'procurement' (level 12), 'finance' (reviews payments) or 'operations'; the domain's
 * `ACCOUNT_ROLES` lists the same four. `level` stays, because userInfo reports it and the
 * storefront reads 12 as "procurement manager", and a constraint keeps it in step with the role.
 *
 * VIP is a flag on a buyer, not a role: a VIP member shops like any buyer and only has an upgraded
 * membership (section 6: price negotiation for upgraded VIP accounts). `vip_since` records when
 * the account was upgraded, since the spec ties the privilege to when the upgrade happened ("from
 * 2024"); NULL means not a VIP. Staff are never VIP members.
 *
 * The lists are written out rather than built from the domain's constants: a migration is a
 * snapshot and must not change when the code does.
 */
export const accountRoles: Migration = {
  id: '0005_account_roles',
  sql: `
    ALTER TABLE app_user
      ADD COLUMN role text NOT NULL DEFAULT 'buyer',
      ADD COLUMN vip_since timestamptz;

    -- Accounts given level 12 by hand before roles existed are procurement staff.
    UPDATE app_user SET role = 'procurement' WHERE level = 12;

    ALTER TABLE app_user
      ADD CONSTRAINT app_user_role_known
        CHECK (role IN ('buyer', 'procurement', 'finance', 'operations')),
      ADD CONSTRAINT app_user_role_level CHECK ((role = 'procurement') = (level = 12)),
      ADD CONSTRAINT app_user_vip_buyer CHECK (vip_since IS NULL OR role = 'buyer');
  `,
};
