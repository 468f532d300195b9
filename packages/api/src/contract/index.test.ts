import { describe, expect, it } from 'vitest';
import * as contract from './index';
import type { Endpoint } from './endpoint';

/** What `defineEndpoint` makes: a path, a method, an access and two schemas. */
function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return (
    typeof candidate.path === 'string' &&
    (candidate.method === 'GET' || candidate.method === 'POST') &&
    candidate.access !== undefined &&
    candidate.request !== undefined &&
    candidate.response !== undefined
  );
}

describe('endpoints', () => {
  it('lists every endpoint the contract exports, each once', () => {
    const exported = Object.entries(contract).filter(([, value]) => isEndpoint(value));
    expect(exported.length).toBeGreaterThan(0);
    for (const [name, endpoint] of exported) {
      expect(contract.endpoints, name).toContain(endpoint);
    }
    expect(new Set(contract.endpoints).size).toBe(contract.endpoints.length);
    expect(contract.endpoints.length).toBe(exported.length);
  });

  it('gives every call its own method and path', () => {
    const calls = contract.endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });
});
