import type { Clock } from '../../../clock';
import { idTokenVerifier, verifiedEmailOf } from './idTokenVerifier';
import type { GoogleSettings } from './socialConfig';
import { IdentityRejected, ProviderUnreachable, type VerifiedIdentity } from './verifiedIdentity';

/** An ID token is a JWT: three base64url parts. Anything else is an authorization code. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * Google sign-in (login type 3). `code` is the ID token from Google Identity Services, or an
 * authorization code from the redirect flow, exchanged at the token endpoint with
 * `thirdRedirectUrl` as the redirect URI; either way the ID token is verified here.
 */
export function googleVerifier(settings: GoogleSettings, clock: Clock, fetchImpl: typeof fetch = fetch) {
  const verifyIdToken = idTokenVerifier(settings, clock);

  async function exchange(code: string, redirectUri: string | undefined): Promise<string> {
    if (!settings.clientSecret) throw new IdentityRejected('authorization codes need GOOGLE_CLIENT_SECRET');
    if (!redirectUri) throw new IdentityRejected('an authorization code needs thirdRedirectUrl');
    let response: Response;
    try {
      response = await fetchImpl(settings.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          code,
          client_id: settings.clientIds[0] ?? '',
          client_secret: settings.clientSecret,
          redirect_uri: redirectUri,
          grant_type: 'authorization_code',
        }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ProviderUnreachable(error instanceof Error ? error.message : String(error));
    }
    const body = (await response.json().catch(() => null)) as { id_token?: unknown } | null;
    if (response.status >= 500) throw new ProviderUnreachable(`token endpoint answered ${response.status}`);
    if (!response.ok || typeof body?.id_token !== 'string') {
      throw new IdentityRejected(`token endpoint answered ${response.status}`);
    }
    return body.id_token;
  }

  return async (code: string, redirectUri: string | undefined): Promise<VerifiedIdentity> => {
    const idToken = JWT_SHAPE.test(code) ? code : await exchange(code, redirectUri);
    const payload = await verifyIdToken(idToken);
    return {
      provider: 'google',
      subject: payload.sub,
      verifiedEmail: verifiedEmailOf(payload),
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  };
}
