import { createHmac } from 'node:crypto';
import type { FacebookSettings } from './socialConfig';
import { IdentityRejected, ProviderUnreachable, type VerifiedIdentity } from './verifiedIdentity';

async function getJson(fetchImpl: typeof fetch, url: URL): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new ProviderUnreachable(error instanceof Error ? error.message : String(error));
  }
  if (response.status >= 500) throw new ProviderUnreachable(`Graph API answered ${response.status}`);
  return { status: response.status, body: await response.json().catch(() => null) };
}

/**
 * Facebook Login (login type 4). The user access token is checked with the Graph API's
 * `debug_token` (valid, issued to our app, for the user the client names in `openId`), then `/me`
 * gives the profile. Facebook's email is not treated as verified: it never links an existing account.
 */
export function facebookVerifier(settings: FacebookSettings, fetchImpl: typeof fetch = fetch) {
  return async (accessToken: string, openId: string): Promise<VerifiedIdentity> => {
    const debug = new URL(`${settings.graphUrl}/debug_token`);
    debug.searchParams.set('input_token', accessToken);
    debug.searchParams.set('access_token', `${settings.appId}|${settings.appSecret}`);
    const checked = await getJson(fetchImpl, debug);
    const data = (
      checked.body as { data?: { is_valid?: unknown; app_id?: unknown; user_id?: unknown } } | null
    )?.data;
    if (checked.status !== 200 || !data) throw new IdentityRejected(`debug_token answered ${checked.status}`);
    if (data.is_valid !== true) throw new IdentityRejected('the access token is not valid');
    if (String(data.app_id) !== settings.appId)
      throw new IdentityRejected('the access token is for another app');
    if (String(data.user_id) !== openId) throw new IdentityRejected('the access token is for another user');

    const me = new URL(`${settings.graphUrl}/me`);
    me.searchParams.set('fields', 'id,name');
    me.searchParams.set('access_token', accessToken);
    // Proves the call comes from our server (Graph API's "Require App Secret" setting).
    me.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', settings.appSecret).update(accessToken).digest('hex'),
    );
    const profile = await getJson(fetchImpl, me);
    const body = profile.body as { id?: unknown; name?: unknown } | null;
    if (profile.status !== 200 || String(body?.id) !== openId) throw new IdentityRejected('/me disagrees');
    return {
      provider: 'facebook',
      subject: openId,
      verifiedEmail: null,
      name: typeof body?.name === 'string' ? body.name : null,
    };
  };
}
