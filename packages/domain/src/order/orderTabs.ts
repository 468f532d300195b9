import { ORDER_STATUS, ORDER_STATUSES, type OrderStatus } from './orderStatus';

/**
 * The order list tabs of spec section 2, named as the `individualCenter` sub-pages are; `all` is
 * `buyer_order_list`.
 */
export const ORDER_TABS = [
  'all',
  'awaitingPay',
  'waitPurchase',
  'waitDelivery',
  'chinaShipping',
  'logisticsPayment',
  'seaShipping',
  'toWarehouse',
  'completed',
  'cancelled',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/**
 * The statuses each tab lists. The spec has no tab for 3, 4 and 5, so they join the tab a buyer
 * would look in: goods handed over in Baghdad but not yet confirmed (3) stay under "to warehouse",
 * where the confirm-receipt button is; received orders (4, 5) count as completed; terminated
 * orders (8) sit with the cancelled ones.
 */
export const ORDER_TAB_STATUSES: Readonly<Record<OrderTab, readonly OrderStatus[]>> = {
  all: ORDER_STATUSES,
  awaitingPay: [ORDER_STATUS.WAIT_BUYER_PAY],
  waitPurchase: [ORDER_STATUS.WAITING_PURCHASE],
  waitDelivery: [ORDER_STATUS.WAIT_SELLER_SEND],
  chinaShipping: [ORDER_STATUS.CHINA_SHIPPING],
  logisticsPayment: [ORDER_STATUS.LOGISTICS_PAYMENT],
  seaShipping: [ORDER_STATUS.SEA_SHIPPING],
  toWarehouse: [ORDER_STATUS.TO_WAREHOUSE, ORDER_STATUS.WAIT_BUYER_RECEIVER],
  completed: [ORDER_STATUS.CONFIRM_GOODS, ORDER_STATUS.CONFIRM_GOODS_AND_HAS_SUBSIDY, ORDER_STATUS.SUCCESS],
  cancelled: [ORDER_STATUS.CANCEL, ORDER_STATUS.TERMINATED],
};

export function isOrderTab(value: unknown): value is OrderTab {
  return typeof value === 'string' && (ORDER_TABS as readonly string[]).includes(value);
}

/** The one tab, besides `all`, that lists an order in `status`. */
export function orderTabOf(status: OrderStatus): Exclude<OrderTab, 'all'> {
  const tab = ORDER_TABS.find(
    (candidate) => candidate !== 'all' && ORDER_TAB_STATUSES[candidate].includes(status),
  );
  return tab as Exclude<OrderTab, 'all'>;
}
