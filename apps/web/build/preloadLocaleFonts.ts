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
 * Puts `script` (a whole `<script>` element) right after the `locale-boot` script of `html`, or
 * answers null when there is none.
 */
export function afterLocaleBoot(html: string, script: string): string | null {
  const boot = html.indexOf('id="locale-boot"');
  if (boot < 0) return null;
  const end = html.indexOf('</script>', boot);
  if (end < 0) return null;
  const at = end + '</script>'.length;
  return `${html.slice(0, at)}\n    ${script}${html.slice(at)}`;
}

/**
 * Preloads the fonts of the page's language from the first bytes of the page. Without it the
 * browser asks for them only once the app has rendered its first screen, and the page waits for
 * them (its text, then its largest paint) after the JavaScript; with it they download alongside
 * the JavaScript. The file names carry the build's hashes, so the list is written at build time.
 *
 * The script goes right after `locale-boot`, before the style sheets Vite links: a script after a
 * style sheet runs only once that style sheet has arrived, so the fonts would be asked for a round
 * trip later, and the page (which a preloaded font keeps from rendering until it arrives) would
 * wait that much longer for its first paint.
 */
export function preloadLocaleFonts(): Plugin {
  return {
    name: 'tijara-preload-locale-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const files = Object.keys(context.bundle ?? {});
        const pick = (pattern: RegExp) =>
          files.filter((file) => pattern.test(file)).map((file) => `/${file}`);
        const fonts = { latin: pick(FONT_FILES.latin), arabic: pick(FONT_FILES.arabic) };
        if (fonts.latin.length === 0) this.warn('no Latin font file found to preload');
        const placed = afterLocaleBoot(
          html,
          `<script id="font-preload">${fontPreloadScript(fonts)}</script>`,
        );
        if (placed === null) throw new Error('index.html has no locale-boot script to follow');
        return placed;
      },
    },
  };
}
