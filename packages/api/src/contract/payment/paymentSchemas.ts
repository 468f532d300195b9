import { PAYMENT_REJECT_REASONS, TRANSFER_VOUCHER_FILES, paymentPasswordFields } from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';
import { orderNoSchema } from '../order/orderWire';
import {
  idempotencyKeySchema,
  paymentCurrencySchema,
  paymentStageSchema,
  providerMethodSchema,
  providerNoticeSchema,
  providerStartSchema,
  reviewDecisionSchema,
  reviewedMethodSchema,
  reviewItemSchema,
  stageMethodSchema,
  stagePaymentSchema,
  voucherIdSchema,
} from './paymentWire';

// The schemas of the calls of `paymentCalls.ts`, under the same names; loaded with the first call (`schemasOf`).

const stageRequest = z.strictObject({
  orderNo: orderNoSchema,
  /** @default the stage the order is waiting for (2 in logistics payment, else 1) */
  stage: paymentStageSchema.optional(),
});

export const createPayOrder = endpointSchemas({
  request: stageRequest,
  response: stagePaymentSchema,
});

export const payOrderResult = endpointSchemas({
  request: stageRequest,
  response: stagePaymentSchema,
});

export const payStage = endpointSchemas({
  request: z
    .strictObject({
      orderNo: orderNoSchema,
      stage: paymentStageSchema,
      method: stageMethodSchema,
      currency: paymentCurrencySchema.default('IQD'),
      /** A voucher named twice counts once. */
      voucherIds: z
        .array(voucherIdSchema)
        .max(TRANSFER_VOUCHER_FILES.max, 'transferVoucher.files.tooMany')
        .default([])
        .transform((ids) => [...new Set(ids)]),
      idempotencyKey: idempotencyKeySchema,
      /** The buyer's 6-digit payment password: with the wallet, and only with it. */
      paymentPassword: paymentPasswordFields.paymentPassword.optional(),
    })
    .superRefine((value, context) => {
      if (value.method === 'bank_transfer' && value.voucherIds.length < TRANSFER_VOUCHER_FILES.min)
        context.addIssue({ code: 'custom', message: 'transferVoucher.files.required', path: ['voucherIds'] });
      if (value.method === 'wallet') {
        if (value.paymentPassword === undefined)
          context.addIssue({
            code: 'custom',
            message: 'paymentPassword.password.required',
            path: ['paymentPassword'],
          });
        // The wallet holds dinars: it pays the stage's dollars in dinars at the rate of the moment.
        if (value.currency !== 'IQD')
          context.addIssue({ code: 'invalid_value', values: ['IQD'], path: ['currency'] });
      } else if (value.paymentPassword !== undefined) {
        // A secret is sent only where it is checked.
        context.addIssue({ code: 'unrecognized_keys', keys: ['paymentPassword'], path: [] });
      }
      // Cash and the wallet have no voucher: one sent means the buyer meant a transfer.
      if (value.method !== 'bank_transfer' && value.voucherIds.length > 0)
        context.addIssue({
          code: 'too_big',
          maximum: 0,
          origin: 'array',
          inclusive: true,
          path: ['voucherIds'],
        });
    }),
  response: stagePaymentSchema,
});

export const switchPayMethod = endpointSchemas({
  request: z.strictObject({ orderNo: orderNoSchema, stage: paymentStageSchema }),
  response: stagePaymentSchema,
});

export const uploadImage = endpointSchemas({
  request: z.strictObject({ file: z.instanceof(Blob) }),
  response: z.object({ voucherId: z.string(), contentType: z.string(), size: z.number().int().positive() }),
});

export const readVoucher = endpointSchemas({
  request: z.strictObject({ voucherId: voucherIdSchema }),
  response: z.instanceof(Blob),
});

export const listPaymentReviews = endpointSchemas({
  request: z.strictObject({ method: reviewedMethodSchema.optional() }),
  response: z.array(reviewItemSchema),
});

export const readReviewVoucher = endpointSchemas({
  request: z.strictObject({ voucherId: voucherIdSchema }),
  response: z.instanceof(Blob),
});

const decisionRequest = z.strictObject({ attemptId: z.string().regex(/^[1-9]\d{0,17}$/) });

export const approvePayment = endpointSchemas({
  request: decisionRequest,
  response: reviewDecisionSchema,
});

export const rejectPayment = endpointSchemas({
  request: decisionRequest.extend({
    reason: z.enum(PAYMENT_REJECT_REASONS),
    note: z.string().trim().max(500).default(''),
  }),
  response: reviewDecisionSchema,
});

export const confirmCashPayment = endpointSchemas({
  request: decisionRequest,
  response: reviewDecisionSchema,
});

export const startProviderPayment = endpointSchemas({
  request: z.strictObject({
    orderNo: orderNoSchema,
    stage: paymentStageSchema,
    method: providerMethodSchema,
    idempotencyKey: idempotencyKeySchema,
  }),
  response: providerStartSchema,
});

/** The redirect's query as ZainCash sends it: its signed token (other parameters are ignored). */
export const zainCashReturn = endpointSchemas({
  request: z.object({ token: z.string().min(1).max(8192) }),
  response: z.object({ location: z.string() }),
});

/** ZainCash's webhook body: the signed token as `webhook_token` (some integrations name it `token`). */
export const zainCashWebhook = endpointSchemas({
  request: z
    .object({
      webhook_token: z.string().min(1).max(8192).optional(),
      token: z.string().min(1).max(8192).optional(),
    })
    .refine((body) => body.webhook_token !== undefined || body.token !== undefined, {
      message: 'webhook_token is required',
      path: ['webhook_token'],
    }),
  response: providerNoticeSchema,
});

/** FIB's status callback: the payment's id (its status is read back from FIB, never taken from here). */
export const fibCallback = endpointSchemas({
  request: z.object({ id: z.string().min(1).max(200), status: z.string().max(100).optional() }),
  response: providerNoticeSchema,
});
