import { useCallback, useMemo, useRef, useState } from 'react';
import type { PdpdCallOptions, PdpdResult } from '../client';
import {
  createOrder,
  getProductNum,
  getStatusCount,
  previewOrder,
  selectCartPage,
  selectCartProductPage,
  selectOrderPage,
  type RequestOf,
  type ResponseOf,
} from '../contract';
import type { QueryState } from './queryState';
import { usePdpdMutation } from './usePdpdMutation';
import { usePdpdQuery } from './usePdpdQuery';

export type OrderPreview = ResponseOf<typeof previewOrder>;

export interface OrderPreviewState extends QueryState<OrderPreview> {
  /** The chosen lines at their current prices, the costs, the estimates and the problem; undefined until loaded. */
  preview: OrderPreview | undefined;
}

/**
 * What `/confirm-orders` shows before the order is made (`previewOrder`), for the chosen cart
 * lines; waits while `itemIds` is null or empty (nothing chosen yet). The request names the ids
 * sorted, so the same lines in another order share one answer.
 */
export function useOrderPreview(itemIds: readonly string[] | null): OrderPreviewState {
  const key = itemIds === null ? '' : [...itemIds].sort().join(',');
  const request = useMemo(() => (key === '' ? null : { itemIds: key.split(',') }), [key]);
  const { data, error, isLoading, mutate } = usePdpdQuery(previewOrder, request, {
    // Lines that left the cart (another tab ordered them) stay gone: no retries of a 404.
    shouldRetryOnError: false,
  });
  return { preview: data, error, isLoading, mutate };
}

/** What the buyer chooses on the confirm screen: everything `createOrder` takes but its `requestId`. */
export type OrderSubmission = Omit<RequestOf<typeof createOrder>, 'requestId'>;

/**
 * The reads a new order makes stale: the cart (its lines left it), a product's lines, the header's
 * count, and the order lists with their tabs' badges. The preview is left alone: its lines are gone.
 */
const ORDER_CREATION_READS = [
  selectCartPage,
  selectCartProductPage,
  getProductNum,
  selectOrderPage,
  getStatusCount,
];

export interface CreateOrder {
  /**
   * Makes the order (`createOrder`) under this screen's request id. A second call while one is
   * under way (a double click) answers the same call's result and sends nothing more; a later one
   * (a retry after a failure) sends the same id again, so the server makes at most one order.
   */
  placeOrder: (
    submission: OrderSubmission,
    options?: PdpdCallOptions,
  ) => Promise<PdpdResult<ResponseOf<typeof createOrder>>>;
  /** The id every submission of this confirm-screen visit carries (`crypto.randomUUID()`). */
  requestId: string;
  isMutating: boolean;
}

/**
 * Order creation for one visit of the confirm screen: one `requestId` made when the screen mounts
 * and kept for every submission of the visit, which the server answers idempotently (the first
 * order's number, nothing made twice). After a success the cart, the header's count, the order
 * lists and their badges are read again.
 */
export function useCreateOrder(): CreateOrder {
  const [requestId] = useState(() => crypto.randomUUID());
  const { trigger, isMutating } = usePdpdMutation(createOrder, ORDER_CREATION_READS);
  const underWay = useRef<Promise<PdpdResult<ResponseOf<typeof createOrder>>> | null>(null);

  const placeOrder = useCallback(
    (submission: OrderSubmission, options?: PdpdCallOptions) => {
      if (underWay.current) return underWay.current;
      const call = trigger({ ...submission, requestId }, options).finally(() => {
        underWay.current = null;
      });
      underWay.current = call;
      return call;
    },
    [requestId, trigger],
  );
  return { placeOrder, requestId, isMutating };
}
