import type { FreezeDays } from '@tijara/domain';
import { useCallback, useRef, useState } from 'react';
import type { PdpdResult } from '../client';
import {
  freezeWallet,
  getWalletHistory,
  getWalletSummary,
  WALLET_HISTORY_PAGE_SIZE_DEFAULT,
  type ResponseOf,
} from '../contract';
import type { QueryState } from './queryState';
import { usePdpdMutation } from './usePdpdMutation';
import { usePdpdQuery } from './usePdpdQuery';

export type WalletSummary = ResponseOf<typeof getWalletSummary>;
export type WalletHistoryPage = ResponseOf<typeof getWalletHistory>;
export type WalletFreezeResult = ResponseOf<typeof freezeWallet>;

export interface WalletSummaryState extends QueryState<WalletSummary> {
  /** The balance, the frozen amount and the freezes; undefined until loaded. */
  summary: WalletSummary | undefined;
}

const NO_REQUEST = {};

/** The buyer's wallet (`/hello/wallet/summary`): balance in dinars and dollars, freezes. */
export function useWalletSummary(): WalletSummaryState {
  const { data, error, isLoading, mutate } = usePdpdQuery(getWalletSummary, NO_REQUEST);
  return { summary: data, error, isLoading, mutate };
}

export interface WalletHistoryState extends QueryState<WalletHistoryPage> {
  /** One page of movements, newest first; undefined until loaded. */
  page: WalletHistoryPage | undefined;
}

/** The wallet's movements (`/hello/wallet/history`), a page (1-based) of `pageSize` at a time. */
export function useWalletHistory(
  pageNum: number,
  pageSize: number = WALLET_HISTORY_PAGE_SIZE_DEFAULT,
): WalletHistoryState {
  const { data, error, isLoading, mutate } = usePdpdQuery(
    getWalletHistory,
    { pageNum, pageSize },
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, mutate };
}

/** What the buyer asks to freeze: whole dinars, a length offered, and the payment password. */
export interface FreezeSubmission {
  amountIqd: number;
  days: FreezeDays;
  paymentPassword: string;
}

export interface FreezeWallet {
  /**
   * Freezes under this form's request id (`/hello/wallet/freeze`): a double click answers the
   * same call and sends nothing more; a retry sends the same id, so the server freezes at most
   * once. Failures are left to the form (the password's attempts left, the lockout): no toast.
   */
  freeze: (submission: FreezeSubmission) => Promise<PdpdResult<WalletFreezeResult>>;
  requestId: string;
  isMutating: boolean;
}

/** The reads a freeze makes stale: the balance and the movements. */
const FREEZE_READS = [getWalletSummary, getWalletHistory];

/** One freeze form: one request id made when the form mounts. */
export function useFreezeWallet(): FreezeWallet {
  const [requestId] = useState(() => crypto.randomUUID());
  const { trigger, isMutating } = usePdpdMutation(freezeWallet, FREEZE_READS);
  const underWay = useRef<Promise<PdpdResult<WalletFreezeResult>> | null>(null);
  const freeze = useCallback(
    (submission: FreezeSubmission) => {
      if (underWay.current) return underWay.current;
      const call = trigger({ ...submission, requestId }, { silent: true }).finally(() => {
        underWay.current = null;
      });
      underWay.current = call;
      return call;
    },
    [requestId, trigger],
  );
  return { freeze, requestId, isMutating };
}
