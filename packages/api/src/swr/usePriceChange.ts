import { useCallback } from 'react';
import type { PdpdFailure, PdpdResult } from '../client';
import { changeOrderPrice, getOrderPriceChanges, type ResponseOf } from '../contract';
import type { QueryState } from './queryState';
import { usePdpdMutation } from './usePdpdMutation';
import { usePdpdQuery } from './usePdpdQuery';

/** An order's negotiated price, its changes and their refunds (spec section 6). */
export type OrderPriceChanges = ResponseOf<typeof getOrderPriceChanges>;
/** One change of an order's goods price, with its refund. */
export type OrderPriceChange = OrderPriceChanges['changes'][number];

/**
 * Answers shown in place instead of the toast: no such order (404), no role (403), and the rule's
 * refusals (409, 422), which the form explains beside itself.
 */
const shownInPlace = (failure: PdpdFailure) => [403, 404, 409, 422].includes(failure.code);

export interface OrderPriceChangesState extends QueryState<OrderPriceChanges> {
  priceChanges: OrderPriceChanges | undefined;
  /** No order has this number, or it is another buyer's (404). */
  isMissing: boolean;
}

/**
 * The price changes of the order numbered `orderNo` (`/hello/order/priceChanges`): its buyer's and
 * staff's read; waits while `orderNo` is null. With `quiet`, a failure is not toasted (the buyer's
 * order detail shows the section only when there is something to show).
 */
export function useOrderPriceChanges(orderNo: string | null, { quiet = false } = {}): OrderPriceChangesState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    getOrderPriceChanges,
    orderNo === null ? null : { orderNo },
    { shouldRetryOnError: (failure) => !shownInPlace(failure.failure) },
    { silent: (failure) => quiet || shownInPlace(failure) },
  );
  return {
    priceChanges: data,
    error,
    isLoading,
    mutate,
    isMissing: error !== undefined && error.failure.code === 404,
  };
}

export interface OrderPriceChanger {
  /**
   * Lowers the order's goods price (`/hello/staff/order/changePrice`, US cents, a note, the
   * attempt's idempotency key); a success refetches the order's price changes. A refusal is
   * answered, not toasted.
   */
  changePrice: (request: {
    orderNo: string;
    amount: number;
    note: string;
    idempotencyKey: string;
  }) => Promise<PdpdResult<OrderPriceChanges>>;
  isChanging: boolean;
}

const PRICE_READS = [getOrderPriceChanges];

export function useChangeOrderPrice(): OrderPriceChanger {
  const { trigger, isMutating } = usePdpdMutation(changeOrderPrice, PRICE_READS);
  return {
    changePrice: useCallback((request) => trigger(request, { silent: shownInPlace }), [trigger]),
    isChanging: isMutating,
  };
}
