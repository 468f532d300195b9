import {
  LEDGER_ERROR,
  WALLET_ERROR,
  freezeBonus,
  freezePosting,
  freezeReleaseAt,
  freezeReleasePosting,
  frozenWalletAccount,
  iqdDinars,
  stagePaidFromWalletPosting,
  walletAccount,
  type FreezeDays,
  type IqdDinars,
  type IqdPerUsd,
  type PaymentStage,
  type UsdCents,
} from '@tijara/domain';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { LedgerRefusal, balanceOf, post } from '../ledger';

/**
 * The wallet over the ledger (issue 15 item 5): its balances are the ledger's sums, a freeze and
 * its release are ledger movements, and `wallet_freeze` (migration 0014) says which freezes exist
 * and which were released.
 */

export interface StoredFreeze {
  id: string;
  userId: string;
  requestId: string;
  amountIqd: number;
  days: FreezeDays;
  bonusIqd: number;
  startedAt: Date;
  endsAt: Date;
}

interface FreezeRow {
  id: string;
  user_id: string;
  request_id: string;
  amount_iqd: string;
  days: number;
  bonus_iqd: string;
  started_at: Date | string;
  ends_at: Date | string;
}

const FREEZE_COLUMNS = `id::text AS id, user_id::text AS user_id, request_id::text AS request_id,
  amount_iqd::text AS amount_iqd, days, bonus_iqd::text AS bonus_iqd, started_at, ends_at`;

function toFreeze(row: FreezeRow): StoredFreeze {
  return {
    id: row.id,
    userId: row.user_id,
    requestId: row.request_id,
    amountIqd: Number(row.amount_iqd),
    days: row.days as FreezeDays,
    bonusIqd: Number(row.bonus_iqd),
    startedAt: new Date(row.started_at),
    endsAt: new Date(row.ends_at),
  };
}

/** What a freeze's movements name as their reference (the history's `reference`). */
export const freezeReference = (freezeId: string) => `freeze:${freezeId}`;

/** The wallet's figures: available and held-in-dollars balances, and the frozen dinars. */
export async function walletBalances(db: Queryable, userId: string) {
  const wallet = walletAccount(userId);
  const [availableIqd, heldUsdCents, frozenIqd] = await Promise.all([
    balanceOf(db, wallet, 'IQD'),
    balanceOf(db, wallet, 'USD'),
    balanceOf(db, frozenWalletAccount(userId), 'IQD'),
  ]);
  return { availableIqd, heldUsdCents, frozenIqd };
}

/** The caller's freezes not yet released, the soonest to end first. */
export async function activeFreezes(db: Queryable, userId: string): Promise<StoredFreeze[]> {
  const rows = await db.query<FreezeRow>(
    `SELECT ${FREEZE_COLUMNS} FROM wallet_freeze f
      WHERE f.user_id = $1 AND NOT EXISTS (SELECT 1 FROM wallet_freeze_release r WHERE r.freeze_id = f.id)
      ORDER BY f.ends_at, f.id`,
    [userId],
  );
  return rows.map(toFreeze);
}

/**
 * Freezes `amountIqd` of the buyer's available balance for `days` (the payment password is the
 * caller's to check first), in one transaction: the ledger movement (idempotent by
 * `wallet-freeze:<user>:<requestId>`, refused when the wallet holds less, under the wallet's
 * lock, so parallel freezes never overdraw it) and the freeze's row. The bonus is the domain's
 * `freezeBonus`, rounded down to the dinar, fixed when the freeze is made. The same `requestId`
 * again answers the first freeze; with another amount or length it is refused (409).
 */
export async function freezeFromWallet(
  db: Database,
  input: { userId: string; requestId: string; amountIqd: IqdDinars; days: FreezeDays; now: Date },
): Promise<StoredFreeze> {
  const { userId, requestId, amountIqd, days, now } = input;
  const reused = () => new ApiError(409, 409, WALLET_ERROR.freezeRequestReused);
  try {
    return await db.transaction(async (tx) => {
      const [next] = await tx.query<{ id: string }>(
        "SELECT nextval(pg_get_serial_sequence('wallet_freeze', 'id'))::text AS id",
      );
      const freezeId = next!.id;
      const posting = freezePosting({ userId, amount: amountIqd, days });
      const movement = await post(
        tx,
        { ...posting, memo: { ...posting.memo, reference: freezeReference(freezeId) } },
        `wallet-freeze:${userId}:${requestId}`,
        { createdBy: userId, at: now },
      );
      const inserted = await tx.query<FreezeRow>(
        `INSERT INTO wallet_freeze
           (id, user_id, request_id, amount_iqd, days, bonus_iqd, started_at, ends_at, ledger_transaction_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (user_id, request_id) DO NOTHING
         RETURNING ${FREEZE_COLUMNS}`,
        [
          freezeId,
          userId,
          requestId,
          amountIqd,
          days,
          freezeBonus(amountIqd, days),
          now,
          freezeReleaseAt(now, days),
          movement.transactionId,
        ],
      );
      if (inserted[0]) return toFreeze(inserted[0]);
      const [first] = await tx.query<FreezeRow>(
        `SELECT ${FREEZE_COLUMNS} FROM wallet_freeze WHERE user_id = $1 AND request_id = $2`,
        [userId, requestId],
      );
      const existing = toFreeze(first!);
      if (existing.amountIqd !== amountIqd || existing.days !== days) throw reused();
      return existing;
    });
  } catch (error) {
    if (error instanceof LedgerRefusal && error.key === LEDGER_ERROR.insufficientBalance)
      throw new ApiError(422, 422, WALLET_ERROR.freezeInsufficient);
    if (error instanceof LedgerRefusal && error.key === LEDGER_ERROR.idempotencyKeyReused) throw reused();
    throw error;
  }
}

