import type { Queryable } from '../../db/database';

/** What a one-time code proves: a phone-code login, or the right to reset a forgotten password. */
export type CodePurpose = 'login' | 'resetPassword';

/**
 * Serialises code requests for one recipient until the transaction ends, so two requests at once
 * cannot both pass the resend wait or the daily limit.
 */
export async function lockRecipient(db: Queryable, purpose: CodePurpose, recipient: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${purpose}:${recipient}`]);
}

export async function codeHistory(
  db: Queryable,
  purpose: CodePurpose,
  recipient: string,
  since: Date,
): Promise<{ lastSentAt: Date | null; sentSince: number }> {
  const rows = await db.query<{ last_sent_at: Date | null; sent_since: number }>(
    `SELECT max(created_at) AS last_sent_at,
            count(*) FILTER (WHERE created_at >= $3)::int AS sent_since
     FROM verification_code WHERE purpose = $1 AND recipient = $2`,
    [purpose, recipient, since],
  );
  return { lastSentAt: rows[0]?.last_sent_at ?? null, sentSince: rows[0]?.sent_since ?? 0 };
}

/** Stores a new code and closes the recipient's older ones: only the newest code works. */
export async function insertCode(
  db: Queryable,
  code: {
    purpose: CodePurpose;
    recipient: string;
    userId: string;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `UPDATE verification_code SET closed_at = $3
     WHERE purpose = $1 AND recipient = $2 AND closed_at IS NULL`,
    [code.purpose, code.recipient, code.createdAt],
  );
  await db.query(
    `INSERT INTO verification_code (purpose, recipient, user_id, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [code.purpose, code.recipient, code.userId, code.codeHash, code.createdAt, code.expiresAt],
  );
}

export interface ReservedGuess {
  id: string;
  userId: string;
  codeHash: string;
  /** Guesses made at this code, this one included. */
  attempts: number;
}

/**
 * Counts one guess at the recipient's open code before it is checked, atomically, and answers
 * what to check it against; null when there is no open, unexpired code with guesses left.
 */
export async function reserveGuess(
  db: Queryable,
  purpose: CodePurpose,
  recipient: string,
  now: Date,
  maxAttempts: number,
): Promise<ReservedGuess | null> {
  const rows = await db.query<{ id: string; user_id: string; code_hash: string; attempts: number }>(
    `UPDATE verification_code SET attempts = attempts + 1
     WHERE id = (
       SELECT id FROM verification_code
       WHERE purpose = $1 AND recipient = $2 AND closed_at IS NULL
       ORDER BY created_at DESC, id DESC LIMIT 1
     ) AND expires_at > $3 AND attempts < $4
     RETURNING id::text AS id, user_id::text AS user_id, code_hash, attempts`,
    [purpose, recipient, now, maxAttempts],
  );
  const row = rows[0];
  return row ? { id: row.id, userId: row.user_id, codeHash: row.code_hash, attempts: row.attempts } : null;
}

/** Closes a code; true when this call closed it (false: it was used or closed meanwhile). */
export async function closeCode(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE verification_code SET closed_at = $2 WHERE id = $1 AND closed_at IS NULL RETURNING id',
    [id, now],
  );
  return rows.length > 0;
}
