// The components the package publishes: every folder of src/components with an index.ts, except
// internal building blocks (shared by components, not meant for callers on their own).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const componentsDir = path.join(packageRoot, 'src', 'components');

/** Building blocks other components use; callers import the components made of them. */
export const INTERNAL_FOLDERS = new Set(['Field']);

export function publishedComponents() {
  return readdirSync(componentsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !INTERNAL_FOLDERS.has(entry.name))
    .filter((entry) => existsSync(path.join(componentsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The fonts' entry points besides `./fonts` (all of them): one per script, so a storefront loads
 * only the fonts of its language (`src/fonts/<script>.ts`).
 */
export const FONT_SCRIPTS = ['latin', 'arabic', 'chinese'];

/** The package.json `exports` (source, for the workspace) and `publishConfig.exports` (dist). */
export function exportMaps(components) {
  const source = { '.': './src/index.ts', './fonts': './src/fonts.ts' };
  const dist = {
    '.': { types: './dist/index.d.ts', import: './dist/index.js' },
    './fonts': { types: './dist/fonts.d.ts', import: './dist/fonts.js' },
    './style.css': './dist/style.css',
  };
  for (const script of FONT_SCRIPTS) {
    source[`./fonts/${script}`] = `./src/fonts/${script}.ts`;
    dist[`./fonts/${script}`] = {
      types: `./dist/fonts/${script}.d.ts`,
      import: `./dist/fonts/${script}.js`,
    };
  }
  for (const name of components) {
    source[`./${name}`] = `./src/components/${name}/index.ts`;
    dist[`./${name}`] = {
      types: `./dist/components/${name}/index.d.ts`,
      import: `./dist/components/${name}/index.js`,
    };
  }
  return { source, dist };
}
