import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import type { Authenticator } from '../../http/authentication';
import { bearerTokenOf, tokenHash } from './bearerToken';
import { findActiveToken } from './tokenRepository';

function unauthorized(messageKey: 'error.loginRequired' | 'sessionEnded', challenge: string): ApiError {
  return new ApiError(401, 401, messageKey, {}, { 'www-authenticate': challenge });
}

/**
 * Checks `Authorization: Bearer <token>` against the stored token hashes. No header asks the
 * buyer to log in; a malformed, unknown, expired or revoked token says the session has ended.
 * Both are 401, which the storefront answers by signing out (spec section 7).
 */
export function bearerAuthenticator(db: Queryable, clock: Clock): Authenticator {
  return async (request) => {
    const header = request.headers.authorization;
    if (header === undefined || header.trim() === '') throw unauthorized('error.loginRequired', 'Bearer');
    const token = bearerTokenOf(header);
    // Made only when thrown: an error's stack costs more than the rest of the check.
    const invalid = () => unauthorized('sessionEnded', 'Bearer error="invalid_token"');
    if (token === null) throw invalid();
    const hash = tokenHash(token);
    const owner = await findActiveToken(db, hash, clock.now());
    if (!owner) throw invalid();
    return { user: { id: owner.userId, level: owner.level, role: owner.role }, tokenHash: hash };
  };
}
