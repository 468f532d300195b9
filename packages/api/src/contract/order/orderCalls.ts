import { ORDER_COST_LINES } from '@tijara/domain';
import { defineEndpoint } from '../endpoint';
import type * as schemas from './orderSchemas';

/** The money cost lines of spec section 3, as the domain names them. */
export const ORDER_COST_LINE_NAMES = ORDER_COST_LINES;

/** How many lines' pictures an order summary carries: the order card's four. */
export const ORDER_SUMMARY_ITEMS = 4;

/** How many orders one page lists when the caller does not say. */
export const ORDER_PAGE_SIZE_DEFAULT = 10;
export const ORDER_PAGE_SIZE_MAX = 50;

/*
 * The order calls of spec section 7 ("/hello/order/...", "/hello/logistic/track"), for the
 * signed-in buyer's own orders: an order number that is not one of the caller's answers exactly
 * like one that does not exist (404, `order.number.notFound`). Every amount is computed on the
 * server from the catalogue and stored on the order; no request names a price, a total or a
 * currency to charge in (an unknown field is refused).
 */

/**
 * What `/confirm-orders` shows before the order is made, for the chosen cart lines: each line at
 * its current price, the goods price, the China freight and the order amount (paid when ordering),
 * the estimated second-stage costs by sea and by air (null for a mode without a tariff), and why
 * the lines cannot be ordered as they are (the cart's minimum-order and quantity rules), or null.
 * Not named by the spec: the spec's `createOrder` needs the figures shown first, and the server is
 * the only place that computes money. Lines not in the caller's cart answer 404 (`cart.item.notFound`).
 */
export const previewOrder = defineEndpoint<typeof schemas.previewOrder>()({
  path: '/hello/order/previewOrder',
  method: 'POST',
  access: 'private',
});

/**
 * Makes an order of the chosen cart lines (spec section 7: "createOrder (returns orderNo)"). The
 * order keeps a snapshot of every line (names in four languages, variant, unit price, quantity,
 * picture) and of the address, takes the units out of stock, and the lines leave the cart, in
 * one transaction. `requestId` makes it idempotent: the same id from the same buyer answers the
 * first order's number and makes nothing more (a double click, a retried request). Two buyers
 * ordering the last units: one order is made, the other is refused with `order.stock.short`.
 */
export const createOrder = defineEndpoint<typeof schemas.createOrder>()({
  path: '/hello/order/createOrder',
  method: 'POST',
  access: 'private',
});

/** The caller's orders of one tab of spec section 2, newest first, a page at a time. */
export const selectOrderPage = defineEndpoint<typeof schemas.selectOrderPage>()({
  path: '/hello/order/selectOrderPage',
  method: 'POST',
  access: 'private',
});

/** The badges of the order tabs: how many of the caller's orders each tab lists. */
export const getStatusCount = defineEndpoint<typeof schemas.getStatusCount>()({
  path: '/hello/order/getStatusCount',
  method: 'POST',
  access: 'private',
});

/** One order, whole: lines, cost lines so far, address, remark, status history and what may be done. */
export const queryOrderDetail = defineEndpoint<typeof schemas.queryOrderDetail>()({
  path: '/hello/order/queryOrderDetail',
  method: 'POST',
  access: 'private',
});

/** Sets the buyer's remark on the order (replacing the one given when ordering); answers it as stored. */
export const addOrderRemark = defineEndpoint<typeof schemas.addOrderRemark>()({
  path: '/hello/order/addOrderRemark',
  method: 'POST',
  access: 'private',
});

/**
 * Spec sections 3 and 7: "changeOrder (body orderNo, deliveryMethod, emailAddressId)". Refused
 * once the goods reached the Baghdad warehouse (422, `orderTransition.status.notAllowed`, spec
 * section 4); the address is copied into the order as it is now.
 */
export const changeOrder = defineEndpoint<typeof schemas.changeOrder>()({
  path: '/hello/order/changeOrder',
  method: 'POST',
  access: 'private',
});

/**
 * Cancels an order that has not been bought yet (spec section 4: "cancelling is done offline by
 * contacting staff"), so it is a staff call: operations staff cancel at the buyer's request, and
 * the units go back into stock. A buyer is answered 403; the order page says how to ask.
 */
export const cancelOrder = defineEndpoint<typeof schemas.cancelOrder>()({
  path: '/hello/order/cancelOrder',
  method: 'POST',
  access: ['operations'],
});

/** The buyer confirms receipt of goods handed over (status 3 to 5, spec section 4). */
export const confirmOrder = defineEndpoint<typeof schemas.confirmOrder>()({
  path: '/hello/order/confirmOrder',
  method: 'POST',
  access: 'private',
});

/**
 * The order as a PDF to print (`Content-Disposition: inline`, for the browser's own viewer), in the
 * caller's language. The order page itself also prints cleanly with its print style sheet.
 */
export const printOrder = defineEndpoint<typeof schemas.printOrder>()({
  path: '/hello/order/printOrder',
  method: 'POST',
  access: 'private',
});

/** The order as a PDF file to keep (`Content-Disposition: attachment`), in the caller's language. */
export const exportOrderPdf = defineEndpoint<typeof schemas.exportOrderPdf>()({
  path: '/hello/order/exportOrderPdf',
  method: 'POST',
  access: 'private',
});

/** The order's fee statement (its cost lines so far) as a PDF file, in the caller's language. */
export const exportOrderFeePdf = defineEndpoint<typeof schemas.exportOrderFeePdf>()({
  path: '/hello/order/exportOrderFeePdf',
  method: 'POST',
  access: 'private',
});

/**
 * Spec section 7: "/hello/logistic/track". The order's logistics events, oldest first, in the
 * caller's language; empty until staff record them (fulfilment comes in a later issue).
 */
export const logisticTrack = defineEndpoint<typeof schemas.logisticTrack>()({
  path: '/hello/logistic/track',
  method: 'POST',
  access: 'private',
});
