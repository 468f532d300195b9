import type { AccountRole } from '@tijara/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiError } from './ApiError';

/** The signed-in user a private handler acts for. */
export interface AuthenticatedUser {
  id: string;
  /** Account level; 12 is procurement staff (spec section 6). */
  level: number;
  /**
   * What work the account does (migration 0005): one role per account, `buyer` or a staff role.
   * `registerEndpoint` checks it against a staff call's roles; handlers rarely need it.
   */
  role: AccountRole;
}

export interface Authentication {
  user: AuthenticatedUser;
  /** The SHA-256 of the bearer token, so logout can revoke exactly this session. */
  tokenHash: string;
}

/**
 * A bearer token to check inside a handler's own statement (`registerTokenCheckedEndpoint`): its
 * hash, and the time at which it must not have expired. The statement finds its owner with
 * `callerCte` (auth/tokenRepository.ts), one round trip to the database instead of two.
 */
export interface TokenCheck {
  tokenHash: string;
  now: Date;
}

/** How private endpoints check `Authorization: Bearer`. */
export interface Authenticator {
  /** The whole check in a statement of its own: a 401 ApiError for a missing, malformed, expired or revoked token. */
  authenticate(request: FastifyRequest): Promise<Authentication>;
  /**
   * The first half, without the database: a 401 ApiError for a missing or malformed token, else
   * the token to check in the handler's statement.
   */
  tokenCheckOf(request: FastifyRequest): TokenCheck;
  /** The 401 of a well-formed token that names no active session (unknown, expired, revoked). */
  notValid(): ApiError;
}

const authenticators = new WeakMap<FastifyInstance, Authenticator>();

/** Installs how private endpoints of `app` check their token; set before registering them. */
export function setAuthenticator(app: FastifyInstance, authenticator: Authenticator): void {
  authenticators.set(app, authenticator);
}

export function authenticatorOf(app: FastifyInstance): Authenticator {
  const authenticator = authenticators.get(app);
  // A private endpoint served without a token check would be an open door: refuse to start.
  if (!authenticator) throw new Error('private endpoints need setAuthenticator() first');
  return authenticator;
}
