import { PAYMENT_REJECT_REASONS, TRANSFER_VOUCHER_FILES } from '@tijara/domain';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderNoSchema } from '../order/orderWire';
import {
  idempotencyKeySchema,
  paymentCurrencySchema,
  paymentStageSchema,
  reviewDecisionSchema,
  reviewedMethodSchema,
  reviewItemSchema,
  stagePaymentSchema,
  voucherIdSchema,
} from './paymentWire';

/*
 * Paying an order's stages by bank transfer or cash, and finance's review (issue 15 items 1, 2, 4).
 * Spec section 7 names `/hello/pay/payOrder/create`, `/hello/pay/payment` and `/upload/image`; the
 * spec shows no payload, so their bodies are ours. Calls the spec does not name (the stage's state
 * for `/payment-result`, reading a voucher, the review queue) sit beside them: `/hello/pay/...` for
 * the buyer, `/hello/staff/payment/...` for finance, as the staff calls of `/hello/staff/account`.
 *
 * An order number or voucher that is not the caller's answers exactly like one that does not exist
 * (404). No request names an amount: every amount comes from the order, on the server.
 */

const stageRequest = z.strictObject({
  orderNo: orderNoSchema,
  /** @default the stage the order is waiting for (2 in logistics payment, else 1) */
  stage: paymentStageSchema.optional(),
});

/**
 * Spec section 7 "payOrder/create": the payment request of a stage of the caller's order, made
 * when first asked for and answered as it stands after that: the amount in dollars and in dinars at
 * the current rate, the methods offered and the provider's bank accounts (from the server's
 * configuration). Nothing is charged. A stage the order is not waiting for and never paid answers
 * 422 (`paymentStage.stage.notPayable`); a closed order 422 (`paymentStage.stage.closed`).
 */
export const createPayOrder = defineEndpoint({
  path: '/hello/pay/payOrder/create',
  method: 'POST',
  access: 'private',
  request: stageRequest,
  response: stagePaymentSchema,
});

/**
 * Where a stage's payment stands, for `/payment-result`: processing (wait; review takes about 15
 * minutes), failed with the reason and repay, or success. Not named by the spec; it never refuses
 * a stage of the caller's order.
 */
export const payOrderResult = defineEndpoint({
  path: '/hello/pay/payOrder/result',
  method: 'POST',
  access: 'private',
  request: stageRequest,
  response: stagePaymentSchema,
});

/**
 * Spec section 7 "payment": pays a stage by bank transfer (with 1-5 vouchers uploaded first with
 * `/upload/image`; the stage goes to review, code 9) or in cash at the store (the stage waits for
 * finance to confirm the cash). `idempotencyKey` makes it safe to repeat: the same key answers the
 * stage with the first attempt and makes no other; a second key while an attempt is open is refused
 * (409, `paymentStage.attempt.open`), as is paying a paid stage (409, `paymentStage.stage.alreadyPaid`).
 * The card, wallet and payment-provider methods have calls of their own.
 */
export const payStage = defineEndpoint({
  path: '/hello/pay/payment',
  method: 'POST',
  access: 'private',
  request: z
    .strictObject({
      orderNo: orderNoSchema,
      stage: paymentStageSchema,
      method: reviewedMethodSchema,
      currency: paymentCurrencySchema.default('IQD'),
      /** A voucher named twice counts once. */
      voucherIds: z
        .array(voucherIdSchema)
        .max(TRANSFER_VOUCHER_FILES.max, 'transferVoucher.files.tooMany')
        .default([])
        .transform((ids) => [...new Set(ids)]),
      idempotencyKey: idempotencyKeySchema,
    })
    .superRefine((value, context) => {
      if (value.method === 'bank_transfer' && value.voucherIds.length < TRANSFER_VOUCHER_FILES.min)
        context.addIssue({ code: 'custom', message: 'transferVoucher.files.required', path: ['voucherIds'] });
      // Cash has no voucher: one sent means the buyer meant a transfer.
      if (value.method === 'cash' && value.voucherIds.length > 0)
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

/**
 * Spec section 7 "/upload/image" (multipart, field `file`): a transfer voucher, png, jpg, jpeg or gif
 * of at most 10 MB, checked by its content and re-encoded before it is kept (its metadata dropped).
 * Answers the voucher's id for `payment`; the picture is readable only by its buyer and finance.
 */
export const uploadImage = defineEndpoint({
  path: '/upload/image',
  method: 'POST',
  encoding: 'multipart',
  access: 'private',
  request: z.strictObject({ file: z.instanceof(Blob) }),
  response: z.object({ voucherId: z.string(), contentType: z.string(), size: z.number().int().positive() }),
});

/** A voucher the caller uploaded, as the picture itself (no envelope, never cached). 404 otherwise. */
export const readVoucher = defineEndpoint({
  path: '/hello/pay/voucher',
  method: 'POST',
  access: 'private',
  request: z.strictObject({ voucherId: voucherIdSchema }),
  response: z.instanceof(Blob),
});

/** Finance's queue: the attempts waiting for a decision (transfers under review, cash to confirm), oldest first. */
export const listPaymentReviews = defineEndpoint({
  path: '/hello/staff/payment/reviewList',
  method: 'POST',
  access: ['finance'],
  request: z.strictObject({ method: reviewedMethodSchema.optional() }),
  response: z.array(reviewItemSchema),
});

/** Any buyer's voucher, as the picture, for finance's review (shown large, with zoom). */
export const readReviewVoucher = defineEndpoint({
  path: '/hello/staff/payment/voucher',
  method: 'POST',
  access: ['finance'],
  request: z.strictObject({ voucherId: voucherIdSchema }),
  response: z.instanceof(Blob),
});

const decisionRequest = z.strictObject({ attemptId: z.string().regex(/^[1-9]\d{0,17}$/) });

/**
 * Approves a transfer (review code 10): the stage's payment goes into the ledger and the order moves
 * on through its life cycle (stage 1 to waiting purchase, stage 2 to sea shipping). Idempotent: of
 * concurrent or repeated approvals one decides, and the others answer the same decision.
 */
export const approvePayment = defineEndpoint({
  path: '/hello/staff/payment/approve',
  method: 'POST',
  access: ['finance'],
  request: decisionRequest,
  response: reviewDecisionSchema,
});

/** Rejects an attempt (review code 11) with a reason the buyer sees; the buyer may repay. */
export const rejectPayment = defineEndpoint({
  path: '/hello/staff/payment/reject',
  method: 'POST',
  access: ['finance'],
  request: decisionRequest.extend({
    reason: z.enum(PAYMENT_REJECT_REASONS),
    note: z.string().trim().max(500).default(''),
  }),
  response: reviewDecisionSchema,
});

/** Confirms that the cash of a cash attempt was received: as an approval (code 10) for the books and the order. */
export const confirmCashPayment = defineEndpoint({
  path: '/hello/staff/payment/confirmCash',
  method: 'POST',
  access: ['finance'],
  request: decisionRequest,
  response: reviewDecisionSchema,
});
