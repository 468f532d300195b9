import {
  WALLET_ERROR,
  iqdDinars,
  rechargePosting,
  WALLET_TOP_UP_METHODS,
  type PaymentRejectReason,
  type WalletTopUpAnyMethod,
  type WalletTopUpMethod,
  type WalletTopUpStatus,
} from '@tijara/domain';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { post } from '../ledger';
import { vouchersOf } from '../payment/paymentRepository';

/**
 * Wallet top-ups (migration 0021): the buyer's request with its vouchers, and finance's one
 * decision; an approval credits the wallet through the ledger in the same transaction.
 */

export interface StoredTopUp {
  id: string;
  userId: string;
  requestId: string;
  method: WalletTopUpAnyMethod;
  amountIqd: number;
  createdAt: Date;
  voucherIds: string[];
  status: WalletTopUpStatus;
  rejectReason: PaymentRejectReason | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  note: string;
  buyer: { userId: string; userName: string; phone: string; email: string };
}

interface TopUpRow {
  id: string;
  user_id: string;
  request_id: string;
  method: WalletTopUpAnyMethod;
  amount_iqd: string;
  created_at: Date | string;
  voucher_ids: string[] | null;
  decision: 'approved' | 'rejected' | 'failed' | null;
  reason: PaymentRejectReason | null;
  decided_by: string | null;
  decided_at: Date | string | null;
  note: string | null;
  user_name: string;
  phone: string | null;
  email: string | null;
}

const TOP_UP_SELECT = `
  SELECT t.id::text AS id, t.user_id::text AS user_id, t.request_id::text AS request_id, t.method,
         t.amount_iqd::text AS amount_iqd, t.created_at,
         (SELECT array_agg(v.voucher_id::text ORDER BY v.position) FROM wallet_top_up_voucher v
           WHERE v.top_up_id = t.id) AS voucher_ids,
         d.decision, d.reason, d.decided_by::text AS decided_by, d.decided_at, d.note,
         u.user_name, u.phone, u.email
    FROM wallet_top_up t
    JOIN app_user u ON u.id = t.user_id
    LEFT JOIN wallet_top_up_decision d ON d.top_up_id = t.id`;

function toTopUp(row: TopUpRow): StoredTopUp {
  return {
    id: row.id,
    userId: row.user_id,
    requestId: row.request_id,
    method: row.method,
    amountIqd: Number(row.amount_iqd),
    createdAt: new Date(row.created_at),
    voucherIds: row.voucher_ids ?? [],
    status: row.decision ?? 'pending',
    rejectReason: row.reason,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
    note: row.note ?? '',
    buyer: { userId: row.user_id, userName: row.user_name, phone: row.phone ?? '', email: row.email ?? '' },
  };
}

/** What an approved top-up's movement names as its reference (the wallet history's `reference`). */
export const topUpReference = (topUpId: string) => `top-up:${topUpId}`;

/** The ledger key of a top-up's one credit. */
export const topUpLedgerKey = (topUpId: string) => `wallet-top-up:${topUpId}`;

const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: unknown }).code === '23505' &&
  (error as { constraint?: unknown }).constraint === constraint;

const reused = () => new ApiError(409, 409, WALLET_ERROR.topUpRequestReused);
const voucherUsed = () => new ApiError(409, 409, 'payment.voucherUsed');

export async function findByRequest(db: Queryable, userId: string, requestId: string) {
  const rows = await db.query<TopUpRow>(`${TOP_UP_SELECT} WHERE t.user_id = $1 AND t.request_id = $2`, [
    userId,
    requestId,
  ]);
  return rows[0] ? toTopUp(rows[0]) : null;
}

/** One top-up; with `userId`, only when it is that buyer's (another's answers null). */
export async function findTopUp(db: Queryable, topUpId: string, userId: string | null = null) {
  const rows = await db.query<TopUpRow>(
    `${TOP_UP_SELECT} WHERE t.id = $1 AND ($2::bigint IS NULL OR t.user_id = $2::bigint)`,
    [topUpId, userId],
  );
  return rows[0] ? toTopUp(rows[0]) : null;
}

const sameRequest = (
  stored: StoredTopUp,
  input: { method: WalletTopUpMethod; amountIqd: number; voucherIds: readonly string[] },
) =>
  stored.method === input.method &&
  stored.amountIqd === input.amountIqd &&
  stored.voucherIds.length === input.voucherIds.length &&
  stored.voucherIds.every((id, index) => id === input.voucherIds[index]?.toLowerCase());

/**
 * Stores a buyer's top-up request with its vouchers in one transaction. The same `requestId`
 * again answers the first top-up (refused, 409, when its details differ); the vouchers must be the
 * buyer's own (404) and prove nothing else yet (409).
 */
