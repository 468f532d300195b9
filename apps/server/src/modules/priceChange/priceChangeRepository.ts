import {
  VIP_PRICE_CHANGE_STATUSES,
  isVipPriceChangeStatus,
  priceRefundPosting,
  usdCents,
  type OrderStatus,
  type UsdCents,
} from '@tijara/domain';
import type { Database, Queryable } from '../../db/database';
import { post } from '../ledger';
import { currentRate } from '../rate/rateRepository';

/*
 * The store of the price-change area (migration 0022): the append-only changes of an order's goods
 * price and the refund of each. Writes happen inside the caller's transaction after it locked the
 * order's row (`findOrder(tx, orderNo, null, true)`), the lock payments and finance take too.
 */

export interface StoredPriceChange {
  id: string;
  orderId: string;
  original: UsdCents;
  previous: UsdCents;
  amount: UsdCents;
  note: string;
  changedById: string;
  changedBy: string;
  changedAt: Date;
  idempotencyKey: string;
  refund: { amount: UsdCents; at: Date; transactionId: string } | null;
}

interface ChangeRow {
  id: string;
  order_id: string;
  original: number;
  previous: number;
  amount: number;
  note: string;
  changed_by_id: string;
  changed_by: string;
  changed_at: Date | string;
  idempotency_key: string;
  refund_amount: number | null;
  refunded_at: Date | string | null;
  refund_transaction_id: string | null;
}

/** Amounts are bigint; read as float8, exact below 2^53 cents. */
const CHANGE_COLUMNS = `c.id::text AS id, c.order_id::text AS order_id, c.original_cents::float8 AS original,
  c.previous_cents::float8 AS previous, c.amount_cents::float8 AS amount, c.note,
  c.changed_by::text AS changed_by_id, u.user_name AS changed_by, c.changed_at,
  c.idempotency_key::text AS idempotency_key, r.amount_cents::float8 AS refund_amount, r.refunded_at,
  r.ledger_transaction_id::text AS refund_transaction_id`;

const CHANGE_FROM = `order_price_change c
  JOIN app_user u ON u.id = c.changed_by
  LEFT JOIN vip_price_refund r ON r.price_change_id = c.id`;

function storedChange(row: ChangeRow): StoredPriceChange {
  return {
    id: row.id,
    orderId: row.order_id,
    original: usdCents(row.original),
    previous: usdCents(row.previous),
    amount: usdCents(row.amount),
    note: row.note,
    changedById: row.changed_by_id,
    changedBy: row.changed_by,
    changedAt: new Date(row.changed_at),
    idempotencyKey: row.idempotency_key,
    refund:
      row.refund_amount === null || row.refunded_at === null || row.refund_transaction_id === null
        ? null
        : {
            amount: usdCents(row.refund_amount),
            at: new Date(row.refunded_at),
            transactionId: row.refund_transaction_id,
          },
  };
}

/** The changes of an order, oldest first, each with its refund. */
export async function changesOf(db: Queryable, orderId: string): Promise<StoredPriceChange[]> {
  const rows = await db.query<ChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM ${CHANGE_FROM} WHERE c.order_id = $1 ORDER BY c.id`,
    [orderId],
  );
  return rows.map(storedChange);
}

/** The change a request key made, of any order. */
export async function changeByKey(db: Queryable, idempotencyKey: string): Promise<StoredPriceChange | null> {
  const rows = await db.query<ChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM ${CHANGE_FROM} WHERE c.idempotency_key = $1`,
    [idempotencyKey],
  );
  return rows[0] ? storedChange(rows[0]) : null;
}

/**
 * Stores one change (the caller checked the domain's rule under the order's lock). Answers false
 * when the request key was taken meanwhile (a parallel request with the same key, which committed
 * first): the caller reads that change and compares.
 */
