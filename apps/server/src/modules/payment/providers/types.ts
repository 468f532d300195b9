/**
 * The contract between the payment area and a third-party payment platform (issue 15, item 2).
 * A provider starts a payment for one of our attempts, then tells us what happened to it: from the
 * buyer's return, from the provider's callback, or when asked. Every answer carries the amount and
 * currency the provider saw, so the caller re-checks them against the attempt it recorded.
 */

/** IQD is charged in whole dinars (packages/domain money.ts); a dinar is the minor unit here. */
export type ProviderCurrency = 'IQD';

export type ProviderName = 'zaincash' | 'fib';

export type ProviderLocale = 'ar' | 'ckb' | 'en' | 'zh';

export interface StartPaymentInput {
  /** Our attempt id: the idempotency key where the provider has one (ZainCash). */
  reference: string;
  /** Integer, in the currency's minor unit as this project charges it (IQD: dinars). */
  amount: number;
  currency: ProviderCurrency;
  /** Shown to the buyer by the provider; FIB cuts it at 50 characters. */
  description: string;
  /** Where the provider sends the buyer back (ZainCash success and failure, FIB redirectUri). */
  returnUrl: string;
  /** Where the provider posts status changes (FIB statusCallbackUrl; ZainCash's is set up with
   * ZainCash, not per payment, so its client ignores this field). */
  callbackUrl: string;
  locale: ProviderLocale;
}

export interface AppLinks {
  personal: string;
  business: string;
  corporate: string;
}

export interface StartedPayment {
  /** The provider's id of the payment (ZainCash transactionId, FIB paymentId). */
  providerRef: string;
  /** A hosted page to send the buyer to (ZainCash). */
  redirectUrl?: string;
  /** An image (data: URL) for the buyer to scan with the provider's app (FIB). */
  qrCode?: string;
  /** A short code the buyer can type into the app instead (FIB readableCode). */
  readableCode?: string;
  appLinks?: AppLinks;
  /** After this the provider no longer accepts the payment. */
  validUntil?: Date;
}

/** `refunded` covers a refund requested or done: the money is on its way back to the buyer. */
export type ProviderPaymentStatus = 'paid' | 'failed' | 'pending' | 'cancelled' | 'refunded';

export interface VerifiedPayment {
  provider: ProviderName;
  providerRef: string;
  /** Our attempt id when the provider echoes it (ZainCash orderId). FIB does not: the caller
   * finds its attempt by providerRef. */
  reference: string | undefined;
  status: ProviderPaymentStatus;
  /** The provider's own status word, for the attempt's history. */
  providerStatus: string;
  amount: number;
  currency: string;
}

/** What the caller expected; when given, a verified answer that differs is a `mismatch` failure. */
export interface ExpectedAmount {
  amount: number;
  currency: ProviderCurrency;
}

/** The buyer's return to our returnUrl: its query string as received. */
export interface ReturnInput {
  query: Record<string, string | undefined>;
  /** FIB's redirect carries nothing: the caller names the payment it started. */
  providerRef?: string;
  expected?: ExpectedAmount;
}

/** A provider's POST to our callback URL: the parsed JSON body as received. */
export interface CallbackInput {
  body: unknown;
  expected?: ExpectedAmount;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  start(input: StartPaymentInput): Promise<StartedPayment>;
  /** Checks the return (a signature, or a status query back to the provider); never trusts it. */
  verifyReturn(input: ReturnInput): Promise<VerifiedPayment>;
  verifyCallback(input: CallbackInput): Promise<VerifiedPayment>;
  status(providerRef: string, expected?: ExpectedAmount): Promise<VerifiedPayment>;
  /** Present where the provider can cancel an unpaid payment (FIB). */
  cancel?(providerRef: string): Promise<void>;
  /** Refunds a paid payment in full (ZainCash reverse, FIB refund). */
  refund?(providerRef: string, reason: string): Promise<void>;
}
