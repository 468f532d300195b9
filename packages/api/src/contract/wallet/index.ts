import type { Endpoint } from '../endpoint';
import { freezeWallet, getWalletHistory, getWalletSummary } from './walletCalls';

export * from './walletCalls';
export type { WalletFreezeWire, WalletMovementWire, WalletSummaryWire } from './walletWire';

/** Every call of the wallet area, for the contract's `endpoints`. */
export const walletEndpoints: readonly Endpoint[] = [getWalletSummary, getWalletHistory, freezeWallet];
