export type * from './types';
export { ProviderFailure, type ProviderFailureKind } from './failure';
export type { FetchLike, HttpDeps } from './http';
export { ZainCashClient, type ZainCashSettings } from './zaincash/zainCashClient';
export { FibClient, type FibSettings } from './fib/fibClient';
export { providersFromEnv, readFibSettings, readZainCashSettings, type ConfiguredProviders } from './env';
