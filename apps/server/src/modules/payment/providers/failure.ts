import type { ExpectedAmount, ProviderName, VerifiedPayment } from './types';

/**
 * Why a provider call failed. Callers branch on `kind`; nothing else escapes a client (no raw
 * fetch or JSON errors).
 * - `unavailable`: network error or a 5xx; try again later.
 * - `timeout`: no answer in time; the provider may still have acted, so ask its status.
 * - `auth`: our credentials were refused.
 * - `rejected`: the provider refused the request (4xx); `status` says which.
 * - `not_found`: the provider has no such payment.
 * - `malformed`: the provider's answer, or a return or callback, is not what its protocol says.
 * - `bad_signature`: a signed token did not verify.
 * - `expired`: a signed token is past its expiry.
 * - `mismatch`: the provider's amount or currency differs from what we expected.
 */
export type ProviderFailureKind =
  | 'unavailable'
  | 'timeout'
  | 'auth'
  | 'rejected'
  | 'not_found'
  | 'malformed'
  | 'bad_signature'
  | 'expired'
  | 'mismatch';

export class ProviderFailure extends Error {
  override readonly name = 'ProviderFailure';

  constructor(
    readonly provider: ProviderName,
    readonly kind: ProviderFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
  }
}

/** Refuses an answer whose amount or currency is not the expected one. */
export function checkExpected(
  payment: VerifiedPayment,
  expected: ExpectedAmount | undefined,
): VerifiedPayment {
  if (!expected) return payment;
  if (payment.amount !== expected.amount || payment.currency !== expected.currency) {
    throw new ProviderFailure(
      payment.provider,
      'mismatch',
      `payment ${payment.providerRef} is ${payment.amount} ${payment.currency}, expected ${expected.amount} ${expected.currency}`,
    );
  }
  return payment;
}
