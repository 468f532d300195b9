import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { FONT_SCRIPTS, publishedComponents } from './scripts/components.mjs';

// One ESM module per component (and the root) and every vanilla-extract style extracted into one
// dist/style.css. Declarations come from tsc afterwards (tsconfig.build.json), file for file:
// tsup's bundled declarations for 45 entries ran out of memory on a 2-core CI machine. The built JS does not import its CSS: consumers import
// '@tijara/ui/style.css' once, and '@tijara/ui/fonts' (or '/fonts/latin', '/fonts/arabic',
// '/fonts/chinese', one script each) for the self-hosted fonts: plain CSS imports of @fontsource,
// kept external, which the consumer's bundler resolves.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    fonts: 'src/fonts.ts',
    ...Object.fromEntries(FONT_SCRIPTS.map((script) => [`fonts/${script}`, `src/fonts/${script}.ts`])),
    ...Object.fromEntries(
      publishedComponents().map((name) => [`components/${name}/index`, `src/components/${name}/index.ts`]),
    ),
  },
  format: ['esm'],
  dts: false,
  clean: true,
  target: 'es2023',
  external: [
    /^react(-dom)?(\/|$)/,
    /^react-aria/,
    /^@tijara\//,
    /^@vanilla-extract\/(recipes|sprinkles)/,
    /^@fontsource\//,
    'intl-messageformat',
  ],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // The root entry imports every component, so its CSS is the whole stylesheet; the per-entry
  // copies esbuild also writes are subsets of it.
  async onSuccess() {
    const files = await readdir('dist', { recursive: true });
    for (const file of files.filter((name) => name.endsWith('.css') && name !== 'index.css')) {
      await rm(path.join('dist', file));
    }
    await rename('dist/index.css', 'dist/style.css');
  },
});
