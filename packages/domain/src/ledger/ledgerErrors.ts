import type { ErrorKey } from '../validation';

/** What the ledger answers when it refuses a posting (issue 15 item 5). */
export const LEDGER_ERROR = {
  /** A posting whose entries of some currency do not sum to zero, or that is malformed. */
  unbalanced: 'ledger.posting.unbalanced',
  /** A debit larger than what the wallet (or the frozen part of it) holds. */
  insufficientBalance: 'ledger.balance.insufficient',
  /** A request key already used for another movement (a retry must repeat the same movement). */
  idempotencyKeyReused: 'ledger.idempotencyKey.reused',
} as const satisfies Record<string, ErrorKey>;

/** Every error key the ledger can report, for the apps to check their message catalogues. */
export const LEDGER_ERROR_KEYS = Object.values(LEDGER_ERROR);

export type LedgerErrorKey = (typeof LEDGER_ERROR)[keyof typeof LEDGER_ERROR];
