import { systemClock } from '../../../clock';
import { FibClient, type FibSettings } from './fib/fibClient';
import type { HttpDeps } from './http';
import type { PaymentProvider, ProviderName } from './types';
import { ZainCashClient, type ZainCashSettings } from './zaincash/zainCashClient';

export type ConfiguredProviders = Partial<Record<ProviderName, PaymentProvider>>;

function value(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const text = env[name]?.trim();
  return text ? text : undefined;
}

/** All of a provider's variables, or none (off); some but not all is a configuration error. */
function group<K extends string>(
  env: NodeJS.ProcessEnv,
  provider: string,
  names: Record<K, string>,
): Record<K, string> | undefined {
  const entries = Object.entries(names) as [K, string][];
  const found = entries.map(([key, name]) => [key, value(env, name)] as const);
  const missing = entries.filter((_, index) => found[index]?.[1] === undefined).map(([, name]) => name);
  if (missing.length === entries.length) return undefined;
  if (missing.length > 0) throw new Error(`${provider} is half configured: set ${missing.join(', ')}`);
  return Object.fromEntries(found) as Record<K, string>;
}

export function readZainCashSettings(env: NodeJS.ProcessEnv): ZainCashSettings | undefined {
  const settings = group(env, 'ZainCash', {
    baseUrl: 'ZAINCASH_BASE_URL',
    clientId: 'ZAINCASH_CLIENT_ID',
    clientSecret: 'ZAINCASH_CLIENT_SECRET',
    apiKey: 'ZAINCASH_API_KEY',
  });
  return settings && { ...settings, serviceType: value(env, 'ZAINCASH_SERVICE_TYPE') ?? 'order' };
}

export function readFibSettings(env: NodeJS.ProcessEnv): FibSettings | undefined {
  const settings = group(env, 'FIB', {
    baseUrl: 'FIB_BASE_URL',
    clientId: 'FIB_CLIENT_ID',
    clientSecret: 'FIB_CLIENT_SECRET',
  });
  return settings && { ...settings, refundableFor: value(env, 'FIB_REFUNDABLE_FOR') };
}

function timeoutFrom(env: NodeJS.ProcessEnv): number {
  const text = value(env, 'PAYMENT_PROVIDER_TIMEOUT_MS');
  if (text === undefined) return 10_000;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms <= 0)
    throw new Error(`PAYMENT_PROVIDER_TIMEOUT_MS must be a whole number of ms, got "${text}"`);
  return ms;
}

/**
 * The payment providers the environment configures (README in this folder lists the variables);
 * a provider without its variables is off and absent from the result.
 */
export function providersFromEnv(env: NodeJS.ProcessEnv, deps: Partial<HttpDeps> = {}): ConfiguredProviders {
  const http: HttpDeps = {
    fetch: deps.fetch ?? globalThis.fetch,
    clock: deps.clock ?? systemClock,
    timeoutMs: deps.timeoutMs ?? timeoutFrom(env),
  };
  const providers: ConfiguredProviders = {};
  const zainCash = readZainCashSettings(env);
  if (zainCash) providers.zaincash = new ZainCashClient(zainCash, http);
  const fib = readFibSettings(env);
  if (fib) providers.fib = new FibClient(fib, http);
  return providers;
}
