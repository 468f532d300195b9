import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 14: the storefront's first load (message catalogue, error-key lists, message arguments,
 * the cart's line rules, the header's search box) reads these modules, so none of them may reach
 * zod: zod builds its schemas while modules evaluate, which cost the cart page ~130 ms of a slowed
 * main thread. Schemas stay in their own modules, loaded with the screens that validate.
 */
const SOURCE = dirname(fileURLToPath(import.meta.url));

/** Every `<name>Rule.ts` beside a `<name>.ts` (the zod-free half of a schema module), and these. */
const FIRST_LOAD_MODULES = [
  'validation/errorKey.ts',
  'messages/messageKey.ts',
  'messages/messageArguments.ts',
  'messages/formatMessage.ts',
  'messages/catalogues.ts',
  'account/errorKeys.ts',
  'address/errorKeys.ts',
  'agent/errorKeys.ts',
  'favorites/errorKeys.ts',
  'inquiry/errorKeys.ts',
  'upload/errorKeys.ts',
  'order/orderErrorKeys.ts',
  'payment/paymentErrorKeys.ts',
  'catalogue/orderQuantity.ts',
  'search/searchText.ts',
];

function ruleModules(): string[] {
  return readdirSync(SOURCE, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((area) =>
      readdirSync(join(SOURCE, area.name))
        .filter(
          (file) =>
            file.endsWith('Rule.ts') && existsSync(join(SOURCE, area.name, file.replace(/Rule\.ts$/, '.ts'))),
        )
        .map((file) => `${area.name}/${file}`),
    );
}

/**
 * The specifiers a module loads when it runs: `import`/`export ... from` statements, leaving out
 * `import type` and `export type`, which vanish at compile time. (Mixed imports with inline
 * `type` names still load the module, so they count.)
 */
export function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) {
    if (match[2] === undefined && match[4] !== undefined) specifiers.push(match[4]);
  }
  return specifiers;
}

function resolve(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  throw new Error(`Cannot resolve ${specifier} from ${relative(SOURCE, from)}`);
}

/** The chain of modules by which `module` reaches zod, or null when it never does. */
function pathToZod(module: string, seen = new Set<string>()): string[] | null {
  if (seen.has(module)) return null;
  seen.add(module);
  for (const specifier of runtimeImports(readFileSync(module, 'utf8'))) {
    if (specifier === 'zod' || specifier.startsWith('zod/')) return [relative(SOURCE, module), 'zod'];
    if (!specifier.startsWith('.')) continue;
    const rest = pathToZod(resolve(module, specifier), seen);
    if (rest) return [relative(SOURCE, module), ...rest];
  }
  return null;
}

describe('modules the first load reads', () => {
  it('finds the rule modules it checks', () => {
    expect(ruleModules()).toContain('cart/cartRule.ts');
  });

  it.each([...FIRST_LOAD_MODULES, ...ruleModules()])(
    '%s never imports zod, directly or through its imports',
    (module) => {
      expect(pathToZod(join(SOURCE, module))).toBeNull();
    },
  );

  it('the check sees a schema module reaching zod, directly and through an import', () => {
    expect(pathToZod(join(SOURCE, 'cart/cart.ts'))).toEqual(['cart/cart.ts', 'zod']);
    expect(pathToZod(join(SOURCE, 'account/loginForm.ts'))?.at(-1)).toBe('zod');
    expect(pathToZod(join(SOURCE, 'index.ts'))?.at(-1)).toBe('zod');
  });

  it('reads type-only imports as loading nothing', () => {
    expect(runtimeImports("import type { z } from 'zod';\nexport type { A } from './a';")).toEqual([]);
    expect(
      runtimeImports(
        "import { z } from 'zod';\nexport * from './b';\nimport {\n  c,\n  type D,\n} from './c';",
      ),
    ).toEqual(['zod', './b', './c']);
  });
});
