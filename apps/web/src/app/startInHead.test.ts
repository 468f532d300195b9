import { describe, expect, it } from 'vitest';
import { deferredPartsInHead } from '../../build/deferredPartsInHead';
import { startFiles } from '../../build/startInHead';
import { DEFERRED_FILES_ID } from './modulePreloads';

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

describe("the deferred parts' files in the page's head", () => {
  const bundle = {
    ...BUNDLE,
    'assets/dialog.js': chunk('assets/dialog.js', ['assets/react.js'], ['assets/dialog.css']),
    'assets/menus.js': chunk('assets/menus.js', ['assets/ui.js', 'assets/dialog.js'], [], {
      facadeModuleId: '/repo/apps/web/src/modules/layout/HeaderMenus.tsx',
    }),
  };

  /** The tags the plugin adds to the page, for a bundle. */
  function tags(modules: readonly string[]) {
    const plugin = deferredPartsInHead(['/src/start.tsx'], modules);
    const hook = plugin.transformIndexHtml as { handler: (html: string, context: unknown) => unknown };
    return hook.handler('<html></html>', { bundle }) as Array<{
      attrs: Record<string, string>;
      children: string;
    }>;
  }

  it('lists the scripts the parts need that the start does not load, as a JSON data block', () => {
    const [tag] = tags(['/src/modules/layout/HeaderMenus.tsx']);
    expect(tag?.attrs).toEqual({ id: DEFERRED_FILES_ID, type: 'application/json' });
    expect(JSON.parse(tag?.children ?? '')).toEqual(['/assets/dialog.js', '/assets/menus.js']);
  });

  it('stops the build when a part is missing', () => {
    expect(() => tags(['/src/modules/help/Missing.tsx'])).toThrow(/no chunk for/);
  });
});
