import { describe, expect, it } from 'vitest';
import { FibClient, providersFromEnv, ZainCashClient } from '../src/modules/payment/providers';

const zainCash = {
  ZAINCASH_BASE_URL: 'https://pg-api-uat.zaincash.iq',
  ZAINCASH_CLIENT_ID: 'id',
  ZAINCASH_CLIENT_SECRET: 'secret',
  ZAINCASH_API_KEY: 'key',
};
const fib = { FIB_BASE_URL: 'https://fib.stage.fib.iq', FIB_CLIENT_ID: 'id', FIB_CLIENT_SECRET: 'secret' };

describe('providersFromEnv', () => {
  it('turns on only the providers whose variables are set', () => {
    expect(providersFromEnv({})).toEqual({});
    const onlyFib = providersFromEnv(fib);
    expect(Object.keys(onlyFib)).toEqual(['fib']);
    expect(onlyFib.fib).toBeInstanceOf(FibClient);
    const both = providersFromEnv({ ...zainCash, ...fib });
    expect(both.zaincash).toBeInstanceOf(ZainCashClient);
    expect(both.fib).toBeInstanceOf(FibClient);
  });

  it('refuses a half-configured provider and a bad timeout, naming the variables', () => {
    expect(() => providersFromEnv({ ...zainCash, ZAINCASH_API_KEY: '' })).toThrow(/ZAINCASH_API_KEY/);
    expect(() => providersFromEnv({ FIB_CLIENT_ID: 'id' })).toThrow(/FIB_BASE_URL, FIB_CLIENT_SECRET/);
    expect(() => providersFromEnv({ ...fib, PAYMENT_PROVIDER_TIMEOUT_MS: 'soon' })).toThrow(
      /PAYMENT_PROVIDER_TIMEOUT_MS/,
    );
  });
});
