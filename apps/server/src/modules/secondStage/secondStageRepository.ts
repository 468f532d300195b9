import {
  SECOND_STAGE_FEE_LINES,
  usdCents,
  type Locale,
  type SecondStageFeeLine,
  type SecondStageFeeLines,
} from '@tijara/domain';
import type { Queryable } from '../../db/database';

/** The order's cost column of each line staff set (migration 0011). */
const FEE_COLUMNS: Record<SecondStageFeeLine, string> = {
  secondStageFee: 'second_stage_fee_cents',
  seaFreight: 'sea_freight_cents',
  insurance: 'insurance_cents',
  supplementaryChinaFreight: 'supplementary_china_freight_cents',
  chinaLoadingFee: 'china_loading_fee_cents',
  domesticStorageFee: 'domestic_storage_fee_cents',
  valueAddedServiceFee: 'value_added_service_fee_cents',
  warehouseStoragePerDay: 'warehouse_storage_per_day_cents',
};

export interface StoredSecondStageFee {
  lines: SecondStageFeeLines;
  /** The user name of the staff member who set it. */
  setBy: string;
  setAt: Date;
}

/** The fee set on an order, or null before staff set it. */
export async function findSecondStageFee(
  db: Queryable,
  orderId: string,
): Promise<StoredSecondStageFee | null> {
  const rows = await db.query<{ lines: Record<string, number>; set_by: string; set_at: Date }>(
    `SELECT f.lines, u.user_name AS set_by, f.set_at
       FROM second_stage_fee f JOIN app_user u ON u.id = f.set_by
      WHERE f.order_id = $1`,
    [orderId],
  );
  const row = rows[0];
  if (!row) return null;
  const lines = Object.fromEntries(
    SECOND_STAGE_FEE_LINES.map((line) => [line, usdCents(row.lines[line] ?? 0)]),
  ) as SecondStageFeeLines;
  return { lines, setBy: row.set_by, setAt: row.set_at };
}

/**
 * Records the fee (who and when) and writes its lines into the order's cost columns, which price
 * stage 2. Called under the order's row lock, once: the primary key refuses a second row.
 */
export async function recordSecondStageFee(
  db: Queryable,
  fee: { orderId: string; lines: SecondStageFeeLines; setBy: string; at: Date },
): Promise<void> {
  await db.query('INSERT INTO second_stage_fee (order_id, lines, set_by, set_at) VALUES ($1, $2, $3, $4)', [
    fee.orderId,
    JSON.stringify(fee.lines),
    fee.setBy,
    fee.at,
  ]);
  const assignments = SECOND_STAGE_FEE_LINES.map((line, index) => `${FEE_COLUMNS[line]} = $${index + 2}`);
  await db.query(`UPDATE customer_order SET ${assignments.join(', ')} WHERE id = $1`, [
    fee.orderId,
    ...SECOND_STAGE_FEE_LINES.map((line) => fee.lines[line]),
  ]);
}

/** How the buyer of an order is reached, and in which language (the order's, else Arabic). */
export async function buyerContactOf(
  db: Queryable,
  orderId: string,
): Promise<{ userName: string; whatsApp: string | null; email: string | null; locale: Locale }> {
  const rows = await db.query<{
    user_name: string;
    area_id: string | null;
    phone: string | null;
    email: string | null;
    locale: Locale | null;
  }>(
    `SELECT u.user_name, u.area_id, u.phone, u.email, o.locale
       FROM customer_order o JOIN app_user u ON u.id = o.buyer_id
      WHERE o.id = $1`,
    [orderId],
  );
  const row = rows[0];
  if (!row) throw new Error(`order ${orderId} has no buyer`);
  return {
    userName: row.user_name,
    // The full WhatsApp number, dialing code and national number, as login codes are sent to it.
    whatsApp: row.area_id !== null && row.phone !== null ? `${row.area_id}${row.phone}` : null,
    email: row.email,
    locale: row.locale ?? 'ar',
  };
}

/** The storage days charged to an order so far and what they came to, in US cents. */
export async function storageCharged(
  db: Queryable,
  orderId: string,
): Promise<{ days: number; charged: number }> {
  const rows = await db.query<{ days: number; charged: number }>(
    `SELECT count(*)::integer AS days, COALESCE(sum(amount_cents), 0)::float8 AS charged
       FROM warehouse_storage_charge WHERE order_id = $1`,
    [orderId],
  );
  return { days: rows[0]?.days ?? 0, charged: rows[0]?.charged ?? 0 };
}

