/**
 * The numeric order statuses of spec section 4. The server stores and answers these numbers; 13 is
 * not used. Values 1-8 are the supplier-order vocabulary the platform inherited; 9-12 and 14 are
 * its own cross-border steps.
 */
export const ORDER_STATUS = {
  /** Pending payment. */
  WAIT_BUYER_PAY: 1,
  /** Waiting for delivery: bought, the supplier has yet to send the goods. */
  WAIT_SELLER_SEND: 2,
  /** Awaiting buyer receipt: handed over in Baghdad, picked up or out with the local carrier. */
  WAIT_BUYER_RECEIVER: 3,
  /** Received, with a subsidy credited on the order. */
  CONFIRM_GOODS_AND_HAS_SUBSIDY: 4,
  /** Received. */
  CONFIRM_GOODS: 5,
  /** Completed. */
  SUCCESS: 6,
  /** Cancelled. */
  CANCEL: 7,
  /** Terminated. */
  TERMINATED: 8,
  /** Shipped within China, on its way to the China warehouse. */
  CHINA_SHIPPING: 9,
  /** Sea-freight (second-stage) fee payable. */
  LOGISTICS_PAYMENT: 10,
  /** Sea shipping to Baghdad. */
  SEA_SHIPPING: 11,
  /** Arrived at the Baghdad warehouse. */
  TO_WAREHOUSE: 12,
  /** Paid and reviewed, waiting to be bought in China. */
  WAITING_PURCHASE: 14,
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];

/** Every status, in the order an order normally meets them. */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.WAIT_BUYER_PAY,
  ORDER_STATUS.WAITING_PURCHASE,
  ORDER_STATUS.WAIT_SELLER_SEND,
  ORDER_STATUS.CHINA_SHIPPING,
  ORDER_STATUS.LOGISTICS_PAYMENT,
  ORDER_STATUS.SEA_SHIPPING,
  ORDER_STATUS.TO_WAREHOUSE,
  ORDER_STATUS.WAIT_BUYER_RECEIVER,
  ORDER_STATUS.CONFIRM_GOODS,
  ORDER_STATUS.CONFIRM_GOODS_AND_HAS_SUBSIDY,
  ORDER_STATUS.SUCCESS,
  ORDER_STATUS.CANCEL,
  ORDER_STATUS.TERMINATED,
];

const NAME_OF_STATUS = new Map<number, OrderStatusName>(
  (Object.entries(ORDER_STATUS) as [OrderStatusName, OrderStatus][]).map(([name, value]) => [value, name]),
);

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'number' && NAME_OF_STATUS.has(value);
}

/** Reads a status from the wire: a known number, or its decimal string; anything else is `null`. */
export function parseOrderStatus(value: unknown): OrderStatus | null {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return isOrderStatus(number) ? number : null;
}

export function orderStatusName(status: OrderStatus): OrderStatusName {
  return NAME_OF_STATUS.get(status) as OrderStatusName;
}
