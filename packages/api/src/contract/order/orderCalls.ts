import { DELIVERY_CHANGE_ERROR, orderRemarkSchema, RECEIVING_WAY } from '@tijara/domain';
import { z } from 'zod';
import { entityIdSchema } from '../address/addressWire';
import { defineEndpoint } from '../endpoint';
import {
  documentCurrencySchema,
  logisticsModeSchema,
  orderCostSchema,
  orderDetailSchema,
  orderItemIdsSchema,
  orderLineSchema,
  orderNoSchema,
  orderSummarySchema,
  orderTabSchema,
  pdfFileSchema,
  receivingWaySchema,
  secondStageEstimateSchema,
} from './orderWire';

/*
 * The order calls of spec section 7 ("/hello/order/...", "/hello/logistic/track"), for the
 * signed-in buyer's own orders: an order number that is not one of the caller's answers exactly
 * like one that does not exist (404, `order.number.notFound`). Every amount is computed on the
 * server from the catalogue and stored on the order; no request names a price, a total or a
 * currency to charge in (an unknown field is refused).
 */

/** Spec section 3's delivery choice: self pickup, or a specified address that must be chosen. */
const deliveryFields = {
  deliveryMethod: receivingWaySchema,
  /** The chosen saved address's id (spec section 3 names it `emailAddressId`); not read for self pickup. */
  emailAddressId: entityIdSchema.nullish(),
};

/** Spec sections 4 and 5: "specified-address delivery requires a chosen address". */
function requireAddress(
  value: { deliveryMethod: number; emailAddressId?: string | null | undefined },
  context: z.RefinementCtx,
): void {
  if (value.deliveryMethod === RECEIVING_WAY.specifiedAddress && !value.emailAddressId) {
    context.addIssue({
      code: 'custom',
      message: DELIVERY_CHANGE_ERROR.addressRequired,
      path: ['emailAddressId'],
    });
  }
}

/**
 * What `/confirm-orders` shows before the order is made, for the chosen cart lines: each line at
 * its current price, the goods price, the China freight and the order amount (paid when ordering),
 * the estimated second-stage costs by sea and by air (null for a mode without a tariff), and why
 * the lines cannot be ordered as they are (the cart's minimum-order and quantity rules), or null.
 * Not named by the spec: the spec's `createOrder` needs the figures shown first, and the server is
 * the only place that computes money. Lines not in the caller's cart answer 404 (`cart.item.notFound`).
 */
export const previewOrder = defineEndpoint({
  path: '/hello/order/previewOrder',
  method: 'POST',
  access: 'private',
  request: z.strictObject({ itemIds: orderItemIdsSchema }),
  response: z.object({
    lines: z.array(orderLineSchema),
    costs: z.array(orderCostSchema),
    goodsPrice: orderCostSchema.shape.amount,
    chinaFreight: orderCostSchema.shape.amount,
    amount: orderCostSchema.shape.amount,
    minimumOrder: orderCostSchema.shape.amount,
    estimates: z.object({
      sea: secondStageEstimateSchema.nullable(),
      air: secondStageEstimateSchema.nullable(),
    }),
    problem: z.object({ key: z.string(), itemIds: z.array(z.string()) }).nullable(),
  }),
});

/**
 * Makes an order of the chosen cart lines (spec section 7: "createOrder (returns orderNo)"). The
 * order keeps a snapshot of every line (names in four languages, variant, unit price, quantity,
 * picture) and of the address, takes the units out of stock, and the lines leave the cart, in
 * one transaction. `requestId` makes it idempotent: the same id from the same buyer answers the
 * first order's number and makes nothing more (a double click, a retried request). Two buyers
 * ordering the last units: one order is made, the other is refused with `order.stock.short`.
 */
export const createOrder = defineEndpoint({
  path: '/hello/order/createOrder',
  method: 'POST',
  access: 'private',
  request: z
    .strictObject({
      /** A fresh UUID per order the buyer means to make (the confirm screen makes one). */
      requestId: z.uuid(),
      itemIds: orderItemIdsSchema,
      ...deliveryFields,
      logisticsMode: logisticsModeSchema.default('sea'),
      remark: orderRemarkSchema.default(''),
    })
    .superRefine(requireAddress),
  response: z.object({ orderNo: z.string() }),
});

/** How many orders one page lists when the caller does not say. */
export const ORDER_PAGE_SIZE_DEFAULT = 10;
export const ORDER_PAGE_SIZE_MAX = 50;

