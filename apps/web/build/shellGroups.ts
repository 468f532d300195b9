import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * A relative import or re-export that brings code (an `import type` brings none): a statement at
 * the start of a line, as Prettier writes them, so a word in a comment never starts one.
 */
const RELATIVE_IMPORT = /^(?:import|export)\s+(?!type\s)[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
const ZOD_IMPORT = /^(?:import|export)\s+(?!type\s)[^'";]*?from\s*['"]zod(?:\/[^'"]*)?['"]/m;

/** The file a relative import names: `x.ts`, `x.tsx` or `x/index.ts`. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) =>
    file.endsWith('.ts') || file.endsWith('.tsx') ? existsSync(file) : false,
  );
}

/**
 * Whether a module and everything it imports by relative path stay clear of zod: a group's chunk
 * takes a captured module's imports with it, so one rule that reached a schema would bring zod
 * into every page's first load.
 */
export function createZodFreeCheck(): (id: string) => boolean {
  const known = new Map<string, boolean>();
  const check = (file: string): boolean => {
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    known.set(file, true); // a cycle: decided by its other imports
    const source = readFileSync(file, 'utf8');
    let free = !ZOD_IMPORT.test(source);
    for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
      if (!free) break;
      const imported = specifier ? resolveImport(file, specifier) : undefined;
      if (imported) free = check(imported);
    }
    known.set(file, free);
    return free;
  };
  return (id) => existsSync(id) && check(id);
}

/**
 * Small modules every page's shell needs, in one chunk per kind rather than a chunk apiece. The
 * shell formats the domain's messages with the limits of every rule (`MESSAGE_ARGUMENTS`) and
 * holds every call's descriptor, and the screens loaded later import the same modules, so Rolldown
 * gave each rule and each area's calls a chunk of their own: some 30 files of under 1.5 KB on every
 * page, each a request, a module preload and a Brotli stream of its own. Only modules clear of zod
 * are taken (`createZodFreeCheck`); the schemas stay in their areas' lazy chunks.
 */
export function shellGroups() {
  const zodFree = createZodFreeCheck();
  const matching = (pattern: RegExp) => (id: string) => pattern.test(id) && zodFree(id);
  return [
    {
      name: 'rules',
      test: matching(/[\\/]packages[\\/]domain[\\/]src[\\/][^\\/]+[\\/][^\\/]*(Rule|Errors|ErrorKeys)\.ts$/),
    },
    {
      name: 'calls',
      test: matching(
        /[\\/]packages[\\/]api[\\/]src[\\/]contract[\\/]((endpoint|ids)|[^\\/]+[\\/][^\\/]+Calls)\.ts$/,
      ),
    },
  ];
}
