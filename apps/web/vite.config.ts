import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompressAssets } from './build/precompressAssets';
import { INTL_WARMUP_MODULE, intlWarmupInHead } from './build/intlWarmupInHead';
import { preloadLocaleFonts } from './build/preloadLocaleFonts';
import { compileHints } from './build/compileHints';
import { shellGroups } from './build/shellGroups';
import { deferredPartsInHead } from './build/deferredPartsInHead';
import { startImportsPreloadNothing, startInHead } from './build/startInHead';
import { DEFERRED_PART_MODULES } from './src/app/modulePreloads';

// In development the API runs on its own port (`pnpm --filter @tijara/server dev`); the storefront
// still calls the same-origin /pdpd path, which Vite forwards there.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

/** The app's start modules, which `main.tsx` imports and every page links in its head. */
const START_MODULES = ['/src/start.tsx'];

export default defineConfig(({ isSsrBuild = false }) => {
  const startImports = startImportsPreloadNothing(START_MODULES);
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      // The browser build's: the server-side renderer (`--ssr`, into dist-ssr) has no page or assets.
      ...(isSsrBuild
        ? []
        : [
            startInHead(START_MODULES),
            startImports.plugin,
            compileHints(),
            deferredPartsInHead(START_MODULES, DEFERRED_PART_MODULES),
            // Both go right after locale-boot: the fonts first, which the first paint waits for.
            intlWarmupInHead(),
            preloadLocaleFonts(),
            precompressAssets(),
          ]),
    ],
    resolve: {
      // react-intl and @tijara/ui each pull a patch release of intl-messageformat (and with it the ICU
      // parser); one copy, the app's, serves both and keeps the home page's JavaScript smaller.
      dedupe: ['intl-messageformat'],
    },
    server: { proxy: { '/pdpd': apiTarget } },
    // The manifest tells the server-side renderer each screen's scripts and style sheets.
    build: {
      sourcemap: !isSsrBuild,
      manifest: !isSsrBuild,
      emptyOutDir: true,
      modulePreload: isSsrBuild ? {} : { resolveDependencies: startImports.resolveDependencies },
      rolldownOptions: isSsrBuild
        ? {}
        : {
            // The page, and the worker that loads the runtime's locale data (the page's head
            // starts it: build/intlWarmupInHead.ts).
            input: {
              index: fileURLToPath(new URL('index.html', import.meta.url)),
              intlWarmup: fileURLToPath(new URL(INTL_WARMUP_MODULE, import.meta.url)),
            },
            output: { codeSplitting: { groups: shellGroups() } },
          },
    },
    // The renderer is one self-contained file: the workspace packages import CSS (class names here)
    // and their own dependencies, which the server could not resolve from apps/web.
    ssr: { noExternal: true },
  };
});
