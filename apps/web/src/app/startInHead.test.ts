import { describe, expect, it } from 'vitest';
import { deferredPartsInHead } from '../../build/deferredPartsInHead';
import { startFiles, startImportsPreloadNothing } from '../../build/startInHead';
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

describe("what Vite's loader preloads before a dynamic import", () => {
  /** The plugin as the build runs it: its bundle hook first, then Vite's questions. */
  function afterBundle() {
    const { plugin, resolveDependencies } = startImportsPreloadNothing(['/src/start.tsx']);
    const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler({}, BUNDLE);
    return resolveDependencies;
  }

  it("preloads none of the start module's scripts, which every page links", () => {
    const resolve = afterBundle();
    expect(
      resolve('assets/start.js', ['assets/start.js', 'assets/ui.js', 'assets/index.js'], {
        hostId: 'assets/index.js',
        hostType: 'js',
      }),
    ).toEqual([]);
  });

  it("preloads a screen's scripts, but never the entry, the page's own script", () => {
    const resolve = afterBundle();
    expect(
      resolve('assets/ui.js', ['assets/ui.js', 'assets/react.js', 'assets/index.js'], {
        hostId: 'assets/start.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/ui.js', 'assets/react.js']);
  });

  it("leaves the page's own links alone", () => {
    const resolve = afterBundle();
    expect(
      resolve('assets/start.js', ['assets/start.js'], { hostId: 'index.html', hostType: 'html' }),
    ).toEqual(['assets/start.js']);
  });

  it('stops the build when asked before the bundle is known', () => {
    const { resolveDependencies } = startImportsPreloadNothing(['/src/start.tsx']);
    expect(() =>
      resolveDependencies('assets/start.js', [], { hostId: 'assets/index.js', hostType: 'js' }),
    ).toThrow(/not known yet/);
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
