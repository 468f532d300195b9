import { PASSWORD_LOCKOUT_MINUTES } from '@tijara/domain';
import type { Queryable } from '../../db/database';

/**
 * How wrong passwords are counted (issue 12, item 7). The lockout of spec section 8 (6024 with the
 * attempts left, the fifth wrong one in a row locks for 5 minutes, 6025) counts per account AND
 * client address: a stranger who knows a user name locks only their own address out, and the owner
 * still signs in from theirs. A slower account-wide ceiling stops guessing spread over many
 * addresses: 50 wrong passwords within an hour coming from at least 5 different addresses lock the
 * account for everyone for 5 minutes. One address can make at most 5 wrong guesses per 5 minutes
 * (60 an hour), so no single address ever reaches the ceiling, and a handful of them need well
 * over a quarter of an hour of steady guessing to.
 */
export const MAX_WRONG_PASSWORDS = 5;

/** Spec section 8, 6025: "retry in 5 minutes"; the domain's figure, which the message quotes too. */
export const PASSWORD_LOCKOUT_MS = PASSWORD_LOCKOUT_MINUTES * 60 * 1000;

export const ACCOUNT_WIDE_CEILING = {
  wrongPasswords: 50,
  addresses: 5,
  windowMs: 60 * 60 * 1000,
} as const;

/** Per-address counts untouched this long are deleted (any lockout in them ended long before). */
const KEEP_LOCKOUTS_MS = 24 * 60 * 60 * 1000;

/**
 * Counts a guess from `address` before it is checked, atomically: none is allowed while that
 * address is locked out of the account or while its guesses allowed are all in flight, so a burst
 * of parallel guesses cannot exceed the limit. Answers the guess's number (1 for the first), or
 * null when none is allowed.
 */
export async function reserveGuess(
  db: Queryable,
  userId: string,
  address: string,
  now: Date,
): Promise<number | null> {
  const rows = await db.query<{ failed_attempts: number }>(
    `INSERT INTO password_lockout (user_id, client_address, failed_attempts, locked_until, updated_at)
     VALUES ($1, $2, 1, NULL, $3)
     ON CONFLICT (user_id, client_address) DO UPDATE
       SET failed_attempts = password_lockout.failed_attempts + 1, locked_until = NULL, updated_at = $3
       WHERE (password_lockout.locked_until IS NULL OR password_lockout.locked_until <= $3)
         AND password_lockout.failed_attempts < $4
     RETURNING failed_attempts`,
    [userId, address, now, MAX_WRONG_PASSWORDS],
  );
  return rows[0]?.failed_attempts ?? null;
}

/** Until when `address` is locked out of the account (null when it is not). */
export async function addressLockedUntil(
  db: Queryable,
  userId: string,
  address: string,
): Promise<Date | null> {
  const rows = await db.query<{ locked_until: Date | null }>(
    'SELECT locked_until FROM password_lockout WHERE user_id = $1 AND client_address = $2',
    [userId, address],
  );
  return rows[0]?.locked_until ?? null;
}

/** Locks `address` out of the account until `until`; its count starts again from zero afterwards. */
export async function lockAddress(
  db: Queryable,
  userId: string,
  address: string,
  until: Date,
): Promise<void> {
  await db.query(
    `UPDATE password_lockout SET locked_until = $3, failed_attempts = 0, updated_at = $4
     WHERE user_id = $1 AND client_address = $2`,
    [userId, address, until, new Date(until.getTime() - PASSWORD_LOCKOUT_MS)],
  );
}

/** A right password from `address`: its count starts again. The account-wide record stays. */
export async function clearAddressCount(db: Queryable, userId: string, address: string): Promise<void> {
  await db.query('DELETE FROM password_lockout WHERE user_id = $1 AND client_address = $2', [
    userId,
    address,
  ]);
}

/**
 * Records a wrong password for the account-wide ceiling and answers whether the ceiling is now
 * reached. Guesses older than the window are deleted as it goes.
 */
export async function recordWrongPassword(
  db: Queryable,
  userId: string,
  address: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - ACCOUNT_WIDE_CEILING.windowMs);
  await db.query('DELETE FROM password_wrong_guess WHERE guessed_at < $1', [since]);
  await db.query(
    'DELETE FROM password_lockout WHERE updated_at < $1 AND (locked_until IS NULL OR locked_until < $2)',
    [new Date(now.getTime() - KEEP_LOCKOUTS_MS), now],
  );
  await db.query(
    'INSERT INTO password_wrong_guess (user_id, client_address, guessed_at) VALUES ($1, $2, $3)',
    [userId, address, now],
  );
  const rows = await db.query<{ guesses: number; addresses: number }>(
    `SELECT count(*)::int AS guesses, count(DISTINCT client_address)::int AS addresses
     FROM password_wrong_guess WHERE user_id = $1 AND guessed_at >= $2`,
    [userId, since],
  );
  const { guesses = 0, addresses = 0 } = rows[0] ?? {};
  return guesses >= ACCOUNT_WIDE_CEILING.wrongPasswords && addresses >= ACCOUNT_WIDE_CEILING.addresses;
}

/** Until when the whole account is locked by the ceiling (null when it is not). */
export async function accountLockedUntil(db: Queryable, userId: string): Promise<Date | null> {
  const rows = await db.query<{ locked_until: Date | null }>(
    'SELECT locked_until FROM app_user WHERE id = $1',
    [userId],
  );
  return rows[0]?.locked_until ?? null;
}

/** Locks the whole account until `until`, from every address. */
export async function lockAccount(db: Queryable, userId: string, until: Date): Promise<void> {
  await db.query('UPDATE app_user SET locked_until = $2 WHERE id = $1', [userId, until]);
}

/**
 * A new login password lifts every lockout of the account (the owner has just proven who they
 * are, by a code or the old password) and forgets the wrong guesses counted so far.
 */
export async function clearPasswordLockouts(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM password_lockout WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM password_wrong_guess WHERE user_id = $1', [userId]);
}