/** The caller's orders of one tab of spec section 2, newest first, a page at a time. */
export const selectOrderPage = defineEndpoint({
  path: '/hello/order/selectOrderPage',
  method: 'POST',
  access: 'private',
  request: z.strictObject({
    tab: orderTabSchema.default('all'),
    /** 1-based. @default 1 */
    pageNum: z.number().int().min(1).max(100_000).optional(),
    /** @default ORDER_PAGE_SIZE_DEFAULT */
    pageSize: z.number().int().min(1).max(ORDER_PAGE_SIZE_MAX).optional(),
  }),
  response: z.object({
    records: z.array(orderSummarySchema),
    total: z.number().int().nonnegative(),
    pageNum: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  }),
});

/** The badges of the order tabs: how many of the caller's orders each tab lists. */
export const getStatusCount = defineEndpoint({
  path: '/hello/order/getStatusCount',
  method: 'POST',
  access: 'private',
  request: z.strictObject({}),
  response: z.record(orderTabSchema, z.number().int().nonnegative()),
});

const orderNoRequest = z.strictObject({ orderNo: orderNoSchema });

/** One order, whole: lines, cost lines so far, address, remark, status history and what may be done. */
export const queryOrderDetail = defineEndpoint({
  path: '/hello/order/queryOrderDetail',
  method: 'POST',
  access: 'private',
  request: orderNoRequest,
  response: orderDetailSchema,
});

/** Sets the buyer's remark on the order (replacing the one given when ordering); answers it as stored. */
export const addOrderRemark = defineEndpoint({
  path: '/hello/order/addOrderRemark',
  method: 'POST',
  access: 'private',
  request: z.strictObject({ orderNo: orderNoSchema, remark: orderRemarkSchema }),
  response: z.object({ remark: z.string() }),
});

/**
 * Spec sections 3 and 7: "changeOrder (body orderNo, deliveryMethod, emailAddressId)". Refused
 * once the goods reached the Baghdad warehouse (422, `orderTransition.status.notAllowed`, spec
 * section 4); the address is copied into the order as it is now.
 */
export const changeOrder = defineEndpoint({
  path: '/hello/order/changeOrder',
  method: 'POST',
  access: 'private',
  request: z.strictObject({ orderNo: orderNoSchema, ...deliveryFields }).superRefine(requireAddress),
  response: z.object({ receivingWay: receivingWaySchema }),
});

/**
 * Cancels an order that has not been bought yet (spec section 4: "cancelling is done offline by
 * contacting staff"), so it is a staff call: operations staff cancel at the buyer's request, and
 * the units go back into stock. A buyer is answered 403; the order page says how to ask.
 */
export const cancelOrder = defineEndpoint({
  path: '/hello/order/cancelOrder',
  method: 'POST',
  access: ['operations'],
  request: orderNoRequest,
  response: z.object({ status: z.number().int() }),
});

/** The buyer confirms receipt of goods handed over (status 3 to 5, spec section 4). */
export const confirmOrder = defineEndpoint({
  path: '/hello/order/confirmOrder',
  method: 'POST',
  access: 'private',
  request: orderNoRequest,
  response: z.object({ status: z.number().int() }),
});

const documentRequest = z.strictObject({
  orderNo: orderNoSchema,
  currency: documentCurrencySchema.default('USD'),
});

/**
 * The order as a PDF to print (`Content-Disposition: inline`, for the browser's own viewer), in the
 * caller's language. The order page itself also prints cleanly with its print style sheet.
 */
export const printOrder = defineEndpoint({
  path: '/hello/order/printOrder',
  method: 'POST',
  access: 'private',
  request: documentRequest,
  response: pdfFileSchema,
});

/** The order as a PDF file to keep (`Content-Disposition: attachment`), in the caller's language. */
export const exportOrderPdf = defineEndpoint({
  path: '/hello/order/exportOrderPdf',
  method: 'POST',
  access: 'private',
  request: documentRequest,
  response: pdfFileSchema,
});

/** The order's fee statement (its cost lines so far) as a PDF file, in the caller's language. */
export const exportOrderFeePdf = defineEndpoint({
  path: '/hello/order/exportOrderFeePdf',
  method: 'POST',
  access: 'private',
  request: documentRequest,
  response: pdfFileSchema,
});

/**
 * Spec section 7: "/hello/logistic/track". The order's logistics events, oldest first, in the
 * caller's language; empty until staff record them (fulfilment comes in a later issue).
 */
export const logisticTrack = defineEndpoint({
  path: '/hello/logistic/track',
  method: 'POST',
  access: 'private',
  request: orderNoRequest,
  response: z.object({
    trackingNo: z.string().nullable(),
    logisticsMode: logisticsModeSchema,
    events: z.array(
      z.object({
        at: z.string(),
        /** The order status the event happened in. */
        status: z.number().int(),
        description: z.string(),
        location: z.string().nullable(),
      }),
    ),
  }),
});
