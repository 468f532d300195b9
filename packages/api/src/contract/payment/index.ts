import type { Endpoint } from '../endpoint';
import {
  approvePayment,
  confirmCashPayment,
  createPayOrder,
  fibCallback,
  listPaymentReviews,
  payOrderResult,
  payStage,
  readReviewVoucher,
  readVoucher,
  rejectPayment,
  startProviderPayment,
  switchPayMethod,
  uploadImage,
  zainCashReturn,
  zainCashWebhook,
} from './paymentCalls';

export * from './paymentCalls';
export type { ProviderSessionWire, StagePaymentWire } from './paymentWire';

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
  startProviderPayment,
  zainCashReturn,
  zainCashWebhook,
  fibCallback,
];
