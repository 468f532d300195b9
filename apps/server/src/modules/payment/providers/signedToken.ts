import { errors, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../../../clock';
import { ProviderFailure } from './failure';
import type { ProviderName } from './types';

/** Verifies an HS256 JWT with a shared secret, by the injected clock; failures are typed. */
export async function verifyHs256(
  provider: ProviderName,
  token: string,
  secret: string,
  clock: Clock,
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      currentDate: clock.now(),
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw new ProviderFailure(provider, 'expired', 'the signed token has expired');
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      throw new ProviderFailure(provider, 'bad_signature', 'the signed token does not verify');
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new ProviderFailure(provider, 'malformed', `the signed token is not usable: ${reason}`);
  }
}
