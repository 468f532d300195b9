import { TRANSFER_VOUCHER_FILES } from '../payment/transferVoucherRule';
import { WALLET_ERROR } from './walletErrors';

/**
 * A wallet top-up (spec section 1 "a wallet with pre-recharge", section 9 "Wallet: recharge in
 * IQD"; issue 15 item 5): the buyer names the dinars they transfer or bring to the store, finance
 * checks the money arrived and approves (the wallet is credited) or rejects with a reason. It is
 * the one place a buyer names an amount: it is the money they send, not a price.
 */

/** The ways a buyer tops up a wallet and finance confirms it. */
export const WALLET_TOP_UP_METHODS = ['bank_transfer', 'cash'] as const;
export type WalletTopUpMethod = (typeof WALLET_TOP_UP_METHODS)[number];

/**
 * The payment platforms a buyer tops up through (issue 15 item 5, "or a payment provider"): the
 * provider takes the dinars and tells the server, which credits the wallet without finance.
 */
export const WALLET_TOP_UP_PROVIDERS = ['zaincash', 'fib'] as const;
export type WalletTopUpProvider = (typeof WALLET_TOP_UP_PROVIDERS)[number];

/** Every way a top-up is made: finance's reviewed methods, then the providers. */
export const WALLET_TOP_UP_ALL_METHODS = [...WALLET_TOP_UP_METHODS, ...WALLET_TOP_UP_PROVIDERS] as const;
export type WalletTopUpAnyMethod = (typeof WALLET_TOP_UP_ALL_METHODS)[number];

/**
 * The least and the most one top-up may name, in whole dinars. The spec names no bounds; ours: at
 * least 5,000 dinars (a few dollars: below that a transfer's bank fee outweighs it), at most
 * 100,000,000 dinars (about 76,000 dollars: a wholesale buyer's large top-up; more is a matter for
 * a sales contract, and a mistyped extra zero is caught before finance sees it).
 */
export const WALLET_TOP_UP_MIN_IQD = 5_000;
export const WALLET_TOP_UP_MAX_IQD = 100_000_000;

/**
 * Where a top-up stands: waiting (for finance, or for the provider's payment), or decided once for
 * good: approved (credited), rejected by finance, or failed at the provider (declined, cancelled,
 * expired; nothing credited).
 */
export const WALLET_TOP_UP_STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;
export type WalletTopUpStatus = (typeof WALLET_TOP_UP_STATUSES)[number];

/**
 * How many vouchers a top-up by `method` carries: a transfer is proven by 1-5 voucher images
 * (spec sections 5, 9), cash by none (finance counts it at the store). Answers the refusal's key,
 * or null when the count fits.
 */
export function walletTopUpVoucherProblem(
  method: WalletTopUpMethod,
  voucherCount: number,
):
  (typeof WALLET_ERROR)['topUpVouchersRequired' | 'topUpVouchersTooMany' | 'topUpVouchersNotForCash'] | null {
  if (method === 'cash') return voucherCount === 0 ? null : WALLET_ERROR.topUpVouchersNotForCash;
  if (voucherCount < TRANSFER_VOUCHER_FILES.min) return WALLET_ERROR.topUpVouchersRequired;
  if (voucherCount > TRANSFER_VOUCHER_FILES.max) return WALLET_ERROR.topUpVouchersTooMany;
  return null;
}
