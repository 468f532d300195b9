/**
 * A card payment gateway with hosted fields: the buyer's browser sends the card number and CVV
 * straight to the gateway (fields served from the gateway's own origin), which keeps them in a
 * session; this server only ever sees the session id, then the gateway's token for the card with
 * its brand, last four digits and expiry. No method here takes or returns a card number.
 */
export interface CardGateway {
  /** Short name for logs and the stored cards (`mpgs`). */
  readonly name: string;
  /** The gateway's origin, which serves the hosted fields' script and frames. */
  readonly origin: string;
  /**
   * A new hosted session for the browser to fill: its id and the script the page loads from the
   * gateway's origin to draw the hosted fields.
   */
  createSession(): Promise<HostedSession>;
  /**
   * Turns a session the buyer filled into a saved-card token. Refused (`rejected`) when the session
   * holds no complete card.
   */
  saveCard(sessionId: string): Promise<TokenizedCard>;
  /** Removes a token from the gateway's repository; a token it does not know is not an error. */
  deleteCard(token: string): Promise<void>;
  /**
   * Charges a saved card once (`PAY`: authorise and capture). `orderId` and `transactionId` are ours
   * and unique per charge: asking again for the same pair never charges twice.
   */
  pay(charge: CardChargeRequest): Promise<CardChargeResult>;
  /** What became of a charge (after a timeout, say); null when the gateway never received it. */
  retrieveTransaction(orderId: string, transactionId: string): Promise<CardChargeResult | null>;
}

export interface HostedSession {
  sessionId: string;
  /** The gateway's `session.js`, to load with a `<script>` tag from the gateway's origin. */
  scriptUrl: string;
  /** The gateway's origin (script and frames), for the page's Content-Security-Policy. */
  origin: string;
}

/** The card brands this store takes (spec section 1). */
export const CARD_BRANDS = ['VISA', 'MASTERCARD'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export interface TokenizedCard {
  token: string;
  /** The brand as the gateway names it (`VISA`, `MASTERCARD`, or another it supports). */
  brand: string;
  last4: string;
  /** 1-12. */
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
}

export interface CardChargeRequest {
  orderId: string;
  transactionId: string;
  token: string;
  /** Integer minor units (US cents). */
  amount: number;
  currency: 'USD';
  description: string;
}

export interface CardChargeResult {
  /** `approved`: captured; `declined`: refused by the issuer or the gateway; `pending`: not final. */
  status: 'approved' | 'declined' | 'pending';
  /** The gateway's own code (`APPROVED`, `DECLINED`, `EXPIRED_CARD`, ...). */
  gatewayCode: string;
  amount: number;
  currency: string;
  orderId: string;
  transactionId: string;
}

/**
 * Why a gateway call failed; callers branch on `kind`.
 * - `unavailable`: network error or 5xx; `timeout`: no answer in time (the charge may have happened:
 *   ask `retrieveTransaction`); `auth`: our credentials refused; `rejected`: the request refused
 *   (4xx, an incomplete or expired session); `not_found`; `malformed`: an answer not in the protocol.
 */
export type CardGatewayFailureKind =
  'unavailable' | 'timeout' | 'auth' | 'rejected' | 'not_found' | 'malformed';

export class CardGatewayFailure extends Error {
  override readonly name = 'CardGatewayFailure';

  constructor(
    readonly kind: CardGatewayFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(`card gateway: ${message}`);
  }
}
