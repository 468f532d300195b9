import { DELIVERY_CHANGE_ERROR, orderRemarkSchema, RECEIVING_WAY } from '@tijara/domain';
import { z } from 'zod';
import { entityIdSchema } from '../address/addressWire';
import { endpointSchemas } from '../endpoint';
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
import { ORDER_PAGE_SIZE_MAX } from './orderCalls';

// The schemas of the calls of `orderCalls.ts`, under the same names; loaded with the first call (`schemasOf`).

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

export const previewOrder = endpointSchemas({
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

export const createOrder = endpointSchemas({
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

export const selectOrderPage = endpointSchemas({
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

export const getStatusCount = endpointSchemas({
  request: z.strictObject({}),
  response: z.record(orderTabSchema, z.number().int().nonnegative()),
});

const orderNoRequest = z.strictObject({ orderNo: orderNoSchema });

export const queryOrderDetail = endpointSchemas({
  request: orderNoRequest,
  response: orderDetailSchema,
});

export const addOrderRemark = endpointSchemas({
  request: z.strictObject({ orderNo: orderNoSchema, remark: orderRemarkSchema }),
  response: z.object({ remark: z.string() }),
});

export const changeOrder = endpointSchemas({
  request: z.strictObject({ orderNo: orderNoSchema, ...deliveryFields }).superRefine(requireAddress),
  response: z.object({ receivingWay: receivingWaySchema }),
});

export const cancelOrder = endpointSchemas({
  request: orderNoRequest,
  response: z.object({ status: z.number().int() }),
});

export const confirmOrder = endpointSchemas({
  request: orderNoRequest,
  response: z.object({ status: z.number().int() }),
});

const documentRequest = z.strictObject({
  orderNo: orderNoSchema,
  currency: documentCurrencySchema.default('USD'),
});

export const printOrder = endpointSchemas({
  request: documentRequest,
  response: pdfFileSchema,
});

export const exportOrderPdf = endpointSchemas({
  request: documentRequest,
  response: pdfFileSchema,
});

export const exportOrderFeePdf = endpointSchemas({
  request: documentRequest,
  response: pdfFileSchema,
});

export const logisticTrack = endpointSchemas({
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
