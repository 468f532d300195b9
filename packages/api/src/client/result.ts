import type { failureMessage } from '@tijara/domain';

/** What went wrong with a call, so a screen can choose between "try again" and "fix your input". */
export type FailureKind =
  /** The server answered with a failure envelope (a 4xx/5xx status or a business code). */
  | 'rejected'
  /** The caller is not signed in, or the token expired or was revoked (401). */
  | 'unauthorized'
  /** No answer arrived: network down, server unreachable or the 250 s timeout passed (code -404). */
  | 'no-response'
  /** The server answered something that is not the contract's envelope. */
  | 'malformed';

/**
 * What the failure toast says (spec section 7): a key of the domain's errors catalogue, which the
 * app translates, or the server's own `msg`, shown as it came (already in the buyer's language).
 */
export type FailureMessage = ReturnType<typeof failureMessage>;

export interface PdpdSuccess<Data> {
  readonly success: true;
  readonly code: number;
  readonly msg: string;
  readonly data: Data;
}

export interface PdpdFailure {
  readonly success: false;
  readonly kind: FailureKind;
  /** The envelope's code (an HTTP status or a business code of spec section 8), or -404. */
  readonly code: number;
  /** The server's message, '' when there was none. */
  readonly msg: string;
  /** The envelope's data, which some failures carry (attempts left, seconds to wait); else null. */
  readonly data: unknown;
  /** The message to show: the mapped message, or `msg`, or "system error, please try again later". */
  readonly message: FailureMessage;
  /** True when repeating the same call later may succeed. */
  readonly retryable: boolean;
}

/** Every call resolves (never rejects) to one of these, as spec section 7 asks. */
export type PdpdResult<Data> = PdpdSuccess<Data> | PdpdFailure;

/** Thrown by SWR fetchers so that SWR's `error` carries the failure. */
export class PdpdError extends Error {
  readonly failure: PdpdFailure;

  constructor(failure: PdpdFailure) {
    super(failure.msg || `pdpd call failed with code ${failure.code}`);
    this.name = 'PdpdError';
    this.failure = failure;
  }
}
