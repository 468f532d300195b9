import { defineEndpoint } from '../endpoint';
import type * as schemas from './priceChangeSchemas';

/*
 * VIP price negotiation (spec section 6: "price negotiation only for upgraded VIP accounts from
 * 2024; negotiated refunds go to the prepaid account, done weekly"; the price-change rule of
 * sections 5 and 9). Procurement staff (level 12) lower the goods price of a VIP's paid order; each
 * change is refunded into the buyer's wallet by the weekly job. The spec names no path for these:
 * the staff call sits beside the other staff calls, the read beside the order calls.
 */

/**
 * Lowers the goods price of an order (US cents) with a note, for a buyer who is a VIP upgraded from
 * 2024, once stage 1 is paid and while the order is neither cancelled nor terminated (422
 * `vipPriceChange.*` otherwise). The amount is below the current price (422
 * `vipPriceChange.amount.notLower`) and not below 95 % of the original goods price (422
 * `priceChange.amount.belowFloor`); the note is 1-100 characters (400). Recorded append-only with
 * who and when; the difference is refunded at the next weekly run. Idempotent by `idempotencyKey`:
 * the same key with the same order, amount and note answers the order's price changes as they are;
 * with anything else, 409. Answers the order's price changes.
 */
export const changeOrderPrice = defineEndpoint<typeof schemas.changeOrderPrice>()({
  path: '/hello/staff/order/changePrice',
  method: 'POST',
  access: ['procurement'],
});

/**
 * An order's negotiated price: the original and current goods price, the floor, every change with
 * its note and its refund (pending with the run it is expected at, credited with when, or withheld
 * when the order was cancelled or terminated before the run). The order's buyer and staff may read
 * it; another buyer's order, or an unknown one, answers 404. The staff member who made a change is
 * named to staff only.
 */
export const getOrderPriceChanges = defineEndpoint<typeof schemas.getOrderPriceChanges>()({
  path: '/hello/order/priceChanges',
  method: 'POST',
  access: 'private',
});
