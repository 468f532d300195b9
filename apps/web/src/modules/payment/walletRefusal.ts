import type { PdpdFailure } from '@tijara/api';
import { LEDGER_ERROR, WALLET_ERROR } from '@tijara/domain';
import type { IntlShape } from 'react-intl';
import { formatDomainKey } from '../../i18n/domainMessages';

/** Why the server refused to pay a stage from the wallet, as the page answers each. */
export type WalletRefusal =
  /** A wrong payment password (400), with the entries left before the lockout. */
  | { kind: 'incorrect'; attemptsLeft: number }
  /** Too many wrong entries (429): paying with the password is locked for a while. */
  | { kind: 'locked' }
  /** No payment password yet (422): it is set in the account centre. */
  | { kind: 'notSet' }
  /** The wallet holds less than the stage now (422; the balance changed since the page read it). */
  | { kind: 'insufficient' }
  /** Anything else (the stage paid meanwhile, no rate, no answer): the server's words say it. */
  | { kind: 'other' };

/**
 * The kind of a refused wallet payment (`/hello/pay/payment`, contract `payStage`). The envelope
 * carries no message key: a wrong password is the 400 with `data.remaining`, a lockout the 429, and
 * the two 422s of the wallet are told apart by their text, which the server words from the same
 * catalogue in the buyer's language (as the wallet's freeze dialog tells "not set").
 */
export function walletRefusalOf(intl: IntlShape, failure: PdpdFailure): WalletRefusal {
  if (failure.kind !== 'rejected') return { kind: 'other' };
  const remaining = (failure.data as { remaining?: unknown } | null)?.remaining;
  if (failure.code === 400 && typeof remaining === 'number')
    return { kind: 'incorrect', attemptsLeft: remaining };
  if (failure.code === 429) return { kind: 'locked' };
  if (failure.code === 422) {
    if (failure.msg === formatDomainKey(intl, WALLET_ERROR.paymentPasswordNotSet)) return { kind: 'notSet' };
    if (failure.msg === formatDomainKey(intl, LEDGER_ERROR.insufficientBalance))
      return { kind: 'insufficient' };
  }
  return { kind: 'other' };
}
