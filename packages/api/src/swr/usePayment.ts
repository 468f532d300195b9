import type { PaymentStage } from '@tijara/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PdpdFailure, PdpdResult } from '../client';
import {
  createPayOrder,
  getStatusCount,
  getWalletHistory,
  getWalletSummary,
  payOrderResult,
  payStage,
  queryOrderDetail,
  selectOrderPage,
  startProviderPayment,
  switchPayMethod,
  uploadImage,
  type RequestOf,
  type ResponseOf,
} from '../contract';
import { usePdpdContext } from './PdpdProvider';
import type { QueryState } from './queryState';
import { usePdpdMutation } from './usePdpdMutation';
import { usePdpdQuery } from './usePdpdQuery';

/** A stage of an order as the payment screens show it: amounts, methods, accounts, attempts. */
export type StagePayment = ResponseOf<typeof createPayOrder>;
/**
 * The methods finance reviews, which these hooks pay with (`/hello/pay/payment` also takes the
 * wallet, with the payment password; the other methods have calls of their own).
 */
export type ReviewedPaymentMethod = Exclude<StagePaymentMethod, 'wallet'>;
/** The methods `/hello/pay/payment` pays with: finance's reviewed methods and the buyer's wallet. */
export type StagePaymentMethod = RequestOf<typeof payStage>['method'];
/** The payment platforms a buyer pays at (`/hello/pay/provider/start`): ZainCash and FIB. */
export type ProviderPaymentMethod = RequestOf<typeof startProviderPayment>['method'];
/** What starting a provider payment answers: the attempt, how to pay it, the stage as it now stands. */
export type ProviderPaymentStart = ResponseOf<typeof startProviderPayment>;
/** How the buyer goes on paying at a provider: ZainCash's page, or FIB's QR code, code and app links. */
export type ProviderSession = ProviderPaymentStart['session'];

export interface StagePaymentState extends QueryState<StagePayment> {
  /** The stage's payment request; undefined until loaded, or when it failed. */
  stagePayment: StagePayment | undefined;
}

/** The page shows a missing order (404) and a stage it cannot pay (422) itself, not as a toast. */
const STAGE_FAILURES_SHOWN_BY_PAGE = { silent: (failure: PdpdFailure) => [404, 422].includes(failure.code) };

/**
 * The payment request of a stage of the buyer's order (`payOrder/create`: made when first asked
 * for, answered as it stands after that), for `/trade_flow`; `stage` left out is the stage the
 * order waits for. Waits while `orderNo` is null.
 */
export function useStagePayment(orderNo: string | null, stage?: PaymentStage): StagePaymentState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    createPayOrder,
    orderNo === null ? null : stage === undefined ? { orderNo } : { orderNo, stage },
    { shouldRetryOnError: false, revalidateOnFocus: false },
    STAGE_FAILURES_SHOWN_BY_PAGE,
  );
  return { stagePayment: data, error, isLoading, mutate };
}

/** How often `/payment-result` asks again while finance reviews the payment. */
export const PAYMENT_RESULT_POLL_MS = 30_000;
/**
 * How often it asks while the buyer pays at a provider (ZainCash, FIB): the buyer is waiting on
 * the screen, and the server asks the provider each time, so the answer shows within seconds.
 */
export const PROVIDER_RESULT_POLL_MS = 5_000;

/**
 * SWR's refresh interval for a stage as last read: asked again while processing (every few
 * seconds while a provider's payment waits, else as finance's review goes), else not.
 */
export function paymentResultRefreshInterval(
  latest: Pick<StagePayment, 'state' | 'attempts'> | undefined,
): number {
  if (latest?.state !== 'processing') return 0;
  return latest.attempts.at(-1)?.provider ? PROVIDER_RESULT_POLL_MS : PAYMENT_RESULT_POLL_MS;
}

