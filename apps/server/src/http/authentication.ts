import type { AccountRole } from '@tijara/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/** Reads `Authorization: Bearer`; throws a 401 ApiError for a missing, malformed, expired or revoked token. */
export type Authenticator = (request: FastifyRequest) => Promise<Authentication>;

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
