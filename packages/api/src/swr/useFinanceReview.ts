import type { PaymentRejectReason } from '@tijara/domain';
import { useCallback, useEffect, useState } from 'react';
import type { PdpdFailure, PdpdResult } from '../client';
import {
  approvePayment,
  confirmCashPayment,
  listPaymentReviews,
  readReviewVoucher,
  rejectPayment,
  type ResponseOf,
} from '../contract';
import type { QueryState } from './queryState';
import { usePdpdMutation } from './usePdpdMutation';
import { usePdpdQuery } from './usePdpdQuery';

/** One attempt waiting for finance (a transfer under review, code 9, or cash to confirm). */
export type ReviewItem = ResponseOf<typeof listPaymentReviews>[number];
/** A decision as the server recorded it: its code (10 or 11), who decided (a user id) and when. */
export type ReviewDecision = ResponseOf<typeof approvePayment>;

/** A refusal the console shows itself instead of the toast: no such role (403). */
const forbidden = (failure: PdpdFailure) => failure.code === 403;

export interface ReviewQueueState extends QueryState<ResponseOf<typeof listPaymentReviews>> {
  /** Every attempt waiting for a decision, oldest first (as the server orders them). */
  items: ReviewItem[] | undefined;
  /** The caller is signed in without the finance role: the server refused (403). */
  isForbidden: boolean;
}

const WHOLE_QUEUE = {};

/**
 * Finance's queue (`/hello/staff/payment/reviewList`): the whole queue, the server's order kept.
 * A caller without the role gets `isForbidden` and no toast; the screen says so.
 */
export function useReviewQueue(): ReviewQueueState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    listPaymentReviews,
    WHOLE_QUEUE,
    { shouldRetryOnError: (failure) => !forbidden(failure.failure) },
    { silent: forbidden },
  );
  return {
    items: data,
    error,
    isLoading,
    mutate,
    isForbidden: error !== undefined && forbidden(error.failure),
  };
}

export interface ReviewVoucherImage {
  /** An object URL of the picture while mounted; undefined until it arrived or when it failed. */
  url: string | undefined;
  error: QueryState<Blob>['error'];
  isLoading: boolean;
}

/**
 * A buyer's voucher as finance sees it (`/hello/staff/payment/voucher`), as an object URL for an
 * `<img>`; waits while `voucherId` is null. The URL is revoked when the voucher changes or the
 * screen unmounts.
 */
export function useReviewVoucherImage(voucherId: string | null): ReviewVoucherImage {
  const { data, error, isLoading } = usePdpdQuery(
    readReviewVoucher,
    voucherId === null ? null : { voucherId },
    // A picture does not change: read once per screen.
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!data) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data]);
  return { url, error, isLoading };
}

export interface ReviewDecisions {
  /**
   * Approves a transfer (code 10). The attempt's id is the call's idempotency key: a repeated or
   * concurrent approval answers the one decision recorded.
   */
  approve: (attemptId: string) => Promise<PdpdResult<ReviewDecision>>;
  /** Rejects an attempt (code 11) with the reason the buyer sees and an optional note. */
  reject: (
    attemptId: string,
    reason: PaymentRejectReason,
    note?: string,
  ) => Promise<PdpdResult<ReviewDecision>>;
  /** Confirms that a cash attempt's money was received (code 10). */
  confirmCash: (attemptId: string) => Promise<PdpdResult<ReviewDecision>>;
  isDeciding: boolean;
}

/** What a decision makes stale: the queue. */
const QUEUE_READS = [listPaymentReviews];

/** Finance's decisions on an attempt; each success refetches the queue, which then leaves it out. */
export function useReviewDecisions(): ReviewDecisions {
  const approval = usePdpdMutation(approvePayment, QUEUE_READS);
  const rejection = usePdpdMutation(rejectPayment, QUEUE_READS);
  const cash = usePdpdMutation(confirmCashPayment, QUEUE_READS);
  const { trigger: approveTrigger } = approval;
  const { trigger: rejectTrigger } = rejection;
  const { trigger: cashTrigger } = cash;
  return {
    approve: useCallback((attemptId: string) => approveTrigger({ attemptId }), [approveTrigger]),
    reject: useCallback(
      (attemptId: string, reason: PaymentRejectReason, note = '') =>
        rejectTrigger({ attemptId, reason, note }),
      [rejectTrigger],
    ),
    confirmCash: useCallback((attemptId: string) => cashTrigger({ attemptId }), [cashTrigger]),
    isDeciding: approval.isMutating || rejection.isMutating || cash.isMutating,
  };
}
