import { describe, expect, it } from 'vitest';
import { startFiles } from '../../build/startInHead';

const chunk = (fileName: string, imports: string[], css: string[] = [], extra = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports,
  viteMetadata: { importedCss: new Set(css) },
  ...extra,
});

/** A bundle shaped like the storefront's: the entry, the app it imports, their shared chunks. */
const BUNDLE = {
  'assets/index.js': chunk('assets/index.js', ['assets/runtime.js'], [], { isEntry: true }),
  'assets/runtime.js': chunk('assets/runtime.js', []),
  'assets/react.js': chunk('assets/react.js', ['assets/runtime.js'], ['assets/theme.css']),
  'assets/ui.js': chunk('assets/ui.js', ['assets/react.js'], ['assets/ui.css']),
  'assets/start.js': chunk(
    'assets/start.js',
    ['assets/runtime.js', 'assets/index.js', 'assets/ui.js', 'assets/react.js'],
    ['assets/start.css', 'assets/ui.css'],
    { facadeModuleId: '/repo/apps/web/src/start.tsx' },
  ),
  'assets/font.woff2': { type: 'asset' as const },
};

describe("the app's start files in the page's head", () => {
  it('lists the scripts a static import would load, without the entry itself', () => {
    expect(startFiles(BUNDLE, ['/src/start.tsx']).scripts).toEqual([
      'assets/runtime.js',
      'assets/react.js',
      'assets/ui.js',
      'assets/start.js',
    ]);
  });

  it("orders style sheets as the cascade needs: each import's before its importer's, once", () => {
    expect(startFiles(BUNDLE, ['/src/start.tsx']).css).toEqual([
      'assets/theme.css',
      'assets/ui.css',
      'assets/start.css',
    ]);
  });

  it('stops the build when the start module is missing', () => {
    expect(() => startFiles(BUNDLE, ['/src/start.tsx', '/src/other.tsx'])).toThrow(
      /no chunk for \/src\/other.tsx/,
    );
  });
});
