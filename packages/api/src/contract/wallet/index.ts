import type { Endpoint } from '../endpoint';
import { freezeWallet, getWalletHistory, getWalletSummary } from './walletCalls';

export { freezeWallet, getWalletHistory, getWalletSummary } from './walletCalls';
export {
  WALLET_HISTORY_PAGE_SIZE_DEFAULT,
  WALLET_HISTORY_PAGE_SIZE_MAX,
  walletFreezeSchema,
  walletMovementSchema,
  walletSummarySchema,
  type WalletFreezeWire,
  type WalletMovementWire,
  type WalletSummaryWire,
} from './walletWire';

/** Every call of the wallet area, for the contract's `endpoints`. */
export const walletEndpoints: readonly Endpoint[] = [getWalletSummary, getWalletHistory, freezeWallet];
