import type { Plugin } from 'vite';

/**
 * V8's per-file compile hint (Chrome 136 and later; to other engines a comment): every function of
 * a script whose first line it is gets compiled while the script streams in, on a background
 * thread, rather than on the main thread the first time it is called. On any later line V8
 * ignores it. https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** `code` with the hint as its first line (once). */
export function withCompileHint(code: string): string {
  return code.startsWith(`${COMPILE_HINT}\n`) ? code : `${COMPILE_HINT}\n${code}`;
}

/** A source map (JSON) for the same code one line further down: a map's lines are separated by `;`. */
export function sourceMapOneLineDown(json: string): string {
  const map = JSON.parse(json) as { mappings?: unknown };
  if (typeof map.mappings !== 'string') throw new Error('a source map without mappings');
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/** The parts of Rolldown's output bundle the plugin changes. */
type Bundle = Record<
  string,
  { type: 'chunk'; fileName: string; code: string } | { type: 'asset'; source: string | Uint8Array }
>;

/**
 * Starts every chunk of the build with V8's compile hint (`COMPILE_HINT`), and moves its source
 * map down a line to match. Every chunk runs as soon as it loads: the page's entry, the app's start
 * and the screen while the page loads, the parts it loads afterwards (the header's menus, the help
 * chat) as they render, a dialog's code as the buyer opens it.
 *
 * Measured on the signed-in cart at a 4x slowdown, hydration and the first render had been dozens
 * of tasks of 10-20 ms, mostly V8 compiling each function of React's renderer, react-aria and the
 * screen at its first call, on the main thread while the page answered nothing.
 *
 * Added to the finished chunks: after minifying, which drops comments, and after Vite's loader puts
 * its list of preloads (`__vite__mapDeps`) at the top of a chunk, since the hint must be the first
 * line. Each chunk's name still identifies its content: every chunk gets the same line.
 */
export function compileHints(): Plugin {
  return {
    name: 'tijara-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, output) {
        const bundle = output as unknown as Bundle;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const hinted = withCompileHint(chunk.code);
          if (hinted === chunk.code) continue;
          chunk.code = hinted;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const json = typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source);
            map.source = sourceMapOneLineDown(json);
          }
        }
      },
    },
  };
}
