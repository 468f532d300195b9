import type { ServerArea } from '../serverArea';
import { priceChange } from './migrations/0022_price_change';
import { refundVipPriceChanges } from './priceChangeJobs';
import { registerPriceChangeRoutes } from './priceChangeRoutes';

export { refundVipPriceChanges } from './priceChangeJobs';

/**
 * VIP price negotiation (spec section 6; issue 15 item 5): procurement staff lower the goods price
 * of a paid order of a VIP upgraded from 2024 (append-only changes, idempotent by request key), the
 * buyer and staff read the changes, and a weekly job refunds each change into the buyer's wallet
 * through the ledger, once.
 */
export const priceChangeArea: ServerArea = {
  name: 'priceChange',
  migrations: [priceChange],
  jobs: [refundVipPriceChanges],
  register: (app, { db, clock }) => registerPriceChangeRoutes(app, { db, clock }),
};
