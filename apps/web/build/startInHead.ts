import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The part of a bundle's chunk this plugin reads (Rollup's output chunk with Vite's metadata). */
interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

/** The chunks of the app's start modules; the build fails when one is missing. */
function startChunks(bundle: Bundle, startModules: readonly string[]): BundleChunk[] {
  return startModules.map((module) => {
    const start = Object.values(bundle).find(
      (output): output is BundleChunk =>
        output.type === 'chunk' && (output.facadeModuleId ?? '').endsWith(module),
    );
    if (!start) throw new Error(`the bundle has no chunk for ${module}`);
    return start;
  });
}

/**
 * The files the app's start modules need, in the order a static import would load them: every
 * imported chunk's (depth first) before the chunk's own style sheets, as Vite orders an entry's,
 * so the cascade is the same. The entry chunk itself (already the page's script) is left out.
 */
export function startFiles(
  bundle: Bundle,
  startModules: readonly string[],
): { scripts: string[]; css: string[] } {
  const starts = startChunks(bundle, startModules);
  const scripts: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: BundleChunk) => {
    if (seen.has(chunk.fileName) || chunk.isEntry) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
    scripts.push(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) if (!css.includes(file)) css.push(file);
  };
  for (const start of starts) visit(start);
  return { scripts, css };
}

/**
 * `main.tsx` imports the app (`src/start.tsx`) dynamically, so that the browser evaluates React's
 * renderer and the app in two tasks rather than one long one. This puts what a static import
 * would have put in the page's head back there: the app's style sheets (a server-rendered page
 * must not paint unstyled) and its scripts as module preloads (they download with the entry, not
 * after it). The server-side renderer reads these links from the built page as before.
 */
export function startInHead(startModules: readonly string[]): Plugin {
  return {
    name: 'tijara-start-in-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { scripts, css } = startFiles(context.bundle ?? {}, startModules);
        const inPage = (file: string) => html.includes(`href="/${file}"`);
        const link = (rel: string, file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        });
        return [
          ...scripts.filter((file) => !inPage(file)).map((file) => link('modulepreload', file)),
          ...css.filter((file) => !inPage(file)).map((file) => link('stylesheet', file)),
        ];
      },
    },
  };
}

/** Vite's `build.modulePreload.resolveDependencies`: which of a dynamic import's scripts its loader preloads. */
type ResolveDependencies = (
  filename: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];

/**
 * Vite's loader preloads a dynamic import's scripts before importing it, adding a
 * `<link rel="modulepreload">` for each the page does not link yet, all in one task; each costs the
 * main thread a few milliseconds. Two kinds need none:
 * - the start modules' scripts: every page has them already, in its head (`startInHead`) or from
 *   the start script of a server-rendered page, which adds them one a task (`deferredAppScript`).
 *   That script may not have added the last ones when `main.tsx` imports the app, and the loader
 *   then added them all at once: a task of 300 ms on the cart at a 4x slowdown. A module still
 *   missing is fetched as the import reaches it.
 * - the entry, the page's own script (a `<script>`, not a link, so the loader did not see it).
 *
 * `plugin` learns the chunks' names (its bundle hook runs before the one of Vite's that asks
 * `resolveDependencies`), and `resolveDependencies` goes in `build.modulePreload`.
 */
export function startImportsPreloadNothing(startModules: readonly string[]): {
  plugin: Plugin;
  resolveDependencies: ResolveDependencies;
} {
  let known: { starts: Set<string>; entries: Set<string> } | undefined;
  return {
    plugin: {
      name: 'tijara-start-imports-preload-nothing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          const bundle = output as unknown as Bundle;
          known = {
            starts: new Set(startChunks(bundle, startModules).map((chunk) => chunk.fileName)),
            entries: new Set(
              Object.values(bundle).flatMap((chunk) =>
                chunk.type === 'chunk' && chunk.isEntry ? [chunk.fileName] : [],
              ),
            ),
          };
        },
      },
    },
    resolveDependencies(filename, deps, { hostType }) {
      if (hostType !== 'js') return deps;
      if (!known) throw new Error('the chunks are not known yet: is the plugin in the build?');
      const { starts, entries } = known;
      return starts.has(filename) ? [] : deps.filter((dep) => !entries.has(dep));
    },
  };
}
