import { defineEndpoint } from '../endpoint';
import type * as schemas from './walletSchemas';

/** The wallet history's page size when the caller does not say, and the most a page may carry. */
export const WALLET_HISTORY_PAGE_SIZE_DEFAULT = 20;
export const WALLET_HISTORY_PAGE_SIZE_MAX = 100;

/*
 * The wallet calls (issue 15 item 5; spec sections 3, 4, 9). Spec section 7 says "Wallet calls: not
 * shown", so their names are ours, under `/hello/wallet/`. Every call is the signed-in caller's own
 * wallet: no call takes a user id, so no one can read or move another buyer's wallet. Amounts are
 * whole dinars computed on the server from the ledger (a balance is the sum of its entries); a
 * recharge is the payment area's (by a reviewed transfer, cash or a provider).
 */

/** The wallet page: available balance (also in USD at the current rate), frozen amount, active freezes. */
export const getWalletSummary = defineEndpoint<typeof schemas.getWalletSummary>()({
  path: '/hello/wallet/summary',
  method: 'POST',
  access: 'private',
});

/** The wallet's movements, newest first, a page at a time. */
export const getWalletHistory = defineEndpoint<typeof schemas.getWalletHistory>()({
  path: '/hello/wallet/history',
  method: 'POST',
  access: 'private',
});

/**
 * Freezes `amountIqd` of the available balance for 7 or 15 days (spec section 9: +0.5 % or +2 %),
 * proven by the payment password. At the end a scheduled job gives the amount back with the bonus
 * (`freezeBonus`, rounded down to the dinar). `requestId` makes it idempotent: the same id from the
 * same buyer answers the first freeze and freezes nothing more; with another amount or length it is
 * refused (409, `wallet.freeze.requestReused`). Refusals: no payment password (422,
 * `wallet.paymentPassword.notSet`), a wrong one (400, `wallet.paymentPassword.incorrect` with the
 * attempts left in `data.remaining`), too many wrong ones (429, `wallet.paymentPassword.locked`,
 * `data.retryAt`), more than the available balance (422, `wallet.freeze.insufficient`).
 */
export const freezeWallet = defineEndpoint<typeof schemas.freezeWallet>()({
  path: '/hello/wallet/freeze',
  method: 'POST',
  access: 'private',
});
