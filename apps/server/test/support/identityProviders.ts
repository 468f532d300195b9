import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import type { SocialConfig } from '../../src/modules/auth/social/socialConfig';
import { startLoopbackServer, type LoopbackServer } from './loopbackServer';

export const GOOGLE_CLIENT_ID = 'test-google-client.apps.example';
export const GOOGLE_ISSUER = 'https://accounts.google.test';
export const APPLE_CLIENT_ID = 'test.apple.service';
export const APPLE_ISSUER = 'https://appleid.apple.test';
export const FACEBOOK_APP_ID = '4242';
export const FACEBOOK_APP_SECRET = 'facebook-test-secret';
export const GOOGLE_AUTH_CODE = '4/test-authorization-code';
export const GOOGLE_REDIRECT = 'https://shop.example/login/google';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

/** A Facebook user the fake Graph API knows, by access token. */
export interface FacebookUser {
  id: string;
  name: string;
  appId: string;
  valid: boolean;
}

/**
 * Local stand-ins for the sign-in providers, on loopback, speaking their protocols: a JWKS with a
 * key pair made here (Google and Apple), Google's token endpoint, and the Graph API's
 * debug_token and /me. Tests sign ID tokens with the private key; the server sees only the JWKS.
 */
export interface IdentityProviders {
  config: SocialConfig;
  server: LoopbackServer;
  /** Signs `claims` as is (give iat and exp from the test's clock); `stranger` forges the signature. */
  signIdToken(claims: JWTPayload, options?: { key?: 'published' | 'stranger' }): Promise<string>;
  /** The ID token the token endpoint hands out for {@link GOOGLE_AUTH_CODE}. */
  setCodeExchangeToken(idToken: string): void;
  facebookUsers: Map<string, FacebookUser>;
  close(): Promise<void>;
}

const KID = 'test-key-1';

export async function startIdentityProviders(): Promise<IdentityProviders> {
  const published: KeyPair = await generateKeyPair('RS256', { extractable: true });
  // A key of the right shape that the JWKS does not hold: a forged signature.
  const stranger: KeyPair = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(published.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  let exchangeToken = '';
  const facebookUsers = new Map<string, FacebookUser>();

  const server = await startLoopbackServer((request) => {
    const path = request.url.pathname;
    if (path === '/google/jwks' || path === '/apple/jwks') return { status: 200, json: { keys: [jwk] } };
    if (path === '/google/token' && request.method === 'POST') {
      const form = new URLSearchParams(request.body);
      const good =
        form.get('code') === GOOGLE_AUTH_CODE &&
        form.get('client_id') === GOOGLE_CLIENT_ID &&
        form.get('client_secret') === 'google-test-secret' &&
        form.get('redirect_uri') === GOOGLE_REDIRECT &&
        form.get('grant_type') === 'authorization_code';
      return good
        ? { status: 200, json: { access_token: 'ya29.test', id_token: exchangeToken, token_type: 'Bearer' } }
        : { status: 400, json: { error: 'invalid_grant' } };
    }
    if (path === '/graph/v23.0/debug_token') {
      if (request.url.searchParams.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
        return { status: 400, json: { error: { message: 'Invalid OAuth access token', code: 190 } } };
      }
      const user = facebookUsers.get(request.url.searchParams.get('input_token') ?? '');
      if (!user) return { status: 200, json: { data: { is_valid: false, error: { code: 190 } } } };
      return { status: 200, json: { data: { app_id: user.appId, is_valid: user.valid, user_id: user.id } } };
    }
    if (path === '/graph/v23.0/me') {
      const user = facebookUsers.get(request.url.searchParams.get('access_token') ?? '');
      if (!user)
        return { status: 400, json: { error: { message: 'Invalid OAuth access token', code: 190 } } };
      return { status: 200, json: { id: user.id, name: user.name } };
    }
    return undefined;
  });

  return {
    server,
    facebookUsers,
    config: {
      google: {
        clientIds: [GOOGLE_CLIENT_ID],
        issuers: [GOOGLE_ISSUER],
        jwksUrl: `${server.origin}/google/jwks`,
        clientSecret: 'google-test-secret',
        tokenUrl: `${server.origin}/google/token`,
      },
      apple: {
        clientIds: [APPLE_CLIENT_ID],
        issuers: [APPLE_ISSUER],
        jwksUrl: `${server.origin}/apple/jwks`,
      },
      facebook: {
        appId: FACEBOOK_APP_ID,
        appSecret: FACEBOOK_APP_SECRET,
        graphUrl: `${server.origin}/graph/v23.0`,
      },
    },
    async signIdToken(claims, { key = 'published' } = {}) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: KID })
        .sign((key === 'published' ? published : stranger).privateKey);
    },
    setCodeExchangeToken(idToken) {
      exchangeToken = idToken;
    },
    close: () => server.close(),
  };
}
