import { callProvider, isRecord, type HttpDeps } from './http';
import { ProviderFailure } from './failure';
import type { ProviderName } from './types';

export interface ClientCredentials {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes, sent when the provider wants them (ZainCash). */
  scope?: string;
}

/** Renew this long before the provider's expiry, so a token never expires in flight. */
const EARLY_RENEWAL_MS = 30_000;

/**
 * An OAuth2 client-credentials access token, fetched on first use and kept until shortly before
 * its `expires_in`, by the injected clock. Concurrent callers share one token request.
 */
export class AccessTokenCache {
  private token: { value: string; renewAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly provider: ProviderName,
    private readonly credentials: ClientCredentials,
    private readonly deps: HttpDeps,
  ) {}

  async get(): Promise<string> {
    if (this.token && this.deps.clock.now().getTime() < this.token.renewAt) return this.token.value;
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** Forgets the token (the provider refused it); the next call fetches a new one. */
  invalidate(): void {
    this.token = undefined;
  }

  private async fetchToken(): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: this.credentials.clientId,
      client_secret: this.credentials.clientSecret,
    });
    if (this.credentials.scope) form.set('scope', this.credentials.scope);
    const { body } = await callProvider(this.provider, this.deps, this.credentials.tokenUrl, {
      method: 'POST',
      body: form,
    });
    if (!isRecord(body) || typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') {
      throw new ProviderFailure(this.provider, 'malformed', 'token answer lacks access_token or expires_in');
    }
    const lifetimeMs = Math.max(0, body.expires_in * 1000 - EARLY_RENEWAL_MS);
    this.token = { value: body.access_token, renewAt: this.deps.clock.now().getTime() + lifetimeMs };
    return body.access_token;
  }
}

/** Calls with the bearer token; a 401 drops the token and tries once more with a fresh one. */
export async function withBearer<T>(
  tokens: AccessTokenCache,
  call: (token: string) => Promise<T>,
): Promise<T> {
  try {
    return await call(await tokens.get());
  } catch (error) {
    if (!(error instanceof ProviderFailure) || error.kind !== 'auth' || error.status !== 401) throw error;
    tokens.invalidate();
    return call(await tokens.get());
  }
}
