import {
  attemptStatusOf,
  type AttemptStatus,
  type IqdPerUsd,
  type PaymentEventKind,
  type PaymentMethod,
  type PaymentRejectReason,
  type PaymentStage,
} from '@tijara/domain';
import type { Queryable } from '../../db/database';

/*
 * The store of the payment area (migration 0013): attempts, their append-only events and the
 * vouchers. Every write happens inside the caller's transaction, after it locked the order's row.
 */

export interface StoredAttempt {
  id: string;
  orderId: string;
  orderNo: string;
  stage: PaymentStage;
  method: PaymentMethod;
  amount: number;
  currency: 'USD' | 'IQD';
  iqdAmount: number | null;
  iqdPerUsd: IqdPerUsd | null;
  idempotencyKey: string;
  buyerId: string;
  createdAt: Date;
  status: AttemptStatus;
  decision: {
    kind: PaymentEventKind;
    reason: PaymentRejectReason | null;
    actorId: string | null;
    at: Date;
  } | null;
  voucherIds: string[];
}

interface AttemptRow {
  id: string;
  order_id: string;
  order_no: string;
  stage: number;
  method: PaymentMethod;
  amount: number;
  currency: 'USD' | 'IQD';
  iqd_amount: number | null;
  iqd_per_usd: string | null;
  idempotency_key: string;
  buyer_id: string;
  created_at: Date | string;
  decision_kind: PaymentEventKind | null;
  decision_reason: PaymentRejectReason | null;
  decision_actor: string | null;
  decided_at: Date | string | null;
  voucher_ids: string[] | null;
}

/** Amounts are bigint; read as float8, exact below 2^53. */
const ATTEMPT_COLUMNS = `a.id::text AS id, a.order_id::text AS order_id, a.order_no, a.stage, a.method,
  a.amount_cents::float8 AS amount, a.currency, a.iqd_amount::float8 AS iqd_amount,
  a.iqd_per_usd::text AS iqd_per_usd, a.idempotency_key, a.buyer_id::text AS buyer_id, a.created_at,
  d.kind AS decision_kind, d.reason AS decision_reason, d.actor_id::text AS decision_actor, d.at AS decided_at,
  (SELECT array_agg(v.voucher_id::text ORDER BY v.position) FROM payment_attempt_voucher v
    WHERE v.attempt_id = a.id) AS voucher_ids`;

const ATTEMPT_FROM = `payment_attempt a
  LEFT JOIN payment_event d ON d.attempt_id = a.id AND d.kind <> 'submitted'`;

function storedAttempt(row: AttemptRow): StoredAttempt {
  const kinds: PaymentEventKind[] = ['submitted', ...(row.decision_kind ? [row.decision_kind] : [])];
  return {
    id: row.id,
    orderId: row.order_id,
    orderNo: row.order_no,
    stage: row.stage as PaymentStage,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    iqdAmount: row.iqd_amount,
    iqdPerUsd: row.iqd_per_usd === null ? null : (Number(row.iqd_per_usd) as IqdPerUsd),
    idempotencyKey: row.idempotency_key,
    buyerId: row.buyer_id,
    createdAt: new Date(row.created_at),
    status: attemptStatusOf(kinds),
    decision:
      row.decision_kind === null || row.decided_at === null
        ? null
        : {
            kind: row.decision_kind,
            reason: row.decision_reason,
            actorId: row.decision_actor,
            at: new Date(row.decided_at),
          },
    voucherIds: row.voucher_ids ?? [],
  };
}

/** The attempts of an order (of one stage when given), oldest first. */
export async function listAttempts(
  db: Queryable,
  orderId: string,
  stage?: PaymentStage,
): Promise<StoredAttempt[]> {
  const rows = await db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM ${ATTEMPT_FROM}
      WHERE a.order_id = $1 AND ($2::smallint IS NULL OR a.stage = $2::smallint)
      ORDER BY a.id`,
    [orderId, stage ?? null],
  );
  return rows.map(storedAttempt);
}

export async function findAttempt(db: Queryable, attemptId: string): Promise<StoredAttempt | null> {
  const rows = await db.query<AttemptRow>(`SELECT ${ATTEMPT_COLUMNS} FROM ${ATTEMPT_FROM} WHERE a.id = $1`, [
    attemptId,
  ]);
  const row = rows[0];
  return row ? storedAttempt(row) : null;
}

export async function findAttemptByKey(
  db: Queryable,
  buyerId: string,
  idempotencyKey: string,
): Promise<StoredAttempt | null> {
  const rows = await db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM ${ATTEMPT_FROM} WHERE a.buyer_id = $1 AND a.idempotency_key = $2`,
    [buyerId, idempotencyKey],
  );
  const row = rows[0];
  return row ? storedAttempt(row) : null;
}

export interface NewAttempt {
  orderId: string;
  orderNo: string;
  stage: PaymentStage;
  method: PaymentMethod;
  amount: number;
  currency: 'USD' | 'IQD';
  iqdAmount: number | null;
  iqdPerUsd: IqdPerUsd | null;
  idempotencyKey: string;
  buyerId: string;
  at: Date;
  voucherIds: readonly string[];
}