/** Freezes that have ended by `now` and are not yet released, the oldest first. */
export async function dueFreezes(db: Queryable, now: Date, limit: number): Promise<StoredFreeze[]> {
  const rows = await db.query<FreezeRow>(
    `SELECT ${FREEZE_COLUMNS} FROM wallet_freeze f
      WHERE f.ends_at <= $1 AND NOT EXISTS (SELECT 1 FROM wallet_freeze_release r WHERE r.freeze_id = f.id)
      ORDER BY f.ends_at, f.id
      LIMIT $2`,
    [now, limit],
  );
  return rows.map(toFreeze);
}

/**
 * Releases one freeze (spec section 4: "wallet freeze yields a bonus after the freeze period, then
 * the balance unfreezes"): one balanced movement gives the amount back to the wallet and pays the
 * bonus into it, and the release's row is stored with it. Idempotent: the movement's key is
 * `wallet-freeze-release:<id>` and the row is keyed by the freeze, so a second run (or a second
 * process at the same moment, which waits on the key) releases nothing more. Answers whether this
 * call released it.
 */
export async function releaseFreeze(db: Database, freeze: StoredFreeze, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const posting = freezeReleasePosting({
      userId: freeze.userId,
      amount: iqdDinars(freeze.amountIqd),
      days: freeze.days,
    });
    const movement = await post(
      tx,
      { ...posting, memo: { ...posting.memo, reference: freezeReference(freeze.id) } },
      `wallet-freeze-release:${freeze.id}`,
      { at: now },
    );
    const inserted = await tx.query<{ freeze_id: string }>(
      `INSERT INTO wallet_freeze_release (freeze_id, released_at, ledger_transaction_id)
       VALUES ($1, $2, $3) ON CONFLICT (freeze_id) DO NOTHING RETURNING freeze_id::text AS freeze_id`,
      [freeze.id, now, movement.transactionId],
    );
    return movement.created && inserted.length === 1;
  });
}

export interface WalletPaymentResult {
  transactionId: string;
  /** False when `idempotencyKey` had paid this already: nothing more was taken. */
  created: boolean;
  /** The dinars taken: the stage's dollars at `rate`, rounded to the nearest dinar (`usdToIqd`). */
  amountIqd: number;
}

/**
 * Pays one stage of a USD order from the buyer's IQD wallet, inside the payment area's
 * transaction `tx` (issue 15 item 5): the ledger's `stagePaidFromWalletPosting` debits the wallet
 * the dinars at the rate of the moment and credits the stage the dollars, through `exchange`.
 * `post` locks the wallet and refuses (422 `ledger.balance.insufficient`) when it holds less
 * (`guardSpend`), so parallel payments never overdraw it; the same `idempotencyKey` with the same
 * payment answers the first one and takes nothing more (with another payment, 409). The movement's
 * reference in the history is `order:<orderNo>:<stage>`. The payment password is the caller's to
 * check first, outside `tx` (`verifyPaymentPassword`).
 */
export async function payFromWallet(
  tx: Queryable,
  input: {
    userId: string;
    orderNo: string;
    stage: PaymentStage;
    amountUsd: UsdCents;
    rate: IqdPerUsd;
    idempotencyKey: string;
    at?: Date;
  },
): Promise<WalletPaymentResult> {
  const posting = stagePaidFromWalletPosting(input);
  const reference = `order:${input.orderNo}:${input.stage}`;
  const movement = await post(
    tx,
    { ...posting, memo: { ...posting.memo, reference } },
    input.idempotencyKey,
    { createdBy: input.userId, ...(input.at ? { at: input.at } : {}) },
  );
  return { ...movement, amountIqd: Number(posting.memo?.dinars) };
}
