import type { OrderTab } from '@tijara/domain';
import { useCallback, useState } from 'react';
import type { PdpdError, PdpdResult } from '../client';
import {
  addOrderRemark,
  changeOrder,
  confirmOrder,
  exportOrderFeePdf,
  exportOrderPdf,
  getStatusCount,
  logisticTrack,
  printOrder,
  queryOrderDetail,
  selectOrderPage,
  type RequestOf,
  type ResponseOf,
} from '../contract';
import { usePdpdContext } from './PdpdProvider';
import type { QueryState } from './queryState';
import { usePdpdMutation, type PdpdMutation } from './usePdpdMutation';
import { usePdpdQuery } from './usePdpdQuery';

export type OrderPage = ResponseOf<typeof selectOrderPage>;
export type OrderDetail = ResponseOf<typeof queryOrderDetail>;
export type OrderTrack = ResponseOf<typeof logisticTrack>;
export type OrderCounts = ResponseOf<typeof getStatusCount>;

export interface OrderPageState extends QueryState<OrderPage> {
  /** One page of the tab's orders, newest first; undefined until loaded or while signed out. */
  page: OrderPage | undefined;
}

/** The buyer's orders of one tab of spec section 2, a page (1-based) at a time (`selectOrderPage`). */
export function useOrderPage(tab: OrderTab, pageNum: number): OrderPageState {
  const { data, error, isLoading, mutate } = usePdpdQuery(selectOrderPage, { tab, pageNum });
  return { page: data, error, isLoading, mutate };
}

export interface OrderCountsState {
  /** How many orders each tab lists (the tabs' badges). */
  counts: OrderCounts | undefined;
  error: PdpdError | undefined;
  isLoading: boolean;
}

const NO_REQUEST = {};

/** The order tabs' badges (`getStatusCount`). */
export function useOrderCounts(): OrderCountsState {
  const { data, error, isLoading } = usePdpdQuery(getStatusCount, NO_REQUEST);
  return { counts: data, error, isLoading };
}

export interface OrderDetailState extends QueryState<OrderDetail> {
  /** The whole order; undefined until loaded, or when it failed (a 404 for a missing order). */
  order: OrderDetail | undefined;
}

/**
 * One of the buyer's orders (`queryOrderDetail`); waits while `orderNo` is null. Another buyer's
 * order number fails like a missing one (404, `order.number.notFound`): one not-found state for both.
 */
export function useOrderDetail(orderNo: string | null): OrderDetailState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    queryOrderDetail,
    orderNo === null ? null : { orderNo },
    // A missing order stays missing: no retries of a 404.
    { shouldRetryOnError: false },
    // The page shows a missing order (or another buyer's) as its not-found state, not as a toast.
    { silent: (failure) => failure.code === 404 },
  );
  return { order: data, error, isLoading, mutate };
}

export interface OrderTrackState {
  /** The order's logistics events, oldest first; empty until staff record them. */
  track: OrderTrack | undefined;
  error: PdpdError | undefined;
  isLoading: boolean;
}

/** The order's logistics events (`/hello/logistic/track`); waits while `orderNo` is null. */
export function useOrderTrack(orderNo: string | null): OrderTrackState {
  const { data, error, isLoading } = usePdpdQuery(logisticTrack, orderNo === null ? null : { orderNo }, {
    shouldRetryOnError: false,
  });
  return { track: data, error, isLoading };
}

/** The reads an order change makes stale: the order, the lists and the tabs' badges, its tracking. */
const ORDER_READS = [queryOrderDetail, selectOrderPage, getStatusCount, logisticTrack];

type WithoutOrderNo<E extends typeof addOrderRemark | typeof changeOrder> = Omit<RequestOf<E>, 'orderNo'>;

export interface OrderMutations {
  /** Replaces the buyer's remark; answers it as stored. */
  saveRemark: (remark: string) => ReturnType<PdpdMutation<typeof addOrderRemark>['trigger']>;
  /** Changes the delivery method and address (`changeOrder`). */
  changeDelivery: (
    change: WithoutOrderNo<typeof changeOrder>,
  ) => ReturnType<PdpdMutation<typeof changeOrder>['trigger']>;
  /** Confirms receipt of the goods handed over (`confirmOrder`). */
  confirmReceipt: () => ReturnType<PdpdMutation<typeof confirmOrder>['trigger']>;
  isMutating: boolean;
}

