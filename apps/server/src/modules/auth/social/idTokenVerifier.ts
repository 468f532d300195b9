import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../../../clock';
import type { IdTokenProviderSettings } from './socialConfig';
import { IdentityRejected, ProviderUnreachable } from './verifiedIdentity';

/** jose's errors that mean "this token is not good", as opposed to "the keys could not be fetched". */
const REJECTIONS = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
];

/**
 * Verifies OpenID Connect ID tokens: an RS256 signature by a key from the provider's JWKS
 * (fetched once, cached, refetched when an unknown key id appears), the issuer, the audience
 * (our client id) and the expiry, against the server's clock.
 */
export function idTokenVerifier(settings: IdTokenProviderSettings, clock: Clock) {
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl), { timeoutDuration: 10_000 });
  return async (token: string): Promise<JWTPayload & { sub: string }> => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: settings.issuers,
        audience: settings.clientIds,
        algorithms: ['RS256'],
        currentDate: clock.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
        // Tolerates a little clock drift between us and the provider, as their libraries do.
        clockTolerance: 60,
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new IdentityRejected('no subject');
      return payload as JWTPayload & { sub: string };
    } catch (error) {
      if (error instanceof IdentityRejected) throw error;
      if (REJECTIONS.some((kind) => error instanceof kind))
        throw new IdentityRejected((error as Error).message);
      throw new ProviderUnreachable(error instanceof Error ? error.message : String(error));
    }
  };
}

/** `email_verified` is a boolean at Google and sometimes the string "true" at Apple. */
export function verifiedEmailOf(payload: JWTPayload): string | null {
  const { email, email_verified: verified } = payload as { email?: unknown; email_verified?: unknown };
  if (typeof email !== 'string' || email === '') return null;
  return verified === true || verified === 'true' ? email : null;
}