/**
 * Whether stage 2 of the order has an attempt that is not given up: submitted (under review, or
 * with a provider) or approved. Its amount was fixed when it was made, so no storage is added under it.
 */
const STAGE_TWO_ATTEMPT_STANDING = `EXISTS (
  SELECT 1 FROM payment_attempt a
   WHERE a.order_id = o.id AND a.stage = 2
     AND NOT EXISTS (SELECT 1 FROM payment_event e
                      WHERE e.attempt_id = a.id AND e.kind IN ('reviewRejected', 'providerFailed', 'cancelled')))`;

/** An order whose storage is accruing: in logistics payment, with a fee set and a price per day. */
export interface AccruingOrder {
  orderId: string;
  /** When the order entered logistics payment (the fee was set). */
  since: Date;
  perDay: number;
  /** The last day charged, 0 before any. */
  lastDay: number;
}

/**
 * Orders in logistics payment (10) whose free days ended before `freeEndedBefore`, with a price per
 * day above 0 and no stage-2 payment standing, oldest first, at most `limit`.
 */
export async function accruingOrders(
  db: Queryable,
  status: number,
  freeEndedBefore: Date,
  limit: number,
): Promise<AccruingOrder[]> {
  const rows = await db.query<{ order_id: string; since: Date; per_day: number; last_day: number }>(
    `SELECT o.id::text AS order_id, f.set_at AS since, o.warehouse_storage_per_day_cents::float8 AS per_day,
            COALESCE((SELECT max(c.day) FROM warehouse_storage_charge c WHERE c.order_id = o.id), 0) AS last_day
       FROM second_stage_fee f JOIN customer_order o ON o.id = f.order_id
      WHERE o.status = $1 AND f.set_at < $2 AND o.warehouse_storage_per_day_cents > 0
        AND NOT ${STAGE_TWO_ATTEMPT_STANDING}
      ORDER BY f.set_at, o.id
      LIMIT $3`,
    [status, freeEndedBefore, limit],
  );
  return rows.map((row) => ({
    orderId: row.order_id,
    since: row.since,
    perDay: row.per_day,
    lastDay: row.last_day,
  }));
}

/**
 * Locks the order's row and answers whether its storage still accrues now (the same conditions as
 * `accruingOrders`, read again under the lock a payment takes too), with its price per day.
 */
export async function lockAccruingOrder(
  db: Queryable,
  orderId: string,
  status: number,
): Promise<{ perDay: number } | null> {
  const rows = await db.query<{ per_day: number; accruing: boolean }>(
    `SELECT o.warehouse_storage_per_day_cents::float8 AS per_day,
            (o.status = $2 AND NOT ${STAGE_TWO_ATTEMPT_STANDING}) AS accruing
       FROM customer_order o WHERE o.id = $1 FOR UPDATE OF o`,
    [orderId, status],
  );
  const row = rows[0];
  return row?.accruing === true ? { perDay: row.per_day } : null;
}

/**
 * Charges storage day `day` of the order once: the row's primary key lets one insert through,
 * whoever else tries, and only that one adds the amount to the order's accrued storage line.
 * Answers whether this call charged it.
 */
export async function chargeStorageDay(
  db: Queryable,
  charge: { orderId: string; day: number; amount: number; at: Date },
): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO warehouse_storage_charge (order_id, day, amount_cents, charged_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (order_id, day) DO NOTHING RETURNING day`,
    [charge.orderId, charge.day, charge.amount, charge.at],
  );
  if (inserted.length === 0) return false;
  await db.query(
    `UPDATE customer_order
        SET warehouse_overstay_fee_cents = COALESCE(warehouse_overstay_fee_cents, 0) + $2::bigint
      WHERE id = $1`,
    [charge.orderId, charge.amount],
  );
  return true;
}

/** Orders in `status` (shipped within China), oldest first, at most `limit`, with their buyer's name. */
export async function ordersAwaitingFee(
  db: Queryable,
  status: number,
  limit: number,
): Promise<{ orderNo: string; buyerName: string; orderedAt: Date }[]> {
  const rows = await db.query<{ order_no: string; user_name: string; created_at: Date }>(
    `SELECT o.order_no, u.user_name, o.created_at
       FROM customer_order o JOIN app_user u ON u.id = o.buyer_id
      WHERE o.status = $1
      ORDER BY o.created_at, o.id
      LIMIT $2`,
    [status, limit],
  );
  return rows.map((row) => ({ orderNo: row.order_no, buyerName: row.user_name, orderedAt: row.created_at }));
}
