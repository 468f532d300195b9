import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { newBearerToken, TOKEN_LIFETIME_MS, tokenHash } from './bearerToken';
import { insertToken } from './tokenRepository';

/** Starts a session for `userId` and answers the bearer token; only its hash is stored. */
export async function startSession(db: Queryable, clock: Clock, userId: string): Promise<string> {
  const token = newBearerToken();
  const createdAt = clock.now();
  await insertToken(db, {
    hash: tokenHash(token),
    userId,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
}
