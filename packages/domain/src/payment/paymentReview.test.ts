import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, transition } from '../order';
import {
  PAYMENT_REVIEW_CODE,
  PAYMENT_REVIEW_MINUTES,
  PAYMENT_STATE,
  canRepay,
  expectedReviewAnswerAt,
  orderEventOfReviewCode,
  parsePaymentReviewCode,
  paymentStateOfReviewCode,
} from './paymentReview';

describe('payment review codes (spec section 4)', () => {
  it('are 9 overseas amount examine, 10 success, 11 error', () => {
    expect(PAYMENT_REVIEW_CODE).toEqual({ overseasAmountExamine: 9, success: 10, error: 11 });
  });

  it('are read from the wire, and nothing else is', () => {
    expect(parsePaymentReviewCode(9)).toBe(9);
    expect(parsePaymentReviewCode(10)).toBe(10);
    expect(parsePaymentReviewCode(11)).toBe(11);
    expect(parsePaymentReviewCode(8)).toBeNull();
    expect(parsePaymentReviewCode(12)).toBeNull();
    expect(parsePaymentReviewCode('10')).toBeNull();
  });
});

describe('paymentStateOfReviewCode', () => {
  it('keeps a payment processing while the amount is examined, and settles it on success or error', () => {
    expect(paymentStateOfReviewCode(9)).toBe(PAYMENT_STATE.processing);
    expect(paymentStateOfReviewCode(10)).toBe(PAYMENT_STATE.success);
    expect(paymentStateOfReviewCode(11)).toBe(PAYMENT_STATE.failed);
  });
});

describe('orderEventOfReviewCode', () => {
  it('moves the order only on a final answer', () => {
    expect(orderEventOfReviewCode(9)).toBeNull();
    expect(orderEventOfReviewCode(10)).toBe('approvePayment');
    expect(orderEventOfReviewCode(11)).toBe('rejectPayment');
  });

  it('gives events finance may trigger on both payment stages', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    for (const status of [ORDER_STATUS.WAIT_BUYER_PAY, ORDER_STATUS.LOGISTICS_PAYMENT]) {
      for (const code of [10, 11] as const) {
        const event = orderEventOfReviewCode(code);
        expect(event).not.toBeNull();
        if (event)
          expect(transition(status, event, 'financeStaff', { now }).ok, `${code} on ${status}`).toBe(true);
      }
    }
  });
});

describe('repay (spec sections 4 and 8)', () => {
  it('is offered on a failed payment only', () => {
    expect(canRepay(PAYMENT_STATE.failed)).toBe(true);
    expect(canRepay(PAYMENT_STATE.processing)).toBe(false);
    expect(canRepay(PAYMENT_STATE.success)).toBe(false);
  });
});

describe('review time (spec sections 4 and 9: about 15 minutes)', () => {
  it('expects an answer 15 minutes after the payment was submitted', () => {
    expect(PAYMENT_REVIEW_MINUTES).toBe(15);
    expect(expectedReviewAnswerAt(new Date('2025-01-01T10:50:00Z'))).toEqual(
      new Date('2025-01-01T11:05:00Z'),
    );
  });
});
