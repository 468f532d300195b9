import type { ServerArea } from '../serverArea';
import { registerAccountRoutes } from './accountRoutes';
import { accounts } from './migrations/0002_accounts';

/** Registration, sign-in (password, WhatsApp code, social), passwords and the user's own info. */
export const accountArea: ServerArea = {
  name: 'account',
  migrations: [accounts],
  register: (app, { db, clock, social, fetch }) => registerAccountRoutes(app, { db, clock, social, fetch }),
};
