import type { PaymentRejectReason, WalletTopUpMethod } from '@tijara/domain';
import { useCallback, useRef, useState } from 'react';
import type { PdpdFailure, PdpdResult } from '../client';
import {
  approveWalletTopUp,
  createWalletTopUp,
  getWalletHistory,
  getWalletSummary,
  getWalletTopUpBankAccounts,
  listStaffWalletTopUps,
  listWalletTopUps,
  rejectWalletTopUp,
  uploadImage,
  type ResponseOf,
} from '../contract';
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
