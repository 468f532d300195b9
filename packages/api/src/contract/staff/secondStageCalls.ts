import { defineEndpoint } from '../endpoint';
import type * as schemas from './secondStageSchemas';

/*
 * The second stage of an order, as operations staff record it (issue 15 item 6; spec sections 3,
 * 4 and 9). Operations, not finance: the order life cycle names operations staff the one actor of
 * `chargeSecondStageFee` (9 to 10, the goods weighed at the China warehouse); finance reviews the
 * buyer's payment of it afterwards, through the payment calls. The spec names no path for these (the
 * console is not in the spec): `/hello/staff/secondStage/*`, beside the other staff calls.
 */

/**
 * The orders waiting for their second-stage fee: shipped within China (9), oldest first, at most
 * 100. The console's list, and how it learns that the member works in operations (403 otherwise).
 */
export const listSecondStageOrders = defineEndpoint<typeof schemas.listSecondStageOrders>()({
  path: '/hello/staff/secondStage/awaiting',
  method: 'POST',
  access: ['operations'],
});

/**
 * An order's second stage as the console shows it: the order's status, the fee lines set (null
 * before), who set them and when, the stage's amount so far and the storage charged since. Any
 * buyer's order; an order number that does not exist answers 404.
 */
export const getSecondStage = defineEndpoint<typeof schemas.getSecondStage>()({
  path: '/hello/staff/secondStage/order',
  method: 'POST',
  access: ['operations'],
});

/**
 * Sets the order's second-stage fee lines (every line, in US cents; 0 where one does not apply) and
 * moves the order to logistics payment (10) through the life cycle, which allows it from China
 * shipping (9) only, with a second-stage fee above zero (422 otherwise). Records who and when, and
 * tells the buyer by WhatsApp or email in the order's language. Idempotent: the same lines again
 * answer the stage as it is and change nothing; other lines on an order already moved answer 409.
 */
export const setSecondStageFee = defineEndpoint<typeof schemas.setSecondStageFee>()({
  path: '/hello/staff/secondStage/setFee',
  method: 'POST',
  access: ['operations'],
});
