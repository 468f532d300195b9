import type { Queryable } from '../../db/database';

export interface StoredCard {
  id: string;
  userId: string;
  gateway: string;
  token: string;
  brand: 'VISA' | 'MASTERCARD';
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  createdAt: Date;
}

interface CardRow {
  id: string;
  user_id: string;
  gateway: string;
  token: string;
  brand: 'VISA' | 'MASTERCARD';
  last4: string;
  expiry_month: number;
  expiry_year: number;
  created_at: Date | string;
}

const CARD_COLUMNS = `id::text AS id, user_id::text AS user_id, gateway, token, brand, last4, expiry_month,
  expiry_year, created_at`;

const cardOf = (row: CardRow): StoredCard => ({
  id: row.id,
  userId: row.user_id,
  gateway: row.gateway,
  token: row.token,
  brand: row.brand,
  last4: row.last4,
  expiryMonth: Number(row.expiry_month),
  expiryYear: Number(row.expiry_year),
  createdAt: new Date(row.created_at),
});

/** The user's live cards, newest first. */
export async function listCards(db: Queryable, userId: string): Promise<StoredCard[]> {
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM payment_card WHERE user_id = $1 AND deleted_at IS NULL ORDER BY id DESC`,
    [userId],
  );
  return rows.map(cardOf);
}

/** One of the user's live cards; another user's or a deleted one is null. */
export async function findCard(db: Queryable, userId: string, cardId: string): Promise<StoredCard | null> {
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM payment_card WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL`,
    [cardId, userId],
  );
  return rows[0] ? cardOf(rows[0]) : null;
}

/** Any card by id, deleted or not (the card a charge was made with). */
export async function findCardById(db: Queryable, cardId: string): Promise<StoredCard | null> {
  const rows = await db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM payment_card WHERE id = $1`, [cardId]);
  return rows[0] ? cardOf(rows[0]) : null;
}

/** Serialises the user's card changes (the count limit, one live card per token). */
export async function lockCardOwner(db: Queryable, userId: string): Promise<void> {
  await db.query('SELECT id FROM app_user WHERE id = $1 FOR UPDATE', [userId]);
}

export async function insertCard(db: Queryable, card: Omit<StoredCard, 'id'>): Promise<StoredCard> {
  const [row] = await db.query<CardRow>(
    `INSERT INTO payment_card (user_id, gateway, token, brand, last4, expiry_month, expiry_year, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${CARD_COLUMNS}`,
    [
      card.userId,
      card.gateway,
      card.token,
      card.brand,
      card.last4,
      card.expiryMonth,
      card.expiryYear,
      card.createdAt,
    ],
  );
  if (!row) throw new Error('the card was not stored');
  return cardOf(row);
}

/** Marks the user's card deleted; false when it is not a live card of theirs. */
export async function markCardDeleted(
  db: Queryable,
  userId: string,
  cardId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `UPDATE payment_card SET deleted_at = $3 WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL
     RETURNING id::text AS id`,
    [cardId, userId, at],
  );
  return rows.length > 0;
}

/** Whether any live card (any user's) still holds this gateway token. */
export async function tokenInUse(db: Queryable, gateway: string, token: string): Promise<boolean> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM payment_card WHERE gateway = $1 AND token = $2 AND deleted_at IS NULL',
    [gateway, token],
  );
  return (rows[0]?.n ?? 0) > 0;
}

export type ChargeStatus = 'pending' | 'paid' | 'declined';

export interface StoredCharge {
  attemptId: string;
  cardId: string;
  gatewayOrderId: string;
  gatewayTransactionId: string;
  amount: number;
  status: ChargeStatus;
  gatewayCode: string | null;
}

interface ChargeRow {
  attempt_id: string;
  card_id: string;
  gateway_order_id: string;
  gateway_transaction_id: string;
  amount_cents: string | number;
  status: ChargeStatus;
  gateway_code: string | null;
}

const chargeOf = (row: ChargeRow): StoredCharge => ({
  attemptId: row.attempt_id,
  cardId: row.card_id,
  gatewayOrderId: row.gateway_order_id,
  gatewayTransactionId: row.gateway_transaction_id,
  amount: Number(row.amount_cents),
  status: row.status,
  gatewayCode: row.gateway_code,
});

export async function insertCharge(
  db: Queryable,
  charge: Omit<StoredCharge, 'status' | 'gatewayCode'>,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO card_charge (attempt_id, card_id, gateway_order_id, gateway_transaction_id, amount_cents,
        status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, $6)`,
    [charge.attemptId, charge.cardId, charge.gatewayOrderId, charge.gatewayTransactionId, charge.amount, at],
  );
}

export async function findCharge(db: Queryable, attemptId: string): Promise<StoredCharge | null> {
  const rows = await db.query<ChargeRow>(
    `SELECT attempt_id::text AS attempt_id, card_id::text AS card_id, gateway_order_id, gateway_transaction_id,
            amount_cents, status, gateway_code
       FROM card_charge WHERE attempt_id = $1`,
    [attemptId],
  );
  return rows[0] ? chargeOf(rows[0]) : null;
}

export async function setChargeStatus(
  db: Queryable,
  attemptId: string,
  status: ChargeStatus,
  gatewayCode: string | null,
  at: Date,
): Promise<void> {
  await db.query(
    'UPDATE card_charge SET status = $2, gateway_code = $3, updated_at = $4 WHERE attempt_id = $1',
    [attemptId, status, gatewayCode, at],
  );
}
