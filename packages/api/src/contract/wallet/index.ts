import type { Endpoint } from '../endpoint';
import {
  approveWalletTopUp,
  createWalletTopUp,
  freezeWallet,
  getWalletHistory,
  getWalletSummary,
  getWalletTopUpBankAccounts,
  getWalletTopUpProviders,
  listStaffWalletTopUps,
  listWalletTopUps,
  rejectWalletTopUp,
  startWalletTopUpProvider,
  walletTopUpProviderResult,
} from './walletCalls';

export * from './walletCalls';
export type {
  StaffWalletTopUpWire,
  WalletFreezeWire,
  WalletMovementWire,
  WalletSummaryWire,
  WalletTopUpWire,
} from './walletWire';

/** Every call of the wallet area, for the contract's `endpoints`. */
export const walletEndpoints: readonly Endpoint[] = [
  getWalletSummary,
  getWalletHistory,
  freezeWallet,
  createWalletTopUp,
  listWalletTopUps,
  getWalletTopUpBankAccounts,
  getWalletTopUpProviders,
  startWalletTopUpProvider,
  walletTopUpProviderResult,
  listStaffWalletTopUps,
  approveWalletTopUp,
  rejectWalletTopUp,
];
