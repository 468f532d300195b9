import {
  LEDGER_ERROR,
  balanceFromSum,
  checkBalanced,
  mustStayCovered,
  samePosting,
  type LedgerAccount,
  type LedgerCurrency,
  type LedgerEntry,
  type LedgerErrorKey,
  type Posting,
  type PostingKind,
} from '@tijara/domain';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';

/**
 * The ledger's store (issue 15 item 5): postings are appended inside the caller's transaction, a
 * balance is the sum of an account's entries. The database refuses what slips past these checks
 * (migration 0012: balanced at commit, append-only).
 */

/** A refusal of the ledger, with the domain's key: the caller's endpoint answers it as is. */
export class LedgerRefusal extends ApiError {
  constructor(
    readonly key: LedgerErrorKey,
    status: number,
    readonly detail: string,
  ) {
    super(status, status, key);
    this.name = 'LedgerRefusal';
    this.message = `${key}: ${detail}`;
  }
}

/** The first of the two keys of the ledger's advisory locks (`pg_advisory_xact_lock(int, int)`). */
const ACCOUNT_LOCK_CLASS = 1_512_001;

/** What a caller may use as an idempotency key: a request id, `stage-payment:<order>:<stage>`, ... */
const IDEMPOTENCY_KEY_MAX = 200;

