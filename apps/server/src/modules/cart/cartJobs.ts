import type { JobDefinition } from '../../jobs/jobDefinition';
import { deleteExpiredCartItems } from './cartRepository';

/**
 * Spec section 9: cart lines created `CART_ITEM_RETENTION_DAYS` (30) days ago or more are
 * deleted. Daily at 03:30 Baghdad time, when buyers are fewest; a line is therefore removed within
 * a day of its expiry, and the cart screens never count on it being gone sooner.
 */
export const removeExpiredCartItems: JobDefinition = {
  name: 'cart.remove-expired-items',
  schedule: '30 3 * * *',
  async run({ db, clock, logger }) {
    const removed = await deleteExpiredCartItems(db, clock.now());
    if (removed > 0) logger.info({ removed }, 'cart lines past their retention removed');
  },
};
