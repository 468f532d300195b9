import type { PaymentRejectReason, WalletTopUpMethod } from '@tijara/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { PdpdFailure, PdpdResult } from '../client';
import {
  approveWalletTopUp,
  createWalletTopUp,
  getWalletHistory,
  getWalletSummary,
  getWalletTopUpBankAccounts,
  getWalletTopUpProviders,
  listStaffWalletTopUps,
  listWalletTopUps,
  rejectWalletTopUp,
  startWalletTopUpProvider,
  uploadImage,
  walletTopUpProviderResult,
  type RequestOf,
  type ResponseOf,
} from '../contract';
import { keysOfEndpoints } from './keys';
import { usePdpdContext } from './PdpdProvider';
import type { QueryState } from './queryState';
import { usePdpdMutation } from './usePdpdMutation';
import { usePdpdQuery } from './usePdpdQuery';

/** One top-up of the wallet as its buyer sees it. */
export type WalletTopUp = ResponseOf<typeof createWalletTopUp>;
/** One top-up as finance's queue shows it, with the buyer and who decided. */
export type StaffWalletTopUp = ResponseOf<typeof listStaffWalletTopUps>[number];
/** The provider's accounts a top-up by transfer goes to. */
export type TopUpBankAccount = ResponseOf<typeof getWalletTopUpBankAccounts>['bankAccounts'][number];

const NO_REQUEST = {};

export interface WalletTopUpsState extends QueryState<ResponseOf<typeof listWalletTopUps>> {
  /** The buyer's top-ups, newest first; undefined until loaded. */
  topUps: WalletTopUp[] | undefined;
}

/** The buyer's top-ups (`/hello/wallet/topUp/list`). */
export function useWalletTopUps(): WalletTopUpsState {
  const { data, error, isLoading, mutate } = usePdpdQuery(listWalletTopUps, NO_REQUEST);
  return { topUps: data?.records, error, isLoading, mutate };
}

export interface TopUpBankAccountsState extends QueryState<ResponseOf<typeof getWalletTopUpBankAccounts>> {
  /** The accounts; empty: transfer is not offered; undefined until loaded. */
  bankAccounts: TopUpBankAccount[] | undefined;
}

/** The provider's bank accounts for a top-up by transfer (`/hello/wallet/topUp/bankAccounts`). */
export function useTopUpBankAccounts(): TopUpBankAccountsState {
  const { data, error, isLoading, mutate } = usePdpdQuery(getWalletTopUpBankAccounts, NO_REQUEST, {
    revalidateOnFocus: false,
  });
  return { bankAccounts: data?.bankAccounts, error, isLoading, mutate };
}

/** What the buyer sends to top up: the dinars, how, and a transfer's voucher images (1 to 5). */
export interface TopUpSubmission {
  method: WalletTopUpMethod;
  amountIqd: number;
  vouchers: readonly File[];
}

export interface RequestWalletTopUp {
  /**
   * Uploads the vouchers not yet uploaded (each image once per form), then asks for the top-up
   * under this form's request id: a double click answers the call under way, a retry sends the
   * same id, so at most one top-up is made. Failures are left to the form: no toast.
   */
  requestTopUp: (submission: TopUpSubmission) => Promise<PdpdResult<WalletTopUp>>;
  requestId: string;
  isSending: boolean;
}

