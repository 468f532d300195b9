import type { OrderTab } from '@tijara/domain';
import { defineMessages } from 'react-intl';
import { ORDER_LIST_PAGES, type OrderListPage } from '../../app/routeTable';

/** The tab a page of the user centre lists: `buyer_order_list` is `all`, the others are named as their tab. */
export function orderTabOfPage(page: OrderListPage): OrderTab {
  return page === 'buyer_order_list' ? 'all' : page;
}

/** The page that lists `tab` (the tabs' links). */
export function orderListPageOf(tab: OrderTab): OrderListPage {
  return tab === 'all' ? 'buyer_order_list' : tab;
}

/** The order list page a pathname names (`/individualCenter/awaitingPay`), or `buyer_order_list`. */
export function orderListPageOfPath(pathname: string): OrderListPage {
  const name = pathname.split('/').filter(Boolean).at(-1);
  return ORDER_LIST_PAGES.find((page) => page === name) ?? 'buyer_order_list';
}

/** The tabs' names (spec section 2's ten filters). */
export const orderTabNames = defineMessages({
  all: { id: 'orders.tab.all' },
  awaitingPay: { id: 'orders.tab.awaitingPay' },
  waitPurchase: { id: 'orders.tab.waitPurchase' },
  waitDelivery: { id: 'orders.tab.waitDelivery' },
  chinaShipping: { id: 'orders.tab.chinaShipping' },
  logisticsPayment: { id: 'orders.tab.logisticsPayment' },
  seaShipping: { id: 'orders.tab.seaShipping' },
  toWarehouse: { id: 'orders.tab.toWarehouse' },
  completed: { id: 'orders.tab.completed' },
  cancelled: { id: 'orders.tab.cancelled' },
}) satisfies Record<OrderTab, unknown>;

/** What an empty tab says. */
export const emptyTabMessages = defineMessages({
  all: { id: 'orders.empty.all' },
  awaitingPay: { id: 'orders.empty.awaitingPay' },
  waitPurchase: { id: 'orders.empty.waitPurchase' },
  waitDelivery: { id: 'orders.empty.waitDelivery' },
  chinaShipping: { id: 'orders.empty.chinaShipping' },
  logisticsPayment: { id: 'orders.empty.logisticsPayment' },
  seaShipping: { id: 'orders.empty.seaShipping' },
  toWarehouse: { id: 'orders.empty.toWarehouse' },
  completed: { id: 'orders.empty.completed' },
  cancelled: { id: 'orders.empty.cancelled' },
}) satisfies Record<OrderTab, unknown>;
