// Measures what the self-hosted fonts cost while they load, and what the theme's metric-matched
// fallback faces (src/theme/fontFallbacks.ts) save. In Chromium, on a phone-sized page of the
// storefront's own copy (apps/web's catalogues), it reports:
//
//   1. the metrics of each web font and of each local font a fallback face names (advance width
//      of the copy, ascent, descent, line gap), and the size-adjust / ascent-override /
//      descent-override / line-gap-override that make the local font take the web font's room;
//   2. the layout shift (CLS) when the web fonts arrive 400 ms after the first paint, with the
//      font stack as it was (font-display: swap onto the browser's default font), with the
//      fallback faces, and with font-display: optional instead.
//
// Usage: node packages/ui/scripts/measure-font-swap.mjs
// It needs the local fonts a fallback face names (Debian: fonts-liberation, fonts-dejavu-core);
// a face whose local font is missing is reported and left out of the measurement.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sirv from 'sirv';
import { FALLBACK_FACES, FONT_STACK, WEB_FONT_STACK } from '../src/theme/fontFallbacks.ts';

/** The Chromium the workspace's browser tests use (see scripts/chromium.mjs at the root). */
function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  return found ?? chromium.executablePath();
}
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageRoot, '..', '..');
const FONT_DELAY_MS = 400;
const VIEWPORT = { width: 360, height: 740 };

/** The storefront's copy in one language: every message of apps/web's catalogue. */
function copyOf(locale) {
  const file = path.join(repoRoot, 'apps', 'web', 'src', 'i18n', 'messages', `${locale}.json`);
  return Object.values(JSON.parse(readFileSync(file, 'utf8'))).map((text) =>
    String(text).replace(/\{[^}]*\}/g, '12'),
  );
}

/** Characters of one script only, so each font is measured on the glyphs it is there for. */
const SCRIPT_FILTER = {
  latin: (text) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff\u2010-\u2027]/g, ''),
  arabic: (text) => text.replace(/[^\u0020\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufefc]/g, ''),
};

const SAMPLES = {
  latin: SCRIPT_FILTER.latin(copyOf('en').join(' ')),
  arabic: SCRIPT_FILTER.arabic([...copyOf('ar'), ...copyOf('ckb')].join(' ')),
};

const fontsourceCss = [
  '/fontsource/noto-sans/400.css',
  '/fontsource/noto-sans/700.css',
  '/fontsource/noto-sans-arabic/400.css',
  '/fontsource/noto-sans-arabic/700.css',
  '/fontsource/noto-sans-sc/400.css',
  '/fontsource/noto-sans-sc/700.css',
];

function fallbackCss() {
  return FALLBACK_FACES.map(
    (face) => `@font-face {
  font-family: '${face.family}';
  src: ${face.local.map((name) => `local('${name}')`).join(', ')};
  font-weight: ${face.weight};
  size-adjust: ${face.sizeAdjust};
  ascent-override: ${face.ascentOverride};
  descent-override: ${face.descentOverride};
  line-gap-override: ${face.lineGapOverride};
  unicode-range: ${face.unicodeRange};
}`,
  ).join('\n');
}

