import {
  BUSINESS_CODE,
  WALLET_ERROR,
  paymentPasswordAttemptsLeft,
  paymentPasswordLockedUntil,
  paymentPasswordMinutesLeft,
  paymentPasswordWindowStart,
} from '@tijara/domain';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { hashSecret, verifySecret } from '../auth/passwordHash';
import { findUserById, setFirstPaymentPasswordHash, setPaymentPasswordHash } from './userRepository';

/** The first payment password; 409 when one is set already (reset replaces it). */
export async function setPaymentPassword(
  db: Database,
  userId: string,
  paymentPassword: string,
): Promise<void> {
  const hash = await hashSecret(paymentPassword);
  if (!(await setFirstPaymentPasswordHash(db, userId, hash))) {
    throw new ApiError(409, 409, 'paymentPasswordAlreadySet');
  }
}

/** Replaces the payment password, proven by the login password (6029 when wrong). */
export async function resetPaymentPassword(
  db: Database,
  userId: string,
  form: { password: string; paymentPassword: string },
): Promise<void> {
  const user = await findUserById(db, userId);
  const hash = user?.passwordHash ?? null;
  const right = hash !== null && (await verifySecret(form.password, hash));
  if (!user || !right) throw new ApiError(400, BUSINESS_CODE.oldPasswordWrong, 'loginPasswordWrong');
  await setPaymentPasswordHash(db, user.id, await hashSecret(form.paymentPassword));
}

/** The first key of the payment password's advisory lock (the ledger's wallets use 1_512_001). */
const PAYMENT_PASSWORD_LOCK_CLASS = 1_512_002;

/** Until when the user's payment password is locked at `now`, or null. */
async function lockedUntil(db: Queryable, userId: string, now: Date): Promise<Date | null> {
  const [row] = await db.query<{ locked_until: Date | string | null }>(
    'SELECT max(locked_until) AS locked_until FROM payment_password_failure WHERE user_id = $1',
    [userId],
  );
  const until = row?.locked_until ? new Date(row.locked_until) : null;
  return until && until > now ? until : null;
}

type Outcome = { kind: 'right' } | { kind: 'locked'; until: Date } | { kind: 'wrong'; remaining: number };

/**
 * Checks the caller's 6-digit payment password before a wallet or saved-card payment (issue 15
 * item 3), with the lockout of the domain's `paymentPasswordLockout.ts`: 5 wrong entries within 15
 * minutes lock it for 15 minutes from the fifth; each wrong entry answers 400
 * `wallet.paymentPassword.incorrect` with the attempts left (`data.remaining`); a locked one 429
 * `wallet.paymentPassword.locked` with the minutes left, `data.retryAt` and `Retry-After`, whether
 * the entry was right or not; no password set 422 `wallet.paymentPassword.notSet`. Resolves when
 * the password is right, which forgets the wrong entries.
 *
 * Takes the database, not a transaction: the entry is recorded in a short transaction of its own,
 * committed whatever the caller does next, so call it before opening the paying transaction. The
 * (slow) hash is checked outside any transaction; its outcome is then recorded under a per-user
 * advisory lock that first looks at the lockout again. So parallel wrong entries are counted one
 * at a time: the fifth locks, and every later one is answered "locked" without its result being
 * told, right or wrong; parallel right entries (two payments at once) never count as wrong.
 */
export async function verifyPaymentPassword(
  db: Database,
  userId: string,
  paymentPassword: string,
  now: Date,
): Promise<void> {
  const user = await findUserById(db, userId);
  const hash = user?.paymentPasswordHash ?? null;
  if (hash === null) throw new ApiError(422, 422, WALLET_ERROR.paymentPasswordNotSet);
  const lockedAlready = await lockedUntil(db, userId, now);
  if (lockedAlready) throw paymentPasswordLocked(lockedAlready, now);
  const right = await verifySecret(paymentPassword, hash);

  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))', [
      PAYMENT_PASSWORD_LOCK_CLASS,
      userId,
    ]);
    const until = await lockedUntil(tx, userId, now);
    if (until) return { kind: 'locked', until };
    if (right) {
      await tx.query('DELETE FROM payment_password_failure WHERE user_id = $1', [userId]);
      return { kind: 'right' };
    }
    // Entries that can no longer count or lock anything go.
    await tx.query(
      `DELETE FROM payment_password_failure
        WHERE user_id = $1 AND attempted_at <= $2 AND (locked_until IS NULL OR locked_until <= $3)`,
      [userId, paymentPasswordWindowStart(now), now],
    );
    const [counted] = await tx.query<{ wrong: number }>(
      'SELECT count(*)::int AS wrong FROM payment_password_failure WHERE user_id = $1 AND attempted_at > $2',
      [userId, paymentPasswordWindowStart(now)],
    );
    const remaining = paymentPasswordAttemptsLeft((counted?.wrong ?? 0) + 1);
    const locksUntil = remaining === 0 ? paymentPasswordLockedUntil(now) : null;
    await tx.query(
      'INSERT INTO payment_password_failure (user_id, attempted_at, locked_until) VALUES ($1, $2, $3)',
      [userId, now, locksUntil],
    );
    return locksUntil ? { kind: 'locked', until: locksUntil } : { kind: 'wrong', remaining };
  });

  if (outcome.kind === 'right') return;
  if (outcome.kind === 'locked') throw paymentPasswordLocked(outcome.until, now);
  const { remaining } = outcome;
  throw new ApiError(400, 400, WALLET_ERROR.paymentPasswordIncorrect, { remaining }, {}, { remaining });
}

function paymentPasswordLocked(until: Date, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new ApiError(
    429,
    429,
    WALLET_ERROR.paymentPasswordLocked,
    { lockoutMinutes: paymentPasswordMinutesLeft(until, now) },
    { 'retry-after': String(seconds) },
    { retryAt: until.toISOString(), remaining: 0 },
  );
}
