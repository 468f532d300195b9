import { ProviderFailure } from '../failure';
import { isRecord } from '../http';
import type { ProviderPaymentStatus } from '../types';

/** ZainCash v2 transaction statuses (docs.zaincash.iq, as quoted by the integrations in README). */
export function mapZainCashStatus(status: string): ProviderPaymentStatus {
  switch (status) {
    case 'SUCCESS':
    case 'COMPLETED':
      return 'paid';
    case 'FAILED':
    case 'EXPIRED':
      return 'failed';
    case 'CANCELLED':
      return 'cancelled';
    case 'REFUNDED':
    case 'REVERSED':
      return 'refunded';
    default:
      // PENDING, OTP_SENT, CUSTOMER_AUTHENTICATION_REQUIRED and any state not final yet.
      return 'pending';
  }
}

export interface ZainCashTransaction {
  status: string;
  transactionId: string;
  orderId: string | undefined;
  amount: number;
  currency: string;
}

/** Reads `{ status, transactionDetails: { transactionId, orderId, amount: { value, currency } } }`. */
export function parseTransaction(body: unknown, what: string): ZainCashTransaction {
  const details = isRecord(body) ? body.transactionDetails : undefined;
  const amount = isRecord(details) ? details.amount : undefined;
  const value = isRecord(amount) ? Number(amount.value) : NaN;
  if (
    !isRecord(body) ||
    typeof body.status !== 'string' ||
    !isRecord(details) ||
    typeof details.transactionId !== 'string' ||
    !isRecord(amount) ||
    typeof amount.currency !== 'string' ||
    !Number.isSafeInteger(value)
  ) {
    throw new ProviderFailure(
      'zaincash',
      'malformed',
      `${what} answer lacks status, transactionId or amount`,
    );
  }
  return {
    status: body.status,
    transactionId: details.transactionId,
    orderId: typeof details.orderId === 'string' ? details.orderId : undefined,
    amount: value,
    currency: amount.currency,
  };
}
