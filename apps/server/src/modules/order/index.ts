import type { ServerArea } from '../serverArea';
import { orders } from './migrations/0011_orders';
import { orderSummaryItems } from './migrations/0015_order_summary_items';
import { registerOrderRoutes } from './orderRoutes';

/**
 * The buyer's orders (spec sections 2-4, 7; issue 14): made from cart lines in one transaction
 * with their lines and address copied, listed by tab, shown whole, moved along the domain's life
 * cycle, printed and exported as PDFs.
 */
export const orderArea: ServerArea = {
  name: 'order',
  migrations: [orders, orderSummaryItems],
  register: (app, { db, clock }) => registerOrderRoutes(app, { db, clock }),
};