/**
 * Where a stage's payment stands (`payOrder/result`), for `/payment-result` and the order's page:
 * asked again every `PAYMENT_RESULT_POLL_MS` while it is processing (`PROVIDER_RESULT_POLL_MS` while
 * a provider's payment waits), so the answer of finance or of the provider shows without a reload.
 * Waits while `orderNo` is null.
 */
export function usePaymentResult(orderNo: string | null, stage?: PaymentStage): StagePaymentState {
  // The interval as a number from the answer in hand: SWR reads a function interval only when it
  // mounts (no answer yet: 0, so a page opened afresh never polled) and after each poll; a number
  // that changes restarts its timer.
  const [refreshInterval, setRefreshInterval] = useState(0);
  const { data, error, isLoading, mutate } = usePdpdQuery(
    payOrderResult,
    orderNo === null ? null : stage === undefined ? { orderNo } : { orderNo, stage },
    { shouldRetryOnError: false, refreshInterval },
    { silent: (failure) => failure.code === 404 },
  );
  const interval = paymentResultRefreshInterval(data);
  useEffect(() => setRefreshInterval(interval), [interval]);
  return { stagePayment: data, error, isLoading, mutate };
}

/** What the buyer sends to pay a stage by a method finance reviews: a transfer's vouchers, or cash. */
export interface ReviewedStageSubmission {
  orderNo: string;
  stage: PaymentStage;
  method: ReviewedPaymentMethod;
  currency: 'USD' | 'IQD';
  /** The voucher images of a bank transfer (1 to 5), uploaded with `/upload/image` first. */
  vouchers: readonly File[];
}

/**
 * Paying a stage from the buyer's wallet: in dinars (the wallet holds dinars; the server takes the
 * stage's dollars at the rate of the moment), proven by the 6-digit payment password.
 */
export interface WalletStageSubmission {
  orderNo: string;
  stage: PaymentStage;
  method: 'wallet';
  currency: 'IQD';
  paymentPassword: string;
}

/** What the buyer sends to pay a stage with `/hello/pay/payment`. */
export type StagePaymentSubmission = ReviewedStageSubmission | WalletStageSubmission;

/**
 * The reads a payment makes stale: the stage, the order and its lists with their badges, and the
 * wallet (a wallet payment takes from it; a switch gives up nothing of it, but costs nothing to ask).
 */
const PAYMENT_READS = [
  createPayOrder,
  payOrderResult,
  queryOrderDetail,
  selectOrderPage,
  getStatusCount,
  getWalletSummary,
  getWalletHistory,
];

export interface PayStage {
  /**
   * Uploads the vouchers not yet uploaded (each image once per visit, so a retry sends only the
   * payment again), then pays the stage (`/hello/pay/payment`) under this attempt's idempotency
   * key. A second call while one is under way (a double click) answers the same call's result and
   * sends nothing more; a later one (a retry after a failure) sends the same key, so the server
   * makes at most one payment. Resolves to the first failure (an upload's or the payment's), or to
   * the stage as it stands after the payment. Failures are left to the screen (no toast). A wallet
   * payment sends its payment password and no voucher; a refused password makes no payment, so a
   * retry under the same key with the right one pays once.
   */
  pay: (submission: StagePaymentSubmission) => Promise<PdpdResult<StagePayment>>;
  /**
   * Starts paying the stage at a provider (`/hello/pay/provider/start`) under the same key, with
   * the same guard against a double click: resolves to how to pay there (ZainCash's page, FIB's
   * QR code), or to the failure (left to the screen: no toast). The same key again answers the
   * same attempt and session, so a retry starts no second payment.
   */
  startProvider: (submission: ProviderStageSubmission) => Promise<PdpdResult<ProviderPaymentStart>>;
  /** The key every submission of this attempt carries (`crypto.randomUUID()`). */
  idempotencyKey: string;
  isPaying: boolean;
}

/** Paying a stage at a payment platform: the amount is the stage's, in dinars, set by the server. */
export interface ProviderStageSubmission {
  orderNo: string;
  stage: PaymentStage;
  method: ProviderPaymentMethod;
}

