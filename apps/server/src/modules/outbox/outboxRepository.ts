import type { Locale } from '@tijara/domain';
import type { Queryable } from '../../db/database';

export type OutboxChannel = 'email' | 'whatsapp';

/** A one-time code: a WhatsApp login code or an emailed password-reset code. */
export interface CodePayload {
  kind: 'loginCode' | 'resetPasswordCode';
  locale: Locale;
  code: string;
}

/** The confirmation that a quote request arrived, sent to the email it gave. */
export interface QuoteRequestReceivedPayload {
  kind: 'quoteRequestReceived';
  locale: Locale;
  /** The request's id, the reference the buyer quotes to staff. */
  requestId: string;
}

/** The second-stage fee of an order is set: the buyer may pay stage 2 (issue 15 item 6). */
export interface SecondStageFeeDuePayload {
  kind: 'secondStageFeeDue';
  locale: Locale;
  orderNo: string;
  /** Stage 2's amount when the fee was set, in US cents. */
  amountCents: number;
}

/** What a message says; rendered into words (or a WhatsApp template) only at delivery. */
export type OutboxPayload = CodePayload | QuoteRequestReceivedPayload | SecondStageFeeDuePayload;

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  /** An email address, or a WhatsApp number in international form without `+`. */
  recipient: string;
  payload: OutboxPayload;
  /** Delivery attempts so far, this one included. */
  attempts: number;
}

/** Queues a message; call it in the transaction that creates what the message carries. */
export async function enqueueMessage(
  db: Queryable,
  message: { channel: OutboxChannel; recipient: string; payload: OutboxPayload; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO outbox (channel, recipient, payload, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $4)`,
    [message.channel, message.recipient, message.payload, message.now],
  );
}

/**
 * Takes up to `limit` due messages for delivery. Each is leased until `leaseUntil` by moving its
 * next attempt there, in one statement: no transaction stays open while a transport talks to the
 * network, a second worker skips them, and a worker that dies mid-send is retried after the lease.
 */
export async function claimDueMessages(
  db: Queryable,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxMessage[]> {
  const rows = await db.query<{
    id: string;
    channel: OutboxChannel;
    recipient: string;
    payload: OutboxPayload;
    attempts: number;
  }>(
    `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $2
     WHERE id IN (
       SELECT id FROM outbox
       WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1
       ORDER BY next_attempt_at, id LIMIT $3
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id::text AS id, channel, recipient, payload, attempts`,
    [now, leaseUntil, limit],
  );
  return rows;
}

/** Delivered: the code is dropped from the stored payload, which needs it no longer. */
export async function markSent(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE outbox SET sent_at = $2, payload = payload - 'code', last_error = NULL WHERE id = $1`,
    [id, now],
  );
}

/** A failed attempt: retried at `retryAt`, or given up for good when it is null. */
export async function markAttemptFailed(
  db: Queryable,
  id: string,
  error: string,
  now: Date,
  retryAt: Date | null,
): Promise<void> {
  await db.query(
    `UPDATE outbox SET last_error = $2,
       next_attempt_at = COALESCE($4, next_attempt_at),
       failed_at = CASE WHEN $4::timestamptz IS NULL THEN $3::timestamptz ELSE NULL END
     WHERE id = $1`,
    [id, error.slice(0, 2000), now, retryAt],
  );
}
