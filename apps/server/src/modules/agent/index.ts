import type { ServerArea } from '../serverArea';
import { registerCustomerRoutes } from './customerRoutes';

/** Procurement staff acting for customers (spec section 6: level 12); the customer lookup so far. */
export const agentArea: ServerArea = {
  name: 'agent',
  migrations: [],
  register: (app, { db }) => registerCustomerRoutes(app, db),
};
