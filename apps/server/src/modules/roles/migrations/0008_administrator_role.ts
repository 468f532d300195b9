import type { Migration } from '../../../db/migrate';

/**
 * The administrator role (issue 12): staff who manage the staff accounts (who works as what).
 * Level 1 like every role but procurement, so the constraint tying level 12 to procurement holds
 * as it is. Only the list of known roles grows; it is written out, not built from the domain's
 * `ACCOUNT_ROLES`, because a migration is a snapshot.
 */
export const administratorRole: Migration = {
  id: '0008_administrator_role',
  sql: `
    ALTER TABLE app_user
      DROP CONSTRAINT app_user_role_known,
      ADD CONSTRAINT app_user_role_known
        CHECK (role IN ('buyer', 'procurement', 'finance', 'operations', 'administrator'));
  `,
};
