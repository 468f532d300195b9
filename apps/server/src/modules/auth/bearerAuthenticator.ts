import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import type { Authenticator, TokenCheck } from '../../http/authentication';
import { bearerTokenOf, tokenHash } from './bearerToken';
import { findActiveToken } from './tokenRepository';

function unauthorized(messageKey: 'error.loginRequired' | 'sessionEnded', challenge: string): ApiError {
  return new ApiError(401, 401, messageKey, {}, { 'www-authenticate': challenge });
}

/**
 * Checks `Authorization: Bearer <token>` against the stored token hashes. No header asks the
 * buyer to log in; a malformed, unknown, expired or revoked token says the session has ended.
 * Both are 401, which the storefront answers by signing out (spec section 7). A handler that
 * checks the token in its own statement (`tokenCheckOf`) answers the same 401 (`notValid`).
 */
export function bearerAuthenticator(db: Queryable, clock: Clock): Authenticator {
  // Made only when thrown: an error's stack costs more than the rest of the check.
  const notValid = () => unauthorized('sessionEnded', 'Bearer error="invalid_token"');
  const tokenCheckOf = (request: FastifyRequest): TokenCheck => {
    const header = request.headers.authorization;
    if (header === undefined || header.trim() === '') throw unauthorized('error.loginRequired', 'Bearer');
    const token = bearerTokenOf(header);
    if (token === null) throw notValid();
    return { tokenHash: tokenHash(token), now: clock.now() };
  };
  return {
    tokenCheckOf,
    notValid,
    async authenticate(request) {
      const { tokenHash: hash, now } = tokenCheckOf(request);
      const owner = await findActiveToken(db, hash, now);
      if (!owner) throw notValid();
      return { user: { id: owner.userId, level: owner.level, role: owner.role }, tokenHash: hash };
    },
  };
}
