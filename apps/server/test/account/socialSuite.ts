import { expect, it } from 'vitest';
import { buildApp } from '../../src/http/buildApp';
import {
  APPLE_CLIENT_ID,
  APPLE_ISSUER,
  FACEBOOK_APP_ID,
  GOOGLE_AUTH_CODE,
  GOOGLE_CLIENT_ID,
  GOOGLE_ISSUER,
  GOOGLE_REDIRECT,
} from '../support/identityProviders';
import { pdpdCaller } from '../support/pdpdCaller';
import { UNREACHED_RATE_LIMITS, type Harness } from './harness';

const LOGIN = '/hello/user/login/login';

interface Info {
  userId: string;
  userName: string;
  email: string;
  phone: string;
  level: number;
}

export function socialTests(h: Harness) {
  let subjects = 0;
  const subject = () => `sub-${++subjects}-${h.freshPhone()}`;
  const infoOf = async (token: string) =>
    (await h.call<Info>('/hello/user/userInfo', undefined, { method: 'GET', token })).body.data;
  /** Claims issued now by the test clock, valid for 10 minutes unless `claims` says otherwise. */
  const timely = (claims: Record<string, unknown>) => {
    const iat = Math.floor(h.clock.now().getTime() / 1000);
    return { iat, exp: iat + 600, ...claims };
  };
  const google = (
    claims: Record<string, unknown>,
    options?: Parameters<Harness['providers']['signIdToken']>[1],
  ) => h.providers.signIdToken(timely({ iss: GOOGLE_ISSUER, aud: GOOGLE_CLIENT_ID, ...claims }), options);
  const apple = (claims: Record<string, unknown>) =>
    h.providers.signIdToken(timely({ iss: APPLE_ISSUER, aud: APPLE_CLIENT_ID, ...claims }));
  const login = (body: object) => h.call<{ token: string }>(LOGIN, body);

  it('Google: the first sign-in creates the account, later ones sign into it', async () => {
    const sub = subject();
    const idToken = await google({
      sub,
      name: 'Layla Hassan',
      email: `${sub}@gmail.test`,
      email_verified: true,
    });
    const first = await login({ type: 3, code: idToken });
    expect(first.body).toMatchObject({ success: true, code: 200 });
    const info = await infoOf(first.body.data.token);
    expect(info).toMatchObject({ userName: 'LaylaHassan', email: `${sub}@gmail.test`, phone: '', level: 1 });
    const again = await login({ type: 3, code: idToken });
    expect((await infoOf(again.body.data.token)).userId).toBe(info.userId);
    // A second person of the same name gets a distinct user name.
    const other = await login({ type: 3, code: await google({ sub: subject(), name: 'Layla Hassan' }) });
    expect((await infoOf(other.body.data.token)).userName).toMatch(/^LaylaHassan\d{4}$/);
  });

  it('Google links to the account holding its verified email; an unverified email links nothing', async () => {
    const user = await h.registerUser();
    const linked = await login({
      type: 3,
      code: await google({ sub: subject(), email: user.email.toUpperCase(), email_verified: true }),
    });
    expect((await infoOf(linked.body.data.token)).userId).toBe(user.userId);
    const unverified = await login({
      type: 3,
      code: await google({ sub: subject(), email: user.email, email_verified: false }),
    });
    const info = await infoOf(unverified.body.data.token);
    expect(info.userId).not.toBe(user.userId);
    expect(info.email).toBe('');
  });

  it('Google: an authorization code is exchanged at the token endpoint with the redirect URL', async () => {
    const sub = subject();
    h.providers.setCodeExchangeToken(await google({ sub }));
    const answer = await login({ type: 3, code: GOOGLE_AUTH_CODE, thirdRedirectUrl: GOOGLE_REDIRECT });
    expect(answer.body.success).toBe(true);
    const exchange = h.providers.server.requests
      .filter((request) => request.url.pathname === '/google/token')
      .at(-1);
    expect(new URLSearchParams(exchange?.body).get('redirect_uri')).toBe(GOOGLE_REDIRECT);
    h.expectFailure(
      await login({ type: 3, code: 'stolen-code', thirdRedirectUrl: GOOGLE_REDIRECT }),
      400,
      400,
      'Login failed.',
    );
  });

  it('Google: expired, wrongly signed, wrong audience or wrong issuer tokens fail with "login failed"', async () => {
    const sub = subject();
    const past = Math.floor(h.clock.now().getTime() / 1000) - 3600;
    const bad = [
      await google({ sub, iat: past, exp: past + 600 }),
      await google({ sub }, { key: 'stranger' }),
      await google({ sub, aud: 'someone-elses-client' }),
      await google({ sub, iss: 'https://evil.test' }),
      // Apple's audience is not Google's.
      await google({ sub, aud: APPLE_CLIENT_ID }),
    ];
    for (const code of bad) h.expectFailure(await login({ type: 3, code }), 400, 400, 'Login failed.');
    const rows = await h.db.query('SELECT 1 FROM social_identity WHERE subject = $1', [sub]);
    expect(rows).toHaveLength(0);
  });

  it('Apple: the identity token signs in; the name comes from thirdPartyInfo, a verified email ("true") links', async () => {
    const sub = subject();
    const token = await apple({ sub });
    const answer = await login({
      type: 5,
      code: token,
      thirdPartyInfo: { openId: sub, firstName: 'Karwan', lastName: 'Aziz' },
    });
    expect(answer.body.success).toBe(true);
    expect((await infoOf(answer.body.data.token)).userName).toBe('KarwanAziz');

    const user = await h.registerUser();
    const withEmail = await apple({ sub: subject(), email: user.email, email_verified: 'true' });
    expect((await infoOf((await login({ type: 5, code: withEmail })).body.data.token)).userId).toBe(
      user.userId,
    );
    const forGoogle = await google({ sub: subject() });
    h.expectFailure(await login({ type: 5, code: forGoogle }), 400, 400, 'Login failed.');
  });

  it('Facebook: debug_token and /me vouch for the user; another app or another user fails', async () => {
    const openId = `fb${h.freshPhone()}`;
    h.providers.facebookUsers.set('fb-token-good', {
      id: openId,
      name: 'Dilan Omar',
      appId: FACEBOOK_APP_ID,
      valid: true,
    });
    h.providers.facebookUsers.set('fb-token-other-app', {
      id: openId,
      name: 'Dilan Omar',
      appId: '999',
      valid: true,
    });
    h.providers.facebookUsers.set('fb-token-expired', {
      id: openId,
      name: 'Dilan Omar',
      appId: FACEBOOK_APP_ID,
      valid: false,
    });
    const facebook = (code: string, id = openId) =>
      login({ type: 4, openId: id, code, thirdPartyInfo: { openId: id, name: 'Ignored Name' } });

    const first = await facebook('fb-token-good');
    expect(first.body.success).toBe(true);
    const info = await infoOf(first.body.data.token);
    expect(info.userName).toBe('DilanOmar');
    expect((await infoOf((await facebook('fb-token-good')).body.data.token)).userId).toBe(info.userId);
    const me = h.providers.server.requests.filter((request) => request.url.pathname.endsWith('/me')).at(-1);
    expect(me?.url.searchParams.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);

    for (const [code, id] of [
      ['fb-token-other-app', openId],
      ['fb-token-expired', openId],
      ['fb-token-good', 'someone-else'],
      ['unknown', openId],
    ]) {
      h.expectFailure(await facebook(code ?? '', id), 400, 400, 'Login failed.');
    }
  });

  it('a provider that is not configured answers 503; one that cannot be reached 502', async () => {
    const bare = await buildApp({ db: h.db, clock: h.clock, rateLimits: UNREACHED_RATE_LIMITS });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const address = bare.server.address();
    const call = pdpdCaller(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    try {
      h.expectFailure(
        await call(LOGIN, { type: 3, code: 'a.b.c' }),
        503,
        503,
        'Signing in with Google is not available.',
      );
      h.expectFailure(
        await call(LOGIN, { type: 4, openId: '1', code: 'x' }),
        503,
        503,
        'Signing in with Facebook is not available.',
      );
      h.expectFailure(
        await call(LOGIN, { type: 5, code: 'a.b.c' }),
        503,
        503,
        'Signing in with Apple is not available.',
      );
    } finally {
      await bare.close();
    }
    const unreachable = await buildApp({
      db: h.db,
      clock: h.clock,
      rateLimits: UNREACHED_RATE_LIMITS,
      social: {
        apple: { clientIds: [APPLE_CLIENT_ID], issuers: [APPLE_ISSUER], jwksUrl: 'http://127.0.0.1:9/keys' },
      },
    });
    try {
      const token = await apple({ sub: subject() });
      const real = await unreachable.inject({
        method: 'POST',
        url: `/pdpd${LOGIN}`,
        headers: { 'content-type': 'application/json', language: '1' },
        payload: { type: 5, code: token },
      });
      expect(real.statusCode).toBe(502);
      expect(real.json()).toMatchObject({
        success: false,
        code: 502,
        msg: 'Apple could not be reached; please try again later.',
      });
    } finally {
      await unreachable.close();
    }
  });
}
