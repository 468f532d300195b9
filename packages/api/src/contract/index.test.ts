import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint';
import * as contract from './index';
import { schemasOf } from './schemas';

/** What `defineEndpoint` makes: a path, a method and an access. */
function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return (
    typeof candidate.path === 'string' &&
    (candidate.method === 'GET' || candidate.method === 'POST') &&
    candidate.access !== undefined
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
    // loadSchemasOf finds a call by its path alone.
    expect(new Set(contract.endpoints.map((endpoint) => endpoint.path)).size).toBe(calls.length);
  });

  it('gives every call its schemas, and each call its own', () => {
    const schemas = contract.endpoints.map((endpoint) => schemasOf(endpoint));
    for (const [index, own] of schemas.entries()) {
      expect(typeof own.request.safeParse, contract.endpoints[index]?.path).toBe('function');
      expect(typeof own.response.safeParse, contract.endpoints[index]?.path).toBe('function');
    }
    expect(new Set(schemas).size).toBe(schemas.length);
  });

  it('loads the schemas of every call with its area, the same the server validates with', async () => {
    for (const endpoint of contract.endpoints) {
      expect(await contract.loadSchemasOf(endpoint), endpoint.path).toBe(schemasOf(endpoint));
    }
    await expect(
      contract.loadSchemasOf({ path: '/hello/nothing', method: 'POST', access: 'public' }),
    ).rejects.toThrow('POST /hello/nothing is not a call of the contract');
  });

  it('refuses to give schemas for a call it does not have', () => {
    expect(() => schemasOf({ path: '/hello/nothing', method: 'POST', access: 'public' })).toThrow(
      'POST /hello/nothing is not a call of the contract',
    );
  });

  it('keeps zod out of the descriptors: they load with a page, the schemas with its first call', () => {
    const root = import.meta.dirname;
    const descriptorFiles = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          /(Calls|index|endpoint|envelope|ids|loadSchemas)\.ts$/.test(file) && !file.endsWith('.test.ts'),
      );
    expect(descriptorFiles.length).toBeGreaterThan(12);
    for (const file of descriptorFiles) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      const runtimeImports = [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map(
        (m) => m[1],
      );
      expect(
        runtimeImports.filter((from) => from === 'zod' || /(Schemas|Wire|schemas)$/.test(from ?? '')),
        file,
      ).toEqual([]);
    }
  });
});
