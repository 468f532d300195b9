import { LEDGER_ERROR, type LedgerErrorKey } from './ledgerErrors';
import { isLedgerAccount, isLedgerCurrency, type LedgerAccount, type LedgerCurrency } from './ledgerAccount';

/**
 * The sign convention, once for the whole ledger: an entry's `amount` is a signed integer in the
 * currency's minor unit (dinars, US cents), POSITIVE FOR A DEBIT and NEGATIVE FOR A CREDIT. The
 * books are the provider's: a buyer's wallet is what the provider owes, so a recharge credits it
 * (negative) and paying from it debits it (positive). A posting is balanced when, for each
 * currency, its entries sum to zero. An account's balance is the sum of its entries, read on the
 * account's normal side (`balanceFromSum`).
 */
export interface LedgerEntry {
  account: LedgerAccount;
  currency: LedgerCurrency;
  amount: number;
}

/** The movements issue 15 records. */
export const POSTING_KINDS = [
  'recharge',
  'stage-payment',
  'freeze',
  'freeze-release',
  'price-refund',
] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

/** One movement: a balanced set of entries, stored at once or not at all. */
export interface Posting {
  kind: PostingKind;
  entries: readonly LedgerEntry[];
  /** What the movement was for (the rate used, the freeze's length), kept with it; not compared. */
  memo?: Readonly<Record<string, string | number>>;
}

export type BalanceCheck = { ok: true } | { ok: false; key: LedgerErrorKey; problem: string };

const refused = (problem: string): BalanceCheck => ({ ok: false, key: LEDGER_ERROR.unbalanced, problem });

/**
 * Whether a posting may be stored: a known kind, at least two entries, each on a known account and
 * currency with a non-zero safe-integer amount, and the entries of each currency summing to zero.
 */
export function checkBalanced(posting: Posting): BalanceCheck {
  if (!(POSTING_KINDS as readonly string[]).includes(posting.kind))
    return refused(`unknown kind "${String(posting.kind)}"`);
  if (posting.entries.length < 2) return refused('a posting has at least two entries');
  const sums = new Map<LedgerCurrency, number>();
  for (const [index, entry] of posting.entries.entries()) {
    if (!isLedgerAccount(entry.account))
      return refused(`entry ${index}: unknown account "${String(entry.account)}"`);
    if (!isLedgerCurrency(entry.currency))
      return refused(`entry ${index}: unknown currency "${String(entry.currency)}"`);
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0)
      return refused(`entry ${index}: the amount must be a non-zero integer, got ${entry.amount}`);
    const sum = (sums.get(entry.currency) ?? 0) + entry.amount;
    if (!Number.isSafeInteger(sum)) return refused(`the ${entry.currency} entries overflow`);
    sums.set(entry.currency, sum);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) return refused(`the ${currency} entries sum to ${sum}, not 0`);
  }
  return { ok: true };
}

function entryOrder(a: LedgerEntry, b: LedgerEntry): number {
  const key = (entry: LedgerEntry) => `${entry.currency}\u0000${entry.account}`;
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.amount - b.amount;
}

/**
 * Whether two postings move the same money: the same kind and the same entries in any order (the
 * memo is not compared). A repeated idempotency key is answered only when its posting is the same.
 */
export function samePosting(a: Pick<Posting, 'kind' | 'entries'>, b: Pick<Posting, 'kind' | 'entries'>) {
  if (a.kind !== b.kind || a.entries.length !== b.entries.length) return false;
  const left = [...a.entries].sort(entryOrder);
  const right = [...b.entries].sort(entryOrder);
  return left.every((entry, index) => {
    const other = right[index]!;
    return (
      entry.account === other.account && entry.currency === other.currency && entry.amount === other.amount
    );
  });
}
