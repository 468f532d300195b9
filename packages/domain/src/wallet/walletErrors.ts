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
} as const satisfies Record<string, ErrorKey>;

/** Every error key of the wallet, for the apps to check their message catalogues. */
export const WALLET_ERROR_KEYS = Object.values(WALLET_ERROR);

export type WalletErrorKey = (typeof WALLET_ERROR)[keyof typeof WALLET_ERROR];
