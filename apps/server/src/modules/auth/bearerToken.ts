import { createHash, randomBytes } from 'node:crypto';

/** A session lasts 30 days: the storefront persists the token (spec section 3), buyers return weekly. */
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url without padding: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newBearerToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256. A token already has 256 bits of entropy, so a
 * fast hash suffices (nothing to guess), and a leaked table cannot be replayed as sessions.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header, or null when the header is not that. */
export function bearerTokenOf(header: string | undefined): string | null {
  const match = /^Bearer ([^\s]+)$/i.exec(header?.trim() ?? '');
  const token = match?.[1];
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : null;
}
