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
 * top-up (below) is credited only when finance approves it.
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

/*
 * Topping up the wallet (spec section 1 "a wallet with pre-recharge", section 9 "recharge in IQD"):
 * the buyer asks, finance confirms the money arrived. Nothing is credited before finance approves.
 */

/**
 * Asks to top up the caller's wallet by `amountIqd` dinars (whole, `WALLET_TOP_UP_MIN_IQD` to
 * `WALLET_TOP_UP_MAX_IQD`): by `bank_transfer` to one of the provider's accounts with 1-5 vouchers
 * uploaded first with `/upload/image` (the caller's own, not yet proving anything else), or in
 * `cash` at the store with none. The top-up waits for finance (`pending`). `requestId` (a UUID the
 * client makes once per top-up) makes it idempotent: the same id answers the first top-up; with
 * other details it is refused (409, `wallet.topUp.requestReused`). Refusals: amount out of bounds
 * (400, `wallet.topUp.amount.invalid`), voucher count (400, `wallet.topUp.vouchers.*`), bank
 * transfer without configured accounts (422, `wallet.topUp.method.unavailable`), a voucher not the
 * caller's (404, `payment.voucherNotFound`) or already used (409, `payment.voucherUsed`).
 */
export const createWalletTopUp = defineEndpoint<typeof schemas.createWalletTopUp>()({
  path: '/hello/wallet/topUp/create',
  method: 'POST',
  access: 'private',
});

/** The caller's top-ups, newest first (the 50 latest): pending, approved, and rejected with the reason. */
export const listWalletTopUps = defineEndpoint<typeof schemas.listWalletTopUps>()({
  path: '/hello/wallet/topUp/list',
  method: 'POST',
  access: 'private',
});

/** The provider's bank accounts a top-up by transfer goes to (empty: transfer is not offered). */
export const getWalletTopUpBankAccounts = defineEndpoint<typeof schemas.getWalletTopUpBankAccounts>()({
  path: '/hello/wallet/topUp/bankAccounts',
  method: 'POST',
  access: 'private',
});

/*
 * Topping up through a payment provider (issue 15 item 5, "or a payment provider"): the provider
 * takes the dinars and its verified word credits the wallet, without finance. The provider's return,
 * webhook and callback are the stages' (`zainCashReturn`, `zainCashWebhook`, `fibCallback`).
 */

/** The payment providers a top-up may go through now (configured on the server); empty: none. */
export const getWalletTopUpProviders = defineEndpoint<typeof schemas.getWalletTopUpProviders>()({
  path: '/hello/wallet/topUp/provider/methods',
  method: 'POST',
  access: 'private',
});

/**
 * Starts a top-up of `amountIqd` dinars (whole, `WALLET_TOP_UP_MIN_IQD` to `WALLET_TOP_UP_MAX_IQD`)
 * through `provider` (`zaincash` or `fib`): a `pending` top-up of that method and the provider's
 * payment, answered as the session the buyer pays (ZainCash's `redirectUrl`, from which the buyer
 * comes back to the wallet page `/individualCenter/wallet?topUp=<id>`; FIB's `qrCode`,
 * `readableCode`, `appLinks`, `validUntil`, FIB sending the buyer back to the same page). The
 * provider's verified success credits the wallet once (ledger key `wallet-top-up:<id>`, whatever
 * the replays); a declined, cancelled or refunded payment makes it `failed`. `requestId` as for
 * `topUp/create`: the same id answers the same top-up and session, with other details 409
 * `wallet.topUp.requestReused`. Refusals: amount out of bounds (400 `wallet.topUp.amount.invalid`),
 * a provider not configured (422 `wallet.topUp.provider.unavailable`), the provider unreachable or
 * refusing (502 `payment.provider.unavailable`; nothing is recorded).
 */
export const startWalletTopUpProvider = defineEndpoint<typeof schemas.startWalletTopUpProvider>()({
  path: '/hello/wallet/topUp/provider/start',
  method: 'POST',
  access: 'private',
});

/**
 * The caller's top-up and, while its provider payment is pending, how to go on paying it; a pending
 * one is first asked about at its provider (its webhook may be late or lost), and the answer applied
 * as a notice's. Another buyer's top-up, or one not through a provider: 404 `wallet.topUp.notFound`.
 */
export const walletTopUpProviderResult = defineEndpoint<typeof schemas.walletTopUpProviderResult>()({
  path: '/hello/wallet/topUp/provider/result',
  method: 'POST',
  access: 'private',
});

/** Finance's queue of top-ups waiting for a decision, oldest first. */
export const listStaffWalletTopUps = defineEndpoint<typeof schemas.listStaffWalletTopUps>()({
  path: '/hello/staff/wallet/topUpList',
  method: 'POST',
  access: ['finance'],
});

/**
 * Finance approves a top-up: the money arrived. The wallet is credited through the ledger (one
 * `recharge` posting, key `wallet-top-up:<id>`), the decision recorded with who and when, once
 * ever: a repeated or concurrent approval answers the top-up as approved and credits nothing more;
 * approving a rejected one is refused (409, `wallet.topUp.alreadyDecided`), a top-up through a
 * payment provider too (409, `wallet.topUp.byProvider`). Unknown id: 404.
 */
export const approveWalletTopUp = defineEndpoint<typeof schemas.approveWalletTopUp>()({
  path: '/hello/staff/wallet/topUpApprove',
  method: 'POST',
  access: ['finance'],
});

/**
 * Finance rejects a top-up with a reason the buyer sees (`notReceived`, `amountMismatch`,
 * `voucherUnreadable`); nothing is credited. A repeat answers the rejection as recorded; rejecting
 * an approved one is refused (409, `wallet.topUp.alreadyDecided`).
 */
export const rejectWalletTopUp = defineEndpoint<typeof schemas.rejectWalletTopUp>()({
  path: '/hello/staff/wallet/topUpReject',
  method: 'POST',
  access: ['finance'],
});
