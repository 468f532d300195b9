import type { ServerArea } from '../serverArea';
import { registerCartRoutes } from './cartRoutes';
import { cart } from './migrations/0010_cart';

export { deleteExpiredCartItems } from './cartRepository';

/** The buyer's cart (spec sections 3, 5, 7, 9): one line per variant, current prices, selection. */
export const cartArea: ServerArea = {
  name: 'cart',
  migrations: [cart],
  register: (app, { db, clock }) => registerCartRoutes(app, { db, clock }),
};
