import { useCallback } from 'react';
import type { PdpdFailure, PdpdResult } from '../client';
import {
  getSecondStage,
  listSecondStageOrders,
  setSecondStageFee,
  type RequestOf,
  type ResponseOf,
} from '../contract';
import type { QueryState } from './queryState';
import { usePdpdMutation } from './usePdpdMutation';
import { usePdpdQuery } from './usePdpdQuery';

/** An order's second stage as operations staff see it (issue 15 item 6). */
export type SecondStage = ResponseOf<typeof getSecondStage>;
/** The fee lines staff send, in US cents. */
export type SecondStageFeeRequestLines = RequestOf<typeof setSecondStageFee>['lines'];

/**
 * Answers the console shows in place instead of the toast: no such order (404), no role (403),
 * and the life cycle's or the repeat's refusals (409, 422), which the form explains beside itself.
 */
const shownInPlace = (failure: PdpdFailure) => [403, 404, 409, 422].includes(failure.code);

/** An order waiting for its second-stage fee (shipped within China). */
export type AwaitingSecondStage = ResponseOf<typeof listSecondStageOrders>[number];

export interface SecondStageQueueState extends QueryState<ResponseOf<typeof listSecondStageOrders>> {
  /** The orders waiting for their fee, oldest first. */
  orders: AwaitingSecondStage[] | undefined;
  /** The caller is signed in without the operations role: the server refused (403). */
  isForbidden: boolean;
}

const forbidden = (failure: PdpdFailure) => failure.code === 403;
const EVERY_WAITING_ORDER = {};

/**
 * The orders waiting for their second-stage fee (`/hello/staff/secondStage/awaiting`). A caller
 * without the operations role gets `isForbidden` and no toast: the console learns the role from it.
 */
export function useSecondStageQueue(): SecondStageQueueState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    listSecondStageOrders,
    EVERY_WAITING_ORDER,
    { shouldRetryOnError: (failure) => !forbidden(failure.failure) },
    { silent: forbidden },
  );
  return {
    orders: data,
    error,
    isLoading,
    mutate,
    isForbidden: error !== undefined && forbidden(error.failure),
  };
}

export interface SecondStageState extends QueryState<SecondStage> {
  secondStage: SecondStage | undefined;
  /** No order has this number (404). */
  isMissing: boolean;
}

/** The second stage of the order numbered `orderNo` (`/hello/staff/secondStage/order`); waits while it is null. */
export function useSecondStage(orderNo: string | null): SecondStageState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    getSecondStage,
    orderNo === null ? null : { orderNo },
    { shouldRetryOnError: (failure) => !shownInPlace(failure.failure) },
    { silent: shownInPlace },
  );
  return {
    secondStage: data,
    error,
    isLoading,
    mutate,
    isMissing: error !== undefined && error.failure.code === 404,
  };
}

export interface SecondStageFeeSetter {
  /**
   * Sets the order's fee lines (`/hello/staff/secondStage/setFee`); a success refetches the order's
   * second stage. The same lines twice are one change; a refusal is answered, not toasted.
   */
  setFee: (orderNo: string, lines: SecondStageFeeRequestLines) => Promise<PdpdResult<SecondStage>>;
  isSetting: boolean;
}

/** What setting a fee makes stale: the order's second stage, and the list it leaves. */
const STAGE_READS = [getSecondStage, listSecondStageOrders];

export function useSetSecondStageFee(): SecondStageFeeSetter {
  const { trigger, isMutating } = usePdpdMutation(setSecondStageFee, STAGE_READS);
  return {
    setFee: useCallback(
      (orderNo: string, lines: SecondStageFeeRequestLines) =>
        trigger({ orderNo, lines }, { silent: shownInPlace }),
      [trigger],
    ),
    isSetting: isMutating,
  };
}
