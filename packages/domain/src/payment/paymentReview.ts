import type { OrderEvent } from '../order';

/**
 * Finance's answer on a payment (spec section 4). The numbers are the server's and happen to match
 * order statuses 9-11; they are a different field and never an order status.
 */
export const PAYMENT_REVIEW_CODE = {
  /** The overseas amount is still being examined. */
  overseasAmountExamine: 9,
  success: 10,
  error: 11,
} as const;

export type PaymentReviewCode = (typeof PAYMENT_REVIEW_CODE)[keyof typeof PAYMENT_REVIEW_CODE];

/** Spec section 4: a payment is processing (wait), failed (repay possible) or successful. */
export const PAYMENT_STATE = {
  processing: 'processing',
  failed: 'failed',
  success: 'success',
} as const;

export type PaymentState = (typeof PAYMENT_STATE)[keyof typeof PAYMENT_STATE];

/** Spec sections 4 and 9: finance reviews a payment in about 15 minutes. */
export const PAYMENT_REVIEW_MINUTES = 15;

export function parsePaymentReviewCode(value: unknown): PaymentReviewCode | null {
  return value === PAYMENT_REVIEW_CODE.overseasAmountExamine ||
    value === PAYMENT_REVIEW_CODE.success ||
    value === PAYMENT_REVIEW_CODE.error
    ? value
    : null;
}

const STATE_OF_CODE: Record<PaymentReviewCode, PaymentState> = {
  [PAYMENT_REVIEW_CODE.overseasAmountExamine]: PAYMENT_STATE.processing,
  [PAYMENT_REVIEW_CODE.success]: PAYMENT_STATE.success,
  [PAYMENT_REVIEW_CODE.error]: PAYMENT_STATE.failed,
};

export function paymentStateOfReviewCode(code: PaymentReviewCode): PaymentState {
  return STATE_OF_CODE[code];
}

export type PaymentReviewEvent = Extract<OrderEvent, 'approvePayment' | 'rejectPayment'>;

const EVENT_OF_CODE: Record<PaymentReviewCode, PaymentReviewEvent | null> = {
  // Still under examination: the order does not move yet.
  [PAYMENT_REVIEW_CODE.overseasAmountExamine]: null,
  [PAYMENT_REVIEW_CODE.success]: 'approvePayment',
  [PAYMENT_REVIEW_CODE.error]: 'rejectPayment',
};

/** The order event finance's answer triggers, for either payment stage; `null` while examining. */
export function orderEventOfReviewCode(code: PaymentReviewCode): PaymentReviewEvent | null {
  return EVENT_OF_CODE[code];
}

/** Only a failed payment offers the repay button (spec sections 4 and 8). */
export function canRepay(state: PaymentState): boolean {
  return state === PAYMENT_STATE.failed;
}

/** When the buyer may expect the review's answer, for the "payment processing, please wait" screen. */
export function expectedReviewAnswerAt(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + PAYMENT_REVIEW_MINUTES * 60 * 1000);
}