export async function insertChange(
  tx: Queryable,
  change: {
    orderId: string;
    original: UsdCents;
    previous: UsdCents;
    amount: UsdCents;
    note: string;
    changedBy: string;
    at: Date;
    idempotencyKey: string;
  },
): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO order_price_change
       (order_id, original_cents, previous_cents, amount_cents, note, changed_by, changed_at, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING id::text AS id`,
    [
      change.orderId,
      change.original,
      change.previous,
      change.amount,
      change.note,
      change.changedBy,
      change.at,
      change.idempotencyKey,
    ],
  );
  return rows.length === 1;
}

/** A change the weekly job still has to refund, with what it needs to post the refund. */
export interface DueRefund {
  changeId: string;
  orderId: string;
  orderNo: string;
  buyerId: string;
  amount: UsdCents;
}

/**
 * Changes not yet refunded, of orders where a refund is paid (stage 1 paid, neither cancelled nor
 * terminated: `VIP_PRICE_CHANGE_STATUSES`), the oldest first.
 */
export async function dueRefunds(db: Queryable, limit: number): Promise<DueRefund[]> {
  const rows = await db.query<{
    change_id: string;
    order_id: string;
    order_no: string;
    buyer_id: string;
    amount: number;
  }>(
    `SELECT c.id::text AS change_id, o.id::text AS order_id, o.order_no, o.buyer_id::text AS buyer_id,
            (c.previous_cents - c.amount_cents)::float8 AS amount
       FROM order_price_change c
       JOIN customer_order o ON o.id = c.order_id
      WHERE o.status = ANY($1::int[])
        AND NOT EXISTS (SELECT 1 FROM vip_price_refund r WHERE r.price_change_id = c.id)
      ORDER BY c.id
      LIMIT $2`,
    [VIP_PRICE_CHANGE_STATUSES, limit],
  );
  return rows.map((row) => ({
    changeId: row.change_id,
    orderId: row.order_id,
    orderNo: row.order_no,
    buyerId: row.buyer_id,
    amount: usdCents(row.amount),
  }));
}

/** What a refund's movement names in the wallet's history. */
export const priceRefundReference = (orderNo: string, changeId: string) =>
  `price-change:${orderNo}:${changeId}`;

/**
 * Refunds one change into the buyer's wallet (spec section 6: "negotiated refunds go to the
 * prepaid account"), in its own transaction: under the order's row lock (a cancellation or a
 * termination waits, or is waited for, and then no refund is paid), one balanced ledger movement
 * (`priceRefundPosting`: `expense:vip-price-refund` debited the dollars, the wallet credited them as
 * dinars at the rate of the moment, or as dollars while no rate is set; keyed
 * `vip-price-refund:<change id>`) and the refund's row, keyed by the change. A second run, or a
 * second process at the same moment, finds the key and the row and pays nothing more. Answers
 * whether this call refunded it.
 */
export async function refundChange(db: Database, due: DueRefund, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ status: number }>(
      'SELECT status FROM customer_order WHERE id = $1 FOR UPDATE',
      [due.orderId],
    );
    if (!order || !isVipPriceChangeStatus(order.status as OrderStatus)) return false;
    // The wallet is kept in dinars: the dollars refunded are credited at the rate of the moment.
    const posting = priceRefundPosting({
      userId: due.buyerId,
      orderNo: due.orderNo,
      amountUsd: due.amount,
      rate: await currentRate(tx),
    });
    const movement = await post(
      tx,
      { ...posting, memo: { ...posting.memo, reference: priceRefundReference(due.orderNo, due.changeId) } },
      `vip-price-refund:${due.changeId}`,
      { at: now },
    );
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO vip_price_refund (price_change_id, amount_cents, refunded_at, ledger_transaction_id)
       VALUES ($1, $2, $3, $4) ON CONFLICT (price_change_id) DO NOTHING
       RETURNING price_change_id::text AS id`,
      [due.changeId, due.amount, now, movement.transactionId],
    );
    return movement.created && inserted.length === 1;
  });
}
