/** A provider whose identity tokens are JWTs signed with keys it publishes (Google, Apple). */
export interface IdTokenProviderSettings {
  /** Accepted `aud` values: the web client id, plus app ids where native apps sign in too. */
  clientIds: string[];
  /** Accepted `iss` values. */
  issuers: string[];
  /** The provider's published signing keys (JWKS). */
  jwksUrl: string;
}

export interface GoogleSettings extends IdTokenProviderSettings {
  /** Needed only to exchange an authorization code (redirect flow) for an ID token. */
  clientSecret: string | undefined;
  tokenUrl: string;
}

export interface FacebookSettings {
  appId: string;
  appSecret: string;
  /** Graph API base with its version, e.g. `https://graph.facebook.com/v23.0`. */
  graphUrl: string;
}

/** Which social sign-ins are on: a provider without its client id answers "not available". */
export interface SocialConfig {
  google?: GoogleSettings | undefined;
  apple?: IdTokenProviderSettings | undefined;
  facebook?: FacebookSettings | undefined;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Reads the providers from the environment (documented in apps/server/README.md). */
export function readSocialConfig(env: NodeJS.ProcessEnv): SocialConfig {
  const googleIds = list(env.GOOGLE_CLIENT_ID);
  const appleIds = list(env.APPLE_CLIENT_ID);
  const facebookId = env.FACEBOOK_APP_ID?.trim();
  if (facebookId && !env.FACEBOOK_APP_SECRET?.trim()) {
    throw new Error('FACEBOOK_APP_SECRET is required when FACEBOOK_APP_ID is set');
  }
  return {
    google:
      googleIds.length === 0
        ? undefined
        : {
            clientIds: googleIds,
            // Google signs with either form of its issuer.
            issuers: list(env.GOOGLE_ISSUER || 'https://accounts.google.com,accounts.google.com'),
            jwksUrl: env.GOOGLE_JWKS_URL?.trim() || 'https://www.googleapis.com/oauth2/v3/certs',
            clientSecret: env.GOOGLE_CLIENT_SECRET?.trim() || undefined,
            tokenUrl: env.GOOGLE_TOKEN_URL?.trim() || 'https://oauth2.googleapis.com/token',
          },
    apple:
      appleIds.length === 0
        ? undefined
        : {
            clientIds: appleIds,
            issuers: list(env.APPLE_ISSUER || 'https://appleid.apple.com'),
            jwksUrl: env.APPLE_JWKS_URL?.trim() || 'https://appleid.apple.com/auth/keys',
          },
    facebook: facebookId
      ? {
          appId: facebookId,
          appSecret: env.FACEBOOK_APP_SECRET?.trim() ?? '',
          graphUrl: (env.FACEBOOK_GRAPH_URL?.trim() || 'https://graph.facebook.com/v23.0').replace(
            /\/+$/,
            '',
          ),
        }
      : undefined,
  };
}
