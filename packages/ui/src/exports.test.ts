import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportMaps, FONT_SCRIPTS, packageRoot, publishedComponents } from '../scripts/components.mjs';

const manifest = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
  exports: unknown;
  publishConfig: { exports: unknown };
  sideEffects: string[];
};

describe('package exports', () => {
  it('offer the root, the fonts, the stylesheet and one subpath per component', () => {
    // When this fails after adding a component, run `pnpm --filter @tijara/ui sync-exports`.
    const { source, dist } = exportMaps(publishedComponents());
    expect(manifest.exports).toEqual(source);
    expect(manifest.publishConfig.exports).toEqual(dist);
  });

  it('re-exports every component from the root', () => {
    const index = readFileSync(path.join(packageRoot, 'src', 'index.ts'), 'utf8');
    for (const name of publishedComponents()) {
      expect(index, name).toContain(`./components/${name}'`);
    }
  });

  it('declares the stylesheets and every fonts entry as side effects, so bundlers keep them', () => {
    expect(manifest.sideEffects).toEqual(
      expect.arrayContaining([
        '*.css',
        '*.css.ts',
        './src/fonts.ts',
        './src/fonts/*.ts',
        './dist/fonts.js',
        './dist/fonts/*.js',
      ]),
    );
  });

  it('offers the fonts one script at a time, and all of them at ./fonts', () => {
    const read = (file: string) => readFileSync(path.join(packageRoot, 'src', file), 'utf8');
    const families = { latin: 'noto-sans/', arabic: 'noto-sans-arabic/', chinese: 'noto-sans-sc/' };
    expect(FONT_SCRIPTS).toEqual(Object.keys(families));
    const importsOf = (file: string) =>
      [...read(file).matchAll(/^import '([^']+)';$/gm)].map((match) => match[1]);
    for (const [script, family] of Object.entries(families)) {
      expect(importsOf(`fonts/${script}.ts`), script).toEqual([
        `@fontsource/${family}400.css`,
        `@fontsource/${family}700.css`,
      ]);
    }
    // `./fonts` is all three, imported directly: an import of another entry would become a
    // shared chunk in dist/, which bundlers drop as free of side effects.
    expect(importsOf('fonts.ts')).toEqual(FONT_SCRIPTS.flatMap((script) => importsOf(`fonts/${script}.ts`)));
  });
});
