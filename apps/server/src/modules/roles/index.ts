import type { ServerArea } from '../serverArea';
import { accountRoles } from './migrations/0005_account_roles';

/** What work an account does (buyer or staff), and the VIP flag. */
export const rolesArea: ServerArea = {
  name: 'roles',
  migrations: [accountRoles],
  register: () => {},
};
