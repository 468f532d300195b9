import { MpgsClient, type FetchLike } from './mpgsClient';
import type { CardGateway } from './types';

const value = (env: NodeJS.ProcessEnv, name: string) => {
  const text = env[name]?.trim();
  return text ? text : undefined;
};

/** The variables of the MPGS client (README.md in this folder). */
export const CARD_GATEWAY_VARIABLES = {
  baseUrl: 'MPGS_BASE_URL',
  merchantId: 'MPGS_MERCHANT_ID',
  apiPassword: 'MPGS_API_PASSWORD',
} as const;

/**
 * The card gateway the environment configures, or null (cards are off) when none of its variables
 * is set; some but not all is a configuration error naming the missing ones.
 */
export function cardGatewayFromEnv(
  env: NodeJS.ProcessEnv,
  deps: { fetch?: FetchLike } = {},
): CardGateway | null {
  const entries = Object.entries(CARD_GATEWAY_VARIABLES) as [keyof typeof CARD_GATEWAY_VARIABLES, string][];
  const missing = entries.filter(([, name]) => value(env, name) === undefined).map(([, name]) => name);
  if (missing.length === entries.length) return null;
  if (missing.length > 0) throw new Error(`the card gateway is half configured: set ${missing.join(', ')}`);
  const baseUrl = value(env, 'MPGS_BASE_URL') ?? '';
  if (!/^https?:\/\//.test(baseUrl))
    throw new Error(`MPGS_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  const version = value(env, 'MPGS_API_VERSION');
  const apiVersion = version === undefined ? 100 : Number(version);
  if (!Number.isInteger(apiVersion) || apiVersion < 18)
    throw new Error(`MPGS_API_VERSION must be a whole number from 18 (Hosted Session), got "${version}"`);
  const timeout = value(env, 'CARD_GATEWAY_TIMEOUT_MS');
  const timeoutMs = timeout === undefined ? 10_000 : Number(timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error(`CARD_GATEWAY_TIMEOUT_MS must be a whole number of ms, got "${timeout}"`);
  return new MpgsClient(
    {
      baseUrl,
      merchantId: value(env, 'MPGS_MERCHANT_ID') ?? '',
      apiPassword: value(env, 'MPGS_API_PASSWORD') ?? '',
      apiVersion,
    },
    { fetch: deps.fetch ?? globalThis.fetch, timeoutMs },
  );
}

/**
 * The origin of the card gateway the environment configures (`MPGS_BASE_URL`'s), or null when cards
 * are off: what the payment area offers `card` by and the Content-Security-Policy lets in. Checked
 * as `cardGatewayFromEnv` checks it (a half configuration throws).
 */
export function cardGatewayOriginFromEnv(env: NodeJS.ProcessEnv): string | null {
  return cardGatewayFromEnv(env, { fetch: () => Promise.reject(new Error('not for calls')) })?.origin ?? null;
}
