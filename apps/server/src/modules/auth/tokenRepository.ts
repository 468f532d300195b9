import type { AccountRole } from '@tijara/domain';
import type { Queryable } from '../../db/database';

export interface TokenOwner {
  userId: string;
  level: number;
  /** Read with the token, so a role changed by an administrator applies to the next call. */
  role: AccountRole;
}

export async function insertToken(
  db: Queryable,
  token: { hash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO auth_token (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [token.hash, token.userId, token.createdAt, token.expiresAt],
  );
}

/** The condition on `auth_token t` of a token whose hash is `$hash`, neither revoked nor expired at `$now`. */
const activeToken = (hash: number, now: number) =>
  `t.token_hash = $${hash}::text AND t.revoked_at IS NULL AND t.expires_at > $${now}::timestamptz`;

/** The owner of a token that is neither revoked nor expired at `now`, or null. */
export async function findActiveToken(db: Queryable, hash: string, now: Date): Promise<TokenOwner | null> {
  const rows = await db.query<{ user_id: string; level: number; role: AccountRole }>(
    `SELECT t.user_id::text AS user_id, u.level, u.role
     FROM auth_token t JOIN app_user u ON u.id = t.user_id
     WHERE ${activeToken(1, 2)}`,
    [hash, now],
    { prepare: true },
  );
  const row = rows[0];
  return row ? { userId: row.user_id, level: row.level, role: row.role } : null;
}

/**
 * A `caller` CTE for a statement that checks its caller's token itself (`TokenCheck`,
 * `registerTokenCheckedEndpoint`): the token's owner as `findActiveToken` finds it, one row of
 * `user_id`, `level` and `role`, or no row when the token is unknown, expired or revoked. The
 * statement reads the owner's data through it (`(SELECT user_id FROM caller)`) and returns
 * whether it found the caller, so a token that is not valid reads nothing and says so.
 */
export function callerCte(hashParameter: number, nowParameter: number): string {
  return `caller AS (
       SELECT t.user_id, u.level, u.role FROM auth_token t JOIN app_user u ON u.id = t.user_id
        WHERE ${activeToken(hashParameter, nowParameter)}
     )`;
}

export async function revokeToken(db: Queryable, hash: string, now: Date): Promise<void> {
  await db.query('UPDATE auth_token SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    hash,
    now,
  ]);
}

/** Signs the user out everywhere, except the session `keepHash` when given (the one asking). */
export async function revokeUserTokens(
  db: Queryable,
  userId: string,
  now: Date,
  keepHash: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE auth_token SET revoked_at = $2
     WHERE user_id = $1 AND revoked_at IS NULL AND ($3::text IS NULL OR token_hash <> $3)`,
    [userId, now, keepHash],
  );
}
