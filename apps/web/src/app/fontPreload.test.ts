import { afterEach, describe, expect, it } from 'vitest';
import { afterLocaleBoot, fontPreloadScript } from '../../build/preloadLocaleFonts';

const FONTS = {
  latin: ['/assets/noto-sans-latin-400-normal-a.woff2', '/assets/noto-sans-latin-700-normal-b.woff2'],
  arabic: [
    '/assets/noto-sans-arabic-arabic-400-normal-c.woff2',
    '/assets/noto-sans-arabic-arabic-700-normal-d.woff2',
  ],
};

/** Runs the build's boot script as index.html does, after `locale-boot` has set `<html lang>`. */
function preloadedFor(lang: string): { href: string; as: string; crossOrigin: string | null }[] {
  document.documentElement.lang = lang;
  // As the browser runs an inline script: in the global scope, with this document.
  const evaluateGlobally = globalThis.eval;
  evaluateGlobally(fontPreloadScript(FONTS));
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href') ?? '',
    as: link.as,
    crossOrigin: link.crossOrigin,
  }));
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the font preload of index.html', () => {
  it.each(['ar', 'ckb'])('preloads the Latin and Arabic fonts on a %s page', (lang) => {
    expect(preloadedFor(lang).map((link) => link.href)).toEqual([...FONTS.latin, ...FONTS.arabic]);
  });

  it.each(['en', 'zh'])('preloads only the Latin fonts on a %s page', (lang) => {
    expect(preloadedFor(lang).map((link) => link.href)).toEqual(FONTS.latin);
  });

  it('asks for them as fonts, anonymously, as the stylesheet will', () => {
    for (const link of preloadedFor('ar'))
      expect(link).toMatchObject({ as: 'font', crossOrigin: 'anonymous' });
  });
});

describe('where the font preload goes in index.html', () => {
  const head = [
    '<head>',
    '<script id="locale-boot">document.documentElement.lang = "ar";</script>',
    '<title>t</title>',
    '<link rel="stylesheet" href="/assets/start.css">',
    '</head>',
  ].join('\n');

  it('follows locale-boot, before the first style sheet, which would hold it back', () => {
    const html = afterLocaleBoot(head, '<script id="font-preload"></script>') ?? '';
    const at = (text: string) => html.indexOf(text);
    expect(at('id="font-preload"')).toBeGreaterThan(at('id="locale-boot"'));
    expect(at('id="font-preload"')).toBeLessThan(at('rel="stylesheet"'));
    expect(html.replace(/\n\s*<script id="font-preload"><\/script>/, '')).toBe(head);
  });

  it('is not placed in a page without locale-boot', () => {
    expect(
      afterLocaleBoot('<head><link rel="stylesheet" href="/a.css"></head>', '<script></script>'),
    ).toBeNull();
  });
});
