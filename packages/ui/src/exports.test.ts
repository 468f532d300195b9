import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportMaps, packageRoot, publishedComponents } from '../scripts/components.mjs';

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

  it('declares the stylesheets as side effects, so bundlers keep them', () => {
    expect(manifest.sideEffects).toEqual(expect.arrayContaining(['*.css', '*.css.ts']));
  });
});