/** What the buyer changes on `orderNo`; each success refetches the order, the lists and the badges. */
export function useOrderMutations(orderNo: string): OrderMutations {
  const remark = usePdpdMutation(addOrderRemark, ORDER_READS);
  const change = usePdpdMutation(changeOrder, ORDER_READS);
  const confirm = usePdpdMutation(confirmOrder, ORDER_READS);
  const { trigger: remarkTrigger } = remark;
  const { trigger: changeTrigger } = change;
  const { trigger: confirmTrigger } = confirm;
  return {
    saveRemark: useCallback(
      (text: string) => remarkTrigger({ orderNo, remark: text }),
      [orderNo, remarkTrigger],
    ),
    changeDelivery: useCallback(
      (delivery: WithoutOrderNo<typeof changeOrder>) => changeTrigger({ orderNo, ...delivery }),
      [orderNo, changeTrigger],
    ),
    confirmReceipt: useCallback(() => confirmTrigger({ orderNo }), [orderNo, confirmTrigger]),
    isMutating: remark.isMutating || change.isMutating || confirm.isMutating,
  };
}

/** The order's three documents (spec section 7): what each call makes. */
export type OrderDocument = 'print' | 'order' | 'fees';

const DOCUMENT_CALLS = { print: printOrder, order: exportOrderPdf, fees: exportOrderFeePdf } as const;

/** The file name a downloaded document is saved under. */
export function orderDocumentFileName(orderNo: string, document: Exclude<OrderDocument, 'print'>): string {
  return document === 'fees' ? `order-${orderNo}-fees.pdf` : `order-${orderNo}.pdf`;
}

/** How long an object URL outlives the click that used it (the browser reads the file meanwhile). */
const OBJECT_URL_LIFETIME_MS = 60_000;

export interface OrderDocuments {
  /**
   * Asks the server for the document and hands it to the browser: `print` opens the PDF in a new
   * tab (the browser's viewer prints it), `order` and `fees` save it as `order-<no>.pdf` and
   * `order-<no>-fees.pdf`. Resolves to the call's result (a failure has been reported).
   */
  open: (document: OrderDocument) => Promise<PdpdResult<Blob>>;
  /** The document under way, or null. */
  pending: OrderDocument | null;
}

/**
 * The order's PDFs (`printOrder`, `exportOrderPdf`, `exportOrderFeePdf`), in the caller's language
 * (the client's `language` header) with amounts in `currency`. The client passes the PDF through
 * as a Blob; it becomes an object URL for the new tab or the `<a download>` link.
 */
export function useOrderDocuments(orderNo: string, currency: 'USD' | 'IQD' = 'USD'): OrderDocuments {
  const { client } = usePdpdContext();
  const [pending, setPending] = useState<OrderDocument | null>(null);
  const open = useCallback(
    async (document: OrderDocument) => {
      // The new tab is opened within the click, before the answer: a tab opened after an await is
      // taken for a pop-up and blocked. It shows the PDF once it arrives.
      const tab = document === 'print' ? window.open('', '_blank') : null;
      setPending(document);
      try {
        const result = await client.call(DOCUMENT_CALLS[document], { orderNo, currency });
        if (!result.success) {
          tab?.close();
          return result;
        }
        const url = URL.createObjectURL(result.data);
        if (document === 'print') {
          if (tab) tab.location.href = url;
          else window.open(url, '_blank');
        } else {
          saveFile(url, orderDocumentFileName(orderNo, document));
        }
        setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
        return result;
      } finally {
        setPending(null);
      }
    },
    [client, currency, orderNo],
  );
  return { open, pending };
}

/** Saves `url` as `fileName` through a link with `download`, clicked and removed. */
function saveFile(url: string, fileName: string): void {
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  window.document.body.append(link);
  link.click();
  link.remove();
}
