import type { ServerArea } from '../serverArea';
import { removeExpiredCartItems } from './cartJobs';
import { registerCartRoutes } from './cartRoutes';
import { cart } from './migrations/0010_cart';

export { deleteExpiredCartItems } from './cartRepository';
export { removeExpiredCartItems } from './cartJobs';

/** The buyer's cart (spec sections 3, 5, 7, 9): one line per variant, current prices, selection. */
export const cartArea: ServerArea = {
  name: 'cart',
  migrations: [cart],
  jobs: [removeExpiredCartItems],
  register: (app, { db, clock }) => registerCartRoutes(app, { db, clock }),
};