/** One attempt at paying a stage: one idempotency key made when the screen mounts. */
export function usePayStage(): PayStage {
  const { client } = usePdpdContext();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { trigger } = usePdpdMutation(payStage, PAYMENT_READS);
  const { trigger: triggerStart } = usePdpdMutation(startProviderPayment, PAYMENT_READS);
  const uploaded = useRef(new WeakMap<File, string>());
  const underWay = useRef<Promise<PdpdResult<unknown>> | null>(null);
  const [isPaying, setPaying] = useState(false);

  /** Runs `call` unless one is under way (a double click), whose promise is answered instead. */
  const once = useCallback(<Data>(call: () => Promise<PdpdResult<Data>>): Promise<PdpdResult<Data>> => {
    // The screen's one submit button starts one kind of call, so the call under way is of this kind.
    if (underWay.current) return underWay.current as Promise<PdpdResult<Data>>;
    const running = call().finally(() => {
      underWay.current = null;
      setPaying(false);
    });
    underWay.current = running;
    setPaying(true);
    return running;
  }, []);

  const pay = useCallback(
    (submission: StagePaymentSubmission) =>
      once(async (): Promise<PdpdResult<StagePayment>> => {
        if (submission.method === 'wallet') {
          const { orderNo, stage, method, currency, paymentPassword } = submission;
          return trigger(
            { orderNo, stage, method, currency, paymentPassword, voucherIds: [], idempotencyKey },
            { silent: true },
          );
        }
        const { vouchers, ...payment } = submission;
        const voucherIds: string[] = [];
        if (payment.method === 'bank_transfer') {
          for (const file of vouchers) {
            const known = uploaded.current.get(file);
            if (known !== undefined) {
              voucherIds.push(known);
              continue;
            }
            const result = await client.call(uploadImage, { file }, { silent: true });
            if (!result.success) return result;
            uploaded.current.set(file, result.data.voucherId);
            voucherIds.push(result.data.voucherId);
          }
        }
        return trigger({ ...payment, voucherIds, idempotencyKey }, { silent: true });
      }),
    [client, idempotencyKey, once, trigger],
  );

  const startProvider = useCallback(
    ({ orderNo, stage, method }: ProviderStageSubmission) =>
      once(() => triggerStart({ orderNo, stage, method, idempotencyKey }, { silent: true })),
    [idempotencyKey, once, triggerStart],
  );
  return { pay, startProvider, idempotencyKey, isPaying };
}

export interface SwitchPayMethod {
  /**
   * Gives up the stage's open cash attempt (`/hello/pay/switchPay`) so that the buyer can choose
   * another method, resolving to the stage as it then stands (unpaid, with the methods offered).
   * A stage with nothing open is answered as it stands. Refusals are left to the screen (no
   * toast): a transfer under review (409 `payment.switch.underReview`), a paid stage (409
   * `paymentStage.stage.alreadyPaid`). A second call while one is under way answers the same call.
   */
  switchMethod: (target: { orderNo: string; stage: PaymentStage }) => Promise<PdpdResult<StagePayment>>;
  isSwitching: boolean;
}

/** Switching a stage's method, for `/switch-pay`; on success the stage and the order are read again. */
export function useSwitchPayMethod(): SwitchPayMethod {
  const { trigger, isMutating } = usePdpdMutation(switchPayMethod, PAYMENT_READS);
  const underWay = useRef<Promise<PdpdResult<StagePayment>> | null>(null);
  const switchMethod = useCallback(
    ({ orderNo, stage }: { orderNo: string; stage: PaymentStage }) => {
      if (underWay.current) return underWay.current;
      const call = trigger({ orderNo, stage }, { silent: true }).finally(() => {
        underWay.current = null;
      });
      underWay.current = call;
      return call;
    },
    [trigger],
  );
  return { switchMethod, isSwitching: isMutating };
}