/** One top-up form: one request id made when the form mounts. */
export function useRequestWalletTopUp(): RequestWalletTopUp {
  const { client } = usePdpdContext();
  const [requestId] = useState(() => crypto.randomUUID());
  const { trigger } = usePdpdMutation(createWalletTopUp, [listWalletTopUps]);
  const uploaded = useRef(new WeakMap<File, string>());
  const underWay = useRef<Promise<PdpdResult<WalletTopUp>> | null>(null);
  const [isSending, setSending] = useState(false);
  const requestTopUp = useCallback(
    (submission: TopUpSubmission) => {
      if (underWay.current) return underWay.current;
      const run = async (): Promise<PdpdResult<WalletTopUp>> => {
        const voucherIds: string[] = [];
        if (submission.method === 'bank_transfer') {
          for (const file of submission.vouchers) {
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
        return trigger(
          { requestId, method: submission.method, amountIqd: submission.amountIqd, voucherIds },
          { silent: true },
        );
      };
      const call = run().finally(() => {
        underWay.current = null;
        setSending(false);
      });
      underWay.current = call;
      setSending(true);
      return call;
    },
    [client, requestId, trigger],
  );
  return { requestTopUp, requestId, isSending };
}

/** The payment platforms a top-up may go through (`/hello/wallet/topUp/provider/methods`). */
export type TopUpProvider = RequestOf<typeof startWalletTopUpProvider>['provider'];
/** What starting a top-up at a provider answers: the top-up, and how to pay it there. */
export type ProviderTopUpStart = ResponseOf<typeof startWalletTopUpProvider>;

/**
 * The providers a top-up may go through now; a failure to learn them offers none (the form still
 * offers transfer and cash), so it is not reported as a toast.
 */
export function useTopUpProviders(): { providers: TopUpProvider[] | undefined; isLoading: boolean } {
  const { data, error, isLoading } = usePdpdQuery(
    getWalletTopUpProviders,
    NO_REQUEST,
    { revalidateOnFocus: false, shouldRetryOnError: false },
    { silent: () => true },
  );
  return { providers: data?.providers ?? (error ? [] : undefined), isLoading };
}

export interface StartProviderTopUp {
  /**
   * Starts the top-up at the provider under this form's request id: a double click answers the
   * call under way, a retry sends the same id, so at most one top-up and one provider payment are
   * made. Failures are left to the form: no toast.
   */
  startTopUp: (submission: {
    provider: TopUpProvider;
    amountIqd: number;
  }) => Promise<PdpdResult<ProviderTopUpStart>>;
  isStarting: boolean;
}

/** One top-up through a provider: one request id made when the form mounts. */
export function useStartProviderTopUp(): StartProviderTopUp {
  const [requestId] = useState(() => crypto.randomUUID());
  const { trigger } = usePdpdMutation(startWalletTopUpProvider, [listWalletTopUps]);
  const underWay = useRef<Promise<PdpdResult<ProviderTopUpStart>> | null>(null);
  const [isStarting, setStarting] = useState(false);
  const startTopUp = useCallback(
    ({ provider, amountIqd }: { provider: TopUpProvider; amountIqd: number }) => {
      if (underWay.current) return underWay.current;
      const call = trigger({ requestId, provider, amountIqd }, { silent: true }).finally(() => {
        underWay.current = null;
        setStarting(false);
      });
      underWay.current = call;
      setStarting(true);
      return call;
    },
    [requestId, trigger],
  );
  return { startTopUp, isStarting };
}

/** How often a top-up waiting for its provider is asked about (the server asks the provider). */
export const PROVIDER_TOP_UP_REFRESH_MS = 4000;

/** The wallet's reads a decided top-up changes. */
const TOP_UP_DECIDED_READS = keysOfEndpoints([listWalletTopUps, getWalletSummary, getWalletHistory]);

export interface ProviderTopUpResultState extends QueryState<ResponseOf<typeof walletTopUpProviderResult>> {
  result: ResponseOf<typeof walletTopUpProviderResult> | undefined;
}

/**
 * A top-up through a provider (`/hello/wallet/topUp/provider/result`), asked again every few
 * seconds while it is pending; once decided, the wallet's list, summary and history are refetched.
 * Waits while `topUpId` is null. Not found (404) is the caller's to show.
 */
export function useProviderTopUpResult(topUpId: string | null): ProviderTopUpResultState {
  const { mutate: mutateAll } = useSWRConfig();
  const [refreshInterval, setRefreshInterval] = useState(0);
  const { data, error, isLoading, mutate } = usePdpdQuery(
    walletTopUpProviderResult,
    topUpId === null ? null : { topUpId },
    { shouldRetryOnError: false, refreshInterval },
    { silent: (failure) => failure.code === 404 },
  );
  const status = data?.topUp.status;
  useEffect(() => {
    setRefreshInterval(status === 'pending' ? PROVIDER_TOP_UP_REFRESH_MS : 0);
    if (status !== undefined && status !== 'pending') void mutateAll(TOP_UP_DECIDED_READS);
  }, [status, mutateAll]);
  return { result: data, error, isLoading, mutate };
}

/** A refusal the console shows itself instead of the toast: no such role (403). */
const forbidden = (failure: PdpdFailure) => failure.code === 403;

export interface StaffTopUpQueueState extends QueryState<ResponseOf<typeof listStaffWalletTopUps>> {
  /** The top-ups waiting for finance, oldest first; undefined until loaded. */
  items: StaffWalletTopUp[] | undefined;
  /** The caller is signed in without the finance role (403). */
  isForbidden: boolean;
}

/** Finance's queue of top-ups (`/hello/staff/wallet/topUpList`). */
export function useStaffTopUpQueue(): StaffTopUpQueueState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    listStaffWalletTopUps,
    NO_REQUEST,
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

export interface TopUpDecisions {
  /** Approves a top-up: the wallet is credited once, however often this is called. */
  approve: (topUpId: string) => Promise<PdpdResult<StaffWalletTopUp>>;
  /** Rejects a top-up with the reason its buyer sees. */
  reject: (
    topUpId: string,
    reason: PaymentRejectReason,
    note?: string,
  ) => Promise<PdpdResult<StaffWalletTopUp>>;
  isDeciding: boolean;
}

/** What a decision makes stale: the queue, and the wallet's figures of a buyer on the same device. */
const DECISION_READS = [listStaffWalletTopUps, listWalletTopUps, getWalletSummary, getWalletHistory];

/** Finance's decisions on top-ups; each success refetches the queue, which then leaves it out. */
export function useTopUpDecisions(): TopUpDecisions {
  const approval = usePdpdMutation(approveWalletTopUp, DECISION_READS);
  const rejection = usePdpdMutation(rejectWalletTopUp, DECISION_READS);
  const { trigger: approveTrigger } = approval;
  const { trigger: rejectTrigger } = rejection;
  return {
    approve: useCallback((topUpId: string) => approveTrigger({ topUpId }), [approveTrigger]),
    reject: useCallback(
      (topUpId: string, reason: PaymentRejectReason, note = '') => rejectTrigger({ topUpId, reason, note }),
      [rejectTrigger],
    ),
    isDeciding: approval.isMutating || rejection.isMutating,
  };
}
