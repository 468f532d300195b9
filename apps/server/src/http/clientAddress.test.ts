import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from './clientAddress';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or empty', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('  ')).toBe(false);
  });

  it('reads a hop count, or a list of addresses, ranges and named ranges', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1, fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true (anyone could name their own address) and anything that is not an address', () => {
    for (const wrong of ['true', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '1.2.3.4/8/9']) {
      expect(() => parseTrustProxy(wrong), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  it('a hop count trusts that many hops nearest the server', () => {
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