/** A phone-sized storefront page: a header row, a heading, buttons and paragraphs of copy. */
function pageHtml(locale, { stack, fallbacks, display }) {
  const dir = locale === 'ar' || locale === 'ckb' ? 'rtl' : 'ltr';
  const copy = copyOf(locale);
  const links = fontsourceCss.map(
    (href) => `<link rel="stylesheet" href="${href}${display ? `?display=${display}` : ''}">`,
  );
  const blocks = copy
    .slice(0, 60)
    .map((text, index) =>
      index % 6 === 0 ? `<h2>${text}</h2>` : index % 6 === 1 ? `<button>${text}</button>` : `<p>${text}</p>`,
    )
    .join('\n');
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width">
${links.join('\n')}
<style>
${fallbacks ? fallbackCss() : ''}
body { margin: 0; padding: 16px; font-family: ${stack}; font-size: 16px; line-height: 1.5; }
h2 { font-size: 24px; line-height: 1.25; font-weight: 700; margin: 16px 0 8px; }
p { margin: 0 0 8px; }
button { font: inherit; line-height: normal; padding: 8px 12px; margin: 0 0 8px; }
</style></head><body>
${blocks}
<script>
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push(entry.value);
}).observe({ type: 'layout-shift', buffered: true });
</script>
</body></html>`;
}

const pages = new Map();
const fontsourceDir = path.join(packageRoot, 'node_modules', '@fontsource');
const serveFontsource = sirv(fontsourceDir, { dev: true });
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/fontsource/')) {
    const display = url.searchParams.get('display');
    if (display && url.pathname.endsWith('.css')) {
      // The same @font-face rules with another font-display (fontsource's CSS says swap).
      const file = path.join(fontsourceDir, url.pathname.slice('/fontsource/'.length));
      const css = readFileSync(file, 'utf8').replaceAll('font-display: swap', `font-display: ${display}`);
      response.writeHead(200, { 'content-type': 'text/css' });
      response.end(css);
      return;
    }
    request.url = url.pathname.slice('/fontsource'.length);
    serveFontsource(request, response, () => {
      response.writeHead(404);
      response.end();
    });
    return;
  }
  const html = pages.get(url.pathname);
  response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html ?? 'not found');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });

/** Width of the sample, ascent, descent and line gap of one font, per 1000 units of font size. */
async function measureFonts(specs) {
  pages.set('/metrics', pageHtml('en', { stack: 'serif', fallbacks: false }));
  const page = await browser.newPage();
  await page.goto(`${origin}/metrics`);
  const result = await page.evaluate(async (specs) => {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    const out = [];
    for (const spec of specs) {
      let family = spec.family;
      if (spec.local) {
        family = `probe ${spec.local} ${spec.weight}`;
        const face = new FontFace(family, `local('${spec.local}')`, { weight: String(spec.weight) });
        try {
          await face.load();
        } catch {
          out.push({ ...spec, missing: true });
          continue;
        }
        document.fonts.add(face);
      } else {
        await document.fonts.load(`${spec.weight} 100px "${family}"`, spec.sample);
      }
      context.font = `${spec.weight} 1000px "${family}"`;
      const metrics = context.measureText(spec.sample);
      const probe = document.createElement('div');
      probe.style.cssText = `position:absolute;font:${spec.weight} 1000px "${family}";line-height:normal;white-space:nowrap`;
      probe.textContent = spec.sample.slice(0, 40);
      document.body.append(probe);
      const lineHeight = probe.getBoundingClientRect().height;
      probe.remove();
      out.push({
        ...spec,
        width: metrics.width / spec.sample.length,
        ascent: metrics.fontBoundingBoxAscent,
        descent: metrics.fontBoundingBoxDescent,
        lineGap: lineHeight - metrics.fontBoundingBoxAscent - metrics.fontBoundingBoxDescent,
      });
    }
    return out;
  }, specs);
  await page.close();
  return result;
}

/** The layout shift while the web fonts arrive FONT_DELAY_MS late. */
async function measureShift(locale, variant) {
  const name = `/${locale}-${variant.name}`;
  pages.set(name, pageHtml(locale, variant));
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.route(/\.woff2?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
    await route.continue();
  });
  await page.goto(`${origin}${name}`);
  await page.waitForTimeout(FONT_DELAY_MS * 3);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const { cls, webFontShown } = await page.evaluate(() => {
    // Whether the page ended up in the web font: Chromium reports the font a text node used.
    const shown = [...document.fonts].some(
      (face) => face.status === 'loaded' && face.family.startsWith('"Noto'),
    );
    return { cls: window.__shifts.reduce((sum, value) => sum + value, 0), webFontShown: shown };
  });
  // With font-display: optional a late font is downloaded but not used on this page view.
  const usedFonts = await usedFontFamilies(page);
  await context.close();
  return { cls, webFontShown, usedFonts };
}

/** The font families Chromium actually rendered the page's text with (CSS.getPlatformFontsForNode). */
async function usedFontFamilies(page) {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'body' });
  const { nodeIds } = await session.send('DOM.querySelectorAll', { nodeId, selector: 'h2, p, button' });
  const counts = new Map();
  for (const id of nodeIds) {
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId: id });
    for (const font of fonts)
      counts.set(font.familyName, (counts.get(font.familyName) ?? 0) + font.glyphCount);
  }
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]));
}

const round = (value, digits = 2) => Number(value.toFixed(digits));

// 1. Metrics, and the overrides they call for.
const webFonts = [
  { script: 'latin', family: 'Noto Sans' },
  { script: 'arabic', family: 'Noto Sans Arabic' },
];
const specs = [];
for (const weight of [400, 700]) {
  for (const web of webFonts) specs.push({ ...web, weight, sample: SAMPLES[web.script] });
  for (const face of FALLBACK_FACES.filter((candidate) => candidate.weight === weight)) {
    for (const local of face.local) {
      specs.push({ script: face.script, family: face.family, local, weight, sample: SAMPLES[face.script] });
    }
  }
}
const measured = await measureFonts(specs);
console.log('\nFont metrics (per 1000 units of font size; width = mean advance of the copy):');
for (const row of measured) {
  const name = row.local ? `local('${row.local}')` : row.family;
  if (row.missing) {
    console.log(
      `  ${row.script.padEnd(7)} ${String(row.weight).padEnd(4)} ${name.padEnd(34)} not installed here`,
    );
    continue;
  }
  console.log(
    `  ${row.script.padEnd(7)} ${String(row.weight).padEnd(4)} ${name.padEnd(34)} width ${round(row.width, 1)}, ascent ${round(row.ascent, 1)}, descent ${round(row.descent, 1)}, line gap ${round(row.lineGap, 1)}`,
  );
}
console.log("\nOverrides that give each local font the web font's room (compare with fontFallbacks.ts):");
for (const row of measured.filter((candidate) => candidate.local && !candidate.missing)) {
  const web = measured.find(
    (candidate) => !candidate.local && candidate.script === row.script && candidate.weight === row.weight,
  );
  const sizeAdjust = web.width / row.width;
  console.log(
    `  ${row.family} ${row.weight} via local('${row.local}'): size-adjust ${round(sizeAdjust * 100)}%, ascent-override ${round(web.ascent / 10 / sizeAdjust)}%, descent-override ${round(web.descent / 10 / sizeAdjust)}%, line-gap-override ${round(web.lineGap / 10 / sizeAdjust)}%`,
  );
}

// 2. Layout shift while the fonts arrive.
const variants = [
  { name: 'swap', stack: WEB_FONT_STACK, fallbacks: false },
  { name: 'swap-fallbacks', stack: FONT_STACK, fallbacks: true },
  { name: 'optional', stack: WEB_FONT_STACK, fallbacks: false, display: 'optional' },
];
console.log(
  `\nLayout shift on a ${VIEWPORT.width}x${VIEWPORT.height} page, fonts arriving ${FONT_DELAY_MS} ms late:`,
);
for (const locale of ['en', 'ar', 'ckb']) {
  for (const variant of variants) {
    const { cls, usedFonts } = await measureShift(locale, variant);
    const fonts = Object.entries(usedFonts)
      .map(([family, glyphs]) => `${family} ${glyphs}`)
      .join(', ');
    console.log(
      `  ${locale.padEnd(4)} ${variant.name.padEnd(15)} CLS ${cls.toFixed(4)}   glyphs drawn with: ${fonts}`,
    );
  }
}

await browser.close();
server.close();
