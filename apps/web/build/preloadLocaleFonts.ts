import type { Plugin } from 'vite';

/**
 * The font files each page language paints its first screen with: Noto Sans (Latin: digits,
 * prices, English) on every page, Noto Sans Arabic on Arabic and Kurdish ones, both weights.
 * Chinese is split into about a hundred slices chosen by the text, so it is left to the browser.
 */
const FONT_FILES = {
  latin: /(^|\/)noto-sans-latin-(400|700)-normal-[\w-]+\.woff2$/,
  arabic: /(^|\/)noto-sans-arabic-arabic-(400|700)-normal-[\w-]+\.woff2$/,
};

/** The boot script: run after `locale-boot` has set `<html lang>`, so it preloads that language's fonts. */
export function fontPreloadScript(fonts: { latin: string[]; arabic: string[] }): string {
  return `(function (fonts) {
  var lang = document.documentElement.lang;
  var files = fonts.latin.concat(lang === 'ar' || lang === 'ckb' ? fonts.arabic : []);
  for (var i = 0; i < files.length; i += 1) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous';
    link.href = files[i];
    document.head.appendChild(link);
  }
})(${JSON.stringify(fonts)});`;
}

/**
 * Preloads the fonts of the page's language from the first bytes of the page. Without it the
 * browser asks for them only once the app has rendered its first screen, and the page waits for
 * them (its text, then its largest paint) after the JavaScript; with it they download alongside
 * the JavaScript. The file names carry the build's hashes, so the list is written at build time.
 */
export function preloadLocaleFonts(): Plugin {
  return {
    name: 'tijara-preload-locale-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        const pick = (pattern: RegExp) =>
          files.filter((file) => pattern.test(file)).map((file) => `/${file}`);
        const fonts = { latin: pick(FONT_FILES.latin), arabic: pick(FONT_FILES.arabic) };
        if (fonts.latin.length === 0) this.warn('no Latin font file found to preload');
        return [
          {
            tag: 'script',
            attrs: { id: 'font-preload' },
            children: fontPreloadScript(fonts),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
