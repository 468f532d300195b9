import type { ServerArea } from '../serverArea';
import { accountRoles } from './migrations/0005_account_roles';
import { administratorRole } from './migrations/0008_administrator_role';
import { registerStaffAccountRoutes } from './staffAccountRoutes';

/** What work an account does (buyer or staff), the VIP flag, and the administrator's staff calls. */
export const rolesArea: ServerArea = {
  name: 'roles',
  migrations: [accountRoles, administratorRole],
  register: (app, { db }) => registerStaffAccountRoutes(app, db),
};
