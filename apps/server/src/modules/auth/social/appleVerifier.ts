import type { Clock } from '../../../clock';
import { idTokenVerifier, verifiedEmailOf } from './idTokenVerifier';
import type { IdTokenProviderSettings } from './socialConfig';
import type { VerifiedIdentity } from './verifiedIdentity';

/**
 * Sign in with Apple (login type 5): `code` is the identity token. Apple puts no name in it (the
 * app receives the name once, at the first sign-in), so the name comes from thirdPartyInfo.
 */
export function appleVerifier(settings: IdTokenProviderSettings, clock: Clock) {
  const verifyIdToken = idTokenVerifier(settings, clock);
  return async (identityToken: string): Promise<VerifiedIdentity> => {
    const payload = await verifyIdToken(identityToken);
    return { provider: 'apple', subject: payload.sub, verifiedEmail: verifiedEmailOf(payload), name: null };
  };
}
