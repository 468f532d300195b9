import type { ServerArea } from '../serverArea';
import { registerAccountRoutes } from './accountRoutes';
import { accounts } from './migrations/0002_accounts';
import { abuseLimits } from './migrations/0009_abuse_limits';

/** Registration, sign-in (password, WhatsApp code, social), passwords and the user's own info. */
export const accountArea: ServerArea = {
  name: 'account',
  migrations: [accounts, abuseLimits],
  register: (app, { db, clock, social, fetch, rateLimits }) =>
    registerAccountRoutes(app, { db, clock, social, fetch, ...(rateLimits ? { rateLimits } : {}) }),
};