/** Stores an attempt with its `submitted` event and its vouchers; answers its id. */
export async function insertAttempt(db: Queryable, attempt: NewAttempt): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO payment_attempt (order_id, order_no, stage, method, amount_cents, currency, iqd_amount,
        iqd_per_usd, idempotency_key, buyer_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING id::text AS id`,
    [
      attempt.orderId,
      attempt.orderNo,
      attempt.stage,
      attempt.method,
      attempt.amount,
      attempt.currency,
      attempt.iqdAmount,
      attempt.iqdPerUsd,
      attempt.idempotencyKey,
      attempt.buyerId,
      attempt.at,
    ],
  );
  if (!row) throw new Error('the payment attempt was not stored');
  await insertEvent(db, { attemptId: row.id, kind: 'submitted', actorId: attempt.buyerId, at: attempt.at });
  if (attempt.voucherIds.length > 0) {
    await db.query(
      `INSERT INTO payment_attempt_voucher (attempt_id, voucher_id, position)
       SELECT $1, voucher.id, voucher.position
         FROM unnest($2::uuid[]) WITH ORDINALITY AS voucher (id, position)`,
      [row.id, attempt.voucherIds],
    );
  }
  return row.id;
}

export async function insertEvent(
  db: Queryable,
  event: {
    attemptId: string;
    kind: PaymentEventKind;
    reason?: PaymentRejectReason | null;
    note?: string;
    actorId: string | null;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO payment_event (attempt_id, kind, reason, note, actor_id, at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [event.attemptId, event.kind, event.reason ?? null, event.note ?? '', event.actorId, event.at],
  );
}

/** Records when the order's first payment was approved (the order's `paid_at`, spec section 3). */
export async function markOrderPaid(db: Queryable, orderId: string, at: Date): Promise<void> {
  await db.query('UPDATE customer_order SET paid_at = COALESCE(paid_at, $2) WHERE id = $1', [orderId, at]);
}

/** Of `voucherIds`, those the buyer uploaded, each with whether it already proves an attempt. */
export async function vouchersOf(
  db: Queryable,
  buyerId: string,
  voucherIds: readonly string[],
): Promise<{ id: string; used: boolean }[]> {
  return db.query<{ id: string; used: boolean }>(
    `SELECT v.id::text AS id,
            EXISTS (SELECT 1 FROM payment_attempt_voucher l WHERE l.voucher_id = v.id) AS used
       FROM payment_voucher v
      WHERE v.id = ANY($2::uuid[]) AND v.buyer_id = $1`,
    [buyerId, voucherIds],
  );
}

/** How many vouchers the buyer uploaded after `since`. */
export async function countVouchersSince(db: Queryable, buyerId: string, since: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM payment_voucher WHERE buyer_id = $1 AND created_at > $2',
    [buyerId, since],
  );
  return row?.count ?? 0;
}

export async function insertVoucher(
  db: Queryable,
  voucher: {
    id: string;
    buyerId: string;
    bytes: Uint8Array;
    contentType: string;
    sha256: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO payment_voucher (id, buyer_id, bytes, content_type, size, sha256, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      voucher.id,
      voucher.buyerId,
      voucher.bytes,
      voucher.contentType,
      voucher.bytes.byteLength,
      voucher.sha256,
      voucher.at,
    ],
  );
}

/** A voucher's picture: the buyer's own when `buyerId` is given, any for finance. */
export async function readVoucherImage(
  db: Queryable,
  voucherId: string,
  buyerId: string | null,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const rows = await db.query<{ bytes: Uint8Array; content_type: string }>(
    `SELECT bytes, content_type FROM payment_voucher
      WHERE id = $1 AND ($2::bigint IS NULL OR buyer_id = $2::bigint)`,
    [voucherId, buyerId],
  );
  const row = rows[0];
  return row ? { bytes: new Uint8Array(row.bytes), contentType: row.content_type } : null;
}

export interface ReviewRow {
  attempt: StoredAttempt;
  buyer: { userId: string; userName: string; phone: string; email: string };
  previousRejections: number;
}

/** The attempts waiting for finance (transfers and cash without a decision), oldest first. */
export async function listUndecided(db: Queryable, methods: readonly PaymentMethod[]): Promise<ReviewRow[]> {
  const rows = await db.query<
    AttemptRow & { user_name: string; phone: string | null; email: string | null; rejections: number }
  >(
    `SELECT ${ATTEMPT_COLUMNS}, u.user_name, u.phone, u.email,
            (SELECT count(*)::int FROM payment_attempt p
               JOIN payment_event e ON e.attempt_id = p.id AND e.kind = 'reviewRejected'
              WHERE p.order_id = a.order_id AND p.stage = a.stage) AS rejections
       FROM ${ATTEMPT_FROM}
       JOIN app_user u ON u.id = a.buyer_id
      WHERE d.id IS NULL AND a.method = ANY($1::text[])
      ORDER BY a.created_at, a.id
      LIMIT 500`,
    [methods],
  );
  return rows.map((row) => ({
    attempt: storedAttempt(row),
    buyer: { userId: row.buyer_id, userName: row.user_name, phone: row.phone ?? '', email: row.email ?? '' },
    previousRejections: row.rejections,
  }));
}