export async function createTopUp(
  db: Database,
  input: {
    userId: string;
    requestId: string;
    method: WalletTopUpMethod;
    amountIqd: number;
    voucherIds: readonly string[];
    now: Date;
  },
): Promise<StoredTopUp> {
  const first = await findByRequest(db, input.userId, input.requestId);
  if (first) {
    if (!sameRequest(first, input)) throw reused();
    return first;
  }
  try {
    return await db.transaction(async (tx) => {
      if (input.voucherIds.length > 0) {
        const found = await vouchersOf(tx, input.userId, input.voucherIds);
        if (found.length !== input.voucherIds.length) throw new ApiError(404, 404, 'payment.voucherNotFound');
        if (found.some((voucher) => voucher.used)) throw voucherUsed();
      }
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO wallet_top_up (user_id, request_id, method, amount_iqd, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
        [input.userId, input.requestId, input.method, input.amountIqd, input.now.toISOString()],
      );
      const id = row!.id;
      if (input.voucherIds.length > 0)
        await tx.query(
          `INSERT INTO wallet_top_up_voucher (top_up_id, voucher_id, position)
           SELECT $1, voucher.id, voucher.position
             FROM unnest($2::uuid[]) WITH ORDINALITY AS voucher (id, position)`,
          [id, input.voucherIds],
        );
      return (await findTopUp(tx, id))!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'wallet_top_up_request_key')) {
      // A parallel request with the same id committed first: answer it as a repeat.
      const raced = await findByRequest(db, input.userId, input.requestId);
      if (raced && sameRequest(raced, input)) return raced;
      throw reused();
    }
    if (isUniqueViolation(error, 'wallet_top_up_voucher_once')) throw voucherUsed();
    throw error;
  }
}

/** The buyer's top-ups, newest first. */
export async function topUpsOf(db: Queryable, userId: string, limit = 50): Promise<StoredTopUp[]> {
  const rows = await db.query<TopUpRow>(`${TOP_UP_SELECT} WHERE t.user_id = $1 ORDER BY t.id DESC LIMIT $2`, [
    userId,
    limit,
  ]);
  return rows.map(toTopUp);
}

/** The top-ups waiting for finance (by transfer or cash: a provider's are the provider's), oldest first. */
export async function pendingTopUps(db: Queryable, limit = 200): Promise<StoredTopUp[]> {
  const rows = await db.query<TopUpRow>(
    `${TOP_UP_SELECT} WHERE d.top_up_id IS NULL AND t.method = ANY($2::text[]) ORDER BY t.id LIMIT $1`,
    [limit, WALLET_TOP_UP_METHODS],
  );
  return rows.map(toTopUp);
}

/**
 * Records finance's decision on a top-up in one transaction, under the top-up's row lock, so
 * decisions on one top-up run one after the other: an approval posts the wallet's credit (the
 * ledger's `recharge`, key `wallet-top-up:<id>`) and the decision; a rejection only the decision.
 * A decision already recorded is answered as it was when it is the same kind (an idempotent
 * repeat, nothing more credited) or refused (409) when it is the other.
 */
export async function decideTopUp(
  db: Database,
  input: {
    topUpId: string;
    decision: 'approved' | 'rejected';
    reason: PaymentRejectReason | null;
    note?: string;
    actorId: string;
    now: Date;
  },
): Promise<StoredTopUp> {
  return db.transaction(async (tx) => {
    const locked = await tx.query<{ id: string }>(
      'SELECT id::text AS id FROM wallet_top_up WHERE id = $1 FOR UPDATE',
      [input.topUpId],
    );
    if (locked.length === 0) throw new ApiError(404, 404, WALLET_ERROR.topUpNotFound);
    const topUp = (await findTopUp(tx, input.topUpId))!;
    if (!(WALLET_TOP_UP_METHODS as readonly string[]).includes(topUp.method))
      throw new ApiError(409, 409, WALLET_ERROR.topUpByProvider);
    if (topUp.status !== 'pending') {
      if (topUp.status === input.decision) return topUp;
      throw new ApiError(409, 409, WALLET_ERROR.topUpAlreadyDecided);
    }
    let transactionId: string | null = null;
    if (input.decision === 'approved') {
      const posting = rechargePosting({
        userId: topUp.userId,
        method: topUp.method,
        amount: iqdDinars(topUp.amountIqd),
      });
      const movement = await post(
        tx,
        { ...posting, memo: { ...posting.memo, reference: topUpReference(topUp.id) } },
        topUpLedgerKey(topUp.id),
        { createdBy: input.actorId, at: input.now },
      );
      transactionId = movement.transactionId;
    }
    await tx.query(
      `INSERT INTO wallet_top_up_decision
         (top_up_id, decision, reason, note, decided_by, decided_at, ledger_transaction_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        topUp.id,
        input.decision,
        input.decision === 'rejected' ? input.reason : null,
        input.decision === 'rejected' ? (input.note ?? '') : '',
        input.actorId,
        input.now.toISOString(),
        transactionId,
      ],
    );
    return (await findTopUp(tx, topUp.id))!;
  });
}
