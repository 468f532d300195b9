import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createZodFreeCheck, shellGroups } from '../../build/shellGroups';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const repo = (path: string) => resolve(root, path);

describe('the shell chunk groups', () => {
  it('tell a module clear of zod from one that reaches it through a relative import', () => {
    const zodFree = createZodFreeCheck();
    expect(zodFree(repo('packages/domain/src/cart/cartRule.ts'))).toBe(true);
    // A type-only import of a schema module brings no code.
    expect(zodFree(repo('packages/api/src/contract/wallet/walletCalls.ts'))).toBe(true);
    // fileRule.ts imports fileDescription.ts, which builds a schema.
    expect(zodFree(repo('packages/domain/src/upload/fileRule.ts'))).toBe(false);
    expect(zodFree(repo('packages/domain/src/cart/cartLine.ts'))).toBe(false);
  });

  it("gather the domain's rules and the contract's calls, and nothing that reaches zod", () => {
    const [rules, calls] = shellGroups();
    expect(rules?.test(repo('packages/domain/src/cart/cartRule.ts'))).toBe(true);
    expect(rules?.test(repo('packages/domain/src/wallet/walletErrors.ts'))).toBe(true);
    expect(rules?.test(repo('packages/domain/src/upload/fileRule.ts'))).toBe(false);
    expect(rules?.test(repo('packages/domain/src/messages/ar.ts'))).toBe(false);
    expect(calls?.test(repo('packages/api/src/contract/wallet/walletCalls.ts'))).toBe(true);
    expect(calls?.test(repo('packages/api/src/contract/endpoint.ts'))).toBe(true);
    expect(calls?.test(repo('packages/api/src/contract/wallet/walletSchemas.ts'))).toBe(false);
  });
});
