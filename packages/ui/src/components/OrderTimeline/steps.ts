import { ORDER_STATUS, type OrderStatus } from '@tijara/domain';

/** The steps of an order's life (spec section 4, flow), in order. */
export const ORDER_TIMELINE_STEPS = [
  'paid',
  'purchased',
  'chinaShipping',
  'warehouseInspection',
  'secondStageFee',
  'seaShipping',
  'arrivedBaghdad',
  'handOver',
  'completed',
] as const;

export type OrderTimelineStep = (typeof ORDER_TIMELINE_STEPS)[number];

/** The statuses that end an order early. */
export type OrderEndingStatus = typeof ORDER_STATUS.CANCEL | typeof ORDER_STATUS.TERMINATED;

const S = ORDER_STATUS;

/**
 * The step an order is at in each status of the domain's state machine: 1 is paying, 14 being
 * bought, 2 bought and on its way out of the supplier, 9 travelling to and inspected at the China
 * warehouse, 10 the second-stage fee, 11 at sea, 12 in the Baghdad warehouse, 3 picked up or out
 * for delivery, and 4, 5, 6 received (6 closes the order).
 */
const STEP_OF_STATUS = {
  [S.WAIT_BUYER_PAY]: 'paid',
  [S.WAITING_PURCHASE]: 'purchased',
  [S.WAIT_SELLER_SEND]: 'chinaShipping',
  [S.CHINA_SHIPPING]: 'warehouseInspection',
  [S.LOGISTICS_PAYMENT]: 'secondStageFee',
  [S.SEA_SHIPPING]: 'seaShipping',
  [S.TO_WAREHOUSE]: 'arrivedBaghdad',
  [S.WAIT_BUYER_RECEIVER]: 'handOver',
  [S.CONFIRM_GOODS]: 'completed',
  [S.CONFIRM_GOODS_AND_HAS_SUBSIDY]: 'completed',
  [S.SUCCESS]: 'completed',
} as const satisfies Record<Exclude<OrderStatus, OrderEndingStatus>, OrderTimelineStep>;

export function isOrderEnding(status: OrderStatus): status is OrderEndingStatus {
  return status === S.CANCEL || status === S.TERMINATED;
}

/** The step an order in `status` is at; `null` for a cancelled or terminated order. */
export function orderTimelineStepOf(status: OrderStatus): OrderTimelineStep | null {
  return isOrderEnding(status) ? null : STEP_OF_STATUS[status];
}
