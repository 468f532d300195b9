import type { Endpoint } from '../endpoint';
import {
  approvePayment,
  confirmCashPayment,
  createPayOrder,
  listPaymentReviews,
  payOrderResult,
  payStage,
  readReviewVoucher,
  readVoucher,
  rejectPayment,
  switchPayMethod,
  uploadImage,
} from './paymentCalls';

export * from './paymentCalls';
export type { StagePaymentWire } from './paymentWire';

/** Every call of the payment area, for the contract's `endpoints`. */
export const paymentEndpoints: readonly Endpoint[] = [
  createPayOrder,
  payOrderResult,
  payStage,
  switchPayMethod,
  uploadImage,
  readVoucher,
  listPaymentReviews,
  readReviewVoucher,
  approvePayment,
  rejectPayment,
  confirmCashPayment,
];