function toSafeInteger(text: string, what: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} is not a safe integer: ${text}`);
  return value;
}

/**
 * Locks `account` until the caller's transaction ends and refuses, with the insufficient-balance
 * key, when its balance is below `amount`: two transactions spending from one wallet run one after
 * the other, each seeing what the other committed, so together they cannot overdraw it. An
 * advisory lock (not a row lock: a balance has no row) works alike on PostgreSQL and on PGlite.
 * Answers the balance before the spend.
 */
export async function guardSpend(
  tx: Queryable,
  account: LedgerAccount,
  currency: LedgerCurrency,
  amount: number,
): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`a spend must be a positive integer, got ${amount}`);
  await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))', [ACCOUNT_LOCK_CLASS, account]);
  const balance = await balanceOf(tx, account, currency);
  if (balance < amount)
    throw new LedgerRefusal(
      LEDGER_ERROR.insufficientBalance,
      422,
      `${account} holds ${balance} ${currency}, less than ${amount}`,
    );
  return balance;
}

/** What each account that must stay covered loses in the posting (its net debit), in lock order. */
function spendsOf(posting: Posting): { account: LedgerAccount; currency: LedgerCurrency; amount: number }[] {
  const net = new Map<string, { account: LedgerAccount; currency: LedgerCurrency; amount: number }>();
  for (const entry of posting.entries) {
    if (!mustStayCovered(entry.account)) continue;
    const key = `${entry.account}\u0000${entry.currency}`;
    const current = net.get(key) ?? { account: entry.account, currency: entry.currency, amount: 0 };
    // A credit-normal account loses its balance through debits (positive amounts).
    current.amount += entry.amount;
    net.set(key, current);
  }
  return [...net.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, spend]) => spend)
    .filter((spend) => spend.amount > 0);
}

export interface PostResult {
  transactionId: string;
  /** False when the idempotency key had been used for this same posting: nothing new was stored. */
  created: boolean;
}

interface EntryRow {
  account: LedgerAccount;
  currency: LedgerCurrency;
  amount: string;
}

/**
 * Appends a posting inside the caller's transaction `tx`:
 * - refused (`ledger.posting.unbalanced`, a fault of the caller) unless `checkBalanced` accepts it;
 * - a repeated `idempotencyKey` answers the first transaction and stores nothing, or is refused
 *   (`ledger.idempotencyKey.reused`, 409) when it came with another posting. Concurrent posts of
 *   one key wait for the first to commit or roll back (the key is unique), then read it: this
 *   needs `tx` at READ COMMITTED (the default of `db.transaction`), whose next statement sees it;
 * - every wallet (spendable or frozen) the posting debits is locked and must hold what it loses
 *   (`guardSpend`), so no movement overdraws a buyer's wallet.
 */
export async function post(
  tx: Queryable,
  posting: Posting,
  idempotencyKey: string,
  options: { createdBy?: string | null; at?: Date } = {},
): Promise<PostResult> {
  const check = checkBalanced(posting);
  if (!check.ok) throw new LedgerRefusal(check.key, 500, check.problem);
  if (idempotencyKey.length === 0 || idempotencyKey.length > IDEMPOTENCY_KEY_MAX)
    throw new RangeError(`an idempotency key has 1 to ${IDEMPOTENCY_KEY_MAX} characters`);

  const inserted = await tx.query<{ id: string }>(
    `INSERT INTO ledger_transaction (kind, idempotency_key, created_at, created_by, memo)
     VALUES ($1, $2, COALESCE($3::timestamptz, now()), $4, $5)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id::text AS id`,
    [
      posting.kind,
      idempotencyKey,
      options.at?.toISOString() ?? null,
      options.createdBy ?? null,
      JSON.stringify(posting.memo ?? {}),
    ],
  );
  const transactionId = inserted[0]?.id;
  if (transactionId === undefined) return replay(tx, posting, idempotencyKey);

  for (const spend of spendsOf(posting)) await guardSpend(tx, spend.account, spend.currency, spend.amount);

  const values: unknown[] = [transactionId];
  const rows = posting.entries.map((entry: LedgerEntry, index) => {
    values.push(entry.account, entry.currency, entry.amount);
    return `($1, $${index * 3 + 2}, $${index * 3 + 3}, $${index * 3 + 4})`;
  });
  await tx.query(
    `INSERT INTO ledger_entry (transaction_id, account, currency, amount) VALUES ${rows.join(', ')}`,
    values,
  );
  return { transactionId, created: true };
}

async function replay(tx: Queryable, posting: Posting, idempotencyKey: string): Promise<PostResult> {
  const [first] = await tx.query<{ id: string; kind: PostingKind }>(
    'SELECT id::text AS id, kind FROM ledger_transaction WHERE idempotency_key = $1',
    [idempotencyKey],
  );
  if (!first) throw new Error(`the ledger transaction of key ${idempotencyKey} vanished`);
  const entries = await tx.query<EntryRow>(
    'SELECT account, currency, amount::text AS amount FROM ledger_entry WHERE transaction_id = $1',
    [first.id],
  );
  const stored = {
    kind: first.kind,
    entries: entries.map((row) => ({ ...row, amount: toSafeInteger(row.amount, 'an entry') })),
  };
  if (!samePosting(stored, posting))
    throw new LedgerRefusal(
      LEDGER_ERROR.idempotencyKeyReused,
      409,
      `the key ${idempotencyKey} was used for transaction ${first.id}, another posting`,
    );
  return { transactionId: first.id, created: false };
}

/** The sum of an account's entries in a currency, as stored: positive debit, negative credit. */
export async function sumOf(
  db: Queryable,
  account: LedgerAccount,
  currency: LedgerCurrency,
): Promise<number> {
  const [row] = await db.query<{ sum: string }>(
    `SELECT COALESCE(SUM(amount), 0)::text AS sum FROM ledger_entry WHERE account = $1 AND currency = $2`,
    [account, currency],
  );
  return toSafeInteger(row?.sum ?? '0', 'a balance');
}

/**
 * An account's balance in a currency: the sum of its entries read on the account's normal side
 * (`balanceFromSum`), so a wallet holding 5,000 dinars answers 5,000.
 */
export async function balanceOf(
  db: Queryable,
  account: LedgerAccount,
  currency: LedgerCurrency,
): Promise<number> {
  return balanceFromSum(account, await sumOf(db, account, currency));
}

export interface LedgerMovement {
  transactionId: string;
  kind: PostingKind;
  createdAt: Date;
  currency: LedgerCurrency;
  /** What the movement did to the account's balance (normal side): a recharge of a wallet is positive. */
  amount: number;
  memo: Record<string, string | number>;
}

/**
 * An account's movements, newest first, one per transaction and currency (a freeze's release with
 * its bonus is one movement), a page at a time.
 */
export async function history(
  db: Queryable,
  account: LedgerAccount,
  page: { page: number; pageSize: number },
): Promise<{ total: number; movements: LedgerMovement[] }> {
  if (
    !Number.isSafeInteger(page.page) ||
    page.page < 1 ||
    !Number.isSafeInteger(page.pageSize) ||
    page.pageSize < 1
  )
    throw new RangeError('a page and its size are positive integers');
  const [count] = await db.query<{ total: string }>(
    `SELECT count(*)::text AS total
       FROM (SELECT DISTINCT transaction_id, currency FROM ledger_entry WHERE account = $1) AS movement`,
    [account],
  );
  const rows = await db.query<{
    transaction_id: string;
    kind: PostingKind;
    created_at: Date | string;
    currency: LedgerCurrency;
    sum: string;
    memo: Record<string, string | number>;
  }>(
    `SELECT t.id::text AS transaction_id, t.kind, t.created_at, e.currency, t.memo,
            SUM(e.amount)::text AS sum
       FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
      WHERE e.account = $1
      GROUP BY t.id, e.currency
      ORDER BY t.id DESC, e.currency
      LIMIT $2 OFFSET $3`,
    [account, page.pageSize, (page.page - 1) * page.pageSize],
  );
  return {
    total: toSafeInteger(count?.total ?? '0', 'a count'),
    movements: rows.map((row) => ({
      transactionId: row.transaction_id,
      kind: row.kind,
      createdAt: new Date(row.created_at),
      currency: row.currency,
      amount: balanceFromSum(account, toSafeInteger(row.sum, 'a movement')),
      memo: row.memo,
    })),
  };
}
