import type { ProviderPaymentStatus } from '../types';

/**
 * FIB payment statuses: PAID, UNPAID, DECLINED (with a decliningReason such as
 * PAYMENT_CANCELLATION, PAYMENT_EXPIRATION, SERVER_FAILURE), REFUND_REQUESTED, REFUNDED.
 */
export function mapFibStatus(status: string, decliningReason: string | undefined): ProviderPaymentStatus {
  switch (status) {
    case 'PAID':
      return 'paid';
    case 'UNPAID':
      return 'pending';
    case 'REFUND_REQUESTED':
    case 'REFUNDED':
      return 'refunded';
    case 'DECLINED':
      return decliningReason === 'PAYMENT_CANCELLATION' ? 'cancelled' : 'failed';
    default:
      return 'pending';
  }
}
