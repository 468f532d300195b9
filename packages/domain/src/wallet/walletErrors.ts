import type { ErrorKey } from '../validation';

/** What the wallet and the payment password check answer when they refuse (issue 15 items 3, 5). */
export const WALLET_ERROR = {
  /** No payment password yet: the buyer sets one in the account centre first. */
  paymentPasswordNotSet: 'wallet.paymentPassword.notSet',
  /** Spec section 8, "payment password incorrect", with the attempts left (`{remaining}`). */
  paymentPasswordIncorrect: 'wallet.paymentPassword.incorrect',
  /** Too many wrong entries: retry in `{lockoutMinutes}` minutes. */
  paymentPasswordLocked: 'wallet.paymentPassword.locked',
  /** A freeze's amount is a whole number of dinars above zero. */
  freezeAmountInvalid: 'wallet.freeze.amount.invalid',
  /** A freeze lasts one of the lengths offered (`FREEZE_PLANS`). */
  freezeDaysInvalid: 'wallet.freeze.days.invalid',
  /** More than the available balance. */
  freezeInsufficient: 'wallet.freeze.insufficient',
  /** A request key already used for another freeze (a retry must repeat the same freeze). */
  freezeRequestReused: 'wallet.freeze.requestReused',
  /** A top-up names whole dinars within `WALLET_TOP_UP_MIN_IQD`..`WALLET_TOP_UP_MAX_IQD`. */
  topUpAmountInvalid: 'wallet.topUp.amount.invalid',
  /** A top-up by transfer carries at least one voucher. */
  topUpVouchersRequired: 'wallet.topUp.vouchers.required',
  /** A top-up by transfer carries at most five vouchers. */
  topUpVouchersTooMany: 'wallet.topUp.vouchers.tooMany',
  /** A cash top-up carries no voucher. */
  topUpVouchersNotForCash: 'wallet.topUp.vouchers.notForCash',
  /** Bank transfer is not offered: no bank account of the provider is configured. */
  topUpMethodUnavailable: 'wallet.topUp.method.unavailable',
  /** A request key already used for another top-up (a retry must repeat the same top-up). */
  topUpRequestReused: 'wallet.topUp.requestReused',
  /** No such top-up. */
  topUpNotFound: 'wallet.topUp.notFound',
  /** The payment provider asked for is not configured (or not a provider at all). */
  topUpProviderUnavailable: 'wallet.topUp.provider.unavailable',
  /** A top-up through a payment provider is decided by the provider's payment, not by finance. */
  topUpByProvider: 'wallet.topUp.byProvider',
  /** Finance already decided otherwise on this top-up. */
  topUpAlreadyDecided: 'wallet.topUp.alreadyDecided',
} as const satisfies Record<string, ErrorKey>;

/** Every error key of the wallet, for the apps to check their message catalogues. */
export const WALLET_ERROR_KEYS = Object.values(WALLET_ERROR);

export type WalletErrorKey = (typeof WALLET_ERROR)[keyof typeof WALLET_ERROR];
