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

/**
 * The files the app's start modules need, in the order a static import would load them: every
 * imported chunk's (depth first) before the chunk's own style sheets, as Vite orders an entry's,
 * so the cascade is the same. The entry chunk itself (already the page's script) is left out.
 */
export function startFiles(
  bundle: Bundle,
  startModules: readonly string[],
): { scripts: string[]; css: string[] } {
  const starts = startModules.map((module) => {
    const start = Object.values(bundle).find(
      (output): output is BundleChunk =>
        output.type === 'chunk' && (output.facadeModuleId ?? '').endsWith(module),
    );
    if (!start) throw new Error(`the bundle has no chunk for ${module}`);
    return start;
  });
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
