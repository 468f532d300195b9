// The main screens of the storefront on a 360 x 780 phone in its four languages, for a newcomer to
// see the store before running it (docs/screens/, linked from the README). Runs the built server
// with a fresh database, as `npm start` would, and Debian's Chromium through playwright-core.
//
//   pnpm build && node scripts/phone-screenshots.mjs
// The signed-in and staff screens of paying are phone-screenshots-paying.mjs's.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import * as prettier from 'prettier';
import { pdpd, requireBuild, root, startBuiltServer } from './builtServer.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const LOCALES = ['ar', 'ckb', 'en', 'zh'];
const OUT_DIR = path.join(root, 'docs', 'screens');
/** The names each language gives the controls the script presses. */
const NAMES = {
  ar: { categories: 'الفئات', menu: 'القائمة' },
  ckb: { categories: 'پۆلەکان', menu: 'لیست' },
  en: { categories: 'Categories', menu: 'Menu' },
  zh: { categories: '分类', menu: '菜单' },
};

requireBuild();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tijara-screens-'));
const { child, port } = await startBuiltServer(dataDir);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const shots = [];
try {
  const base = `http://127.0.0.1:${port}`;
  const [product] = await pdpd(base, '/ds/product/hello-page', {
    sort: 'sales',
    pageNum: 1,
    pageSize: 1,
  }).then((page) => page.records);
  const searchWord = product.name.split(/\s+/)[0];
  const screens = [
    { name: 'home', path: '/' },
    { name: 'categories', path: '/', open: 'categories' },
    { name: 'menu', path: '/', open: 'menu' },
    { name: 'hot-products', path: '/category_search_list?type=hot&firstId=2' },
    { name: 'search', path: `/search-list?name=${encodeURIComponent(searchWord)}` },
    {
      name: 'product',
      path: `/commodity_details?productId=${product.id}&platformType=${product.platformType}`,
    },
    { name: 'login', path: '/login' },
  ];
  mkdirSync(OUT_DIR, { recursive: true });
  for (const locale of LOCALES) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    await context.addCookies([{ name: 'tijara.locale', value: locale, url: base }]);
    await context.addInitScript((value) => window.localStorage.setItem('tijara.locale', value), locale);
    const page = await context.newPage();
    for (const screen of screens) {
      await page.goto(`${base}${screen.path}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => performance.getEntriesByName('tijara:interactive').length > 0);
      // The deferred menus and the help button load at the first interaction, as a person's would.
      await page.mouse.move(4, 400);
      await page.waitForSelector('button[data-flash]');
      if (screen.open === 'categories') {
        await page.getByRole('button', { name: NAMES[locale].categories }).click();
        await page.getByRole('dialog').locator('ul button').first().click();
      }
      if (screen.open === 'menu') await page.getByRole('button', { name: NAMES[locale].menu }).click();
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const file = `${locale}-${screen.name}.png`;
      writeFileSync(path.join(OUT_DIR, file), await page.screenshot({ animations: 'disabled' }));
      shots.push({ locale, screen: screen.name, file });
    }
    await context.close();
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const readmePath = path.join(OUT_DIR, 'README.md');
/** The README's section between the paying script's marks, or nothing when there is none. */
function payingSection() {
  if (!existsSync(readmePath)) return [];
  const current = readFileSync(readmePath, 'utf8');
  const start = current.indexOf('<!-- paying:start -->');
  const endMark = '<!-- paying:end -->';
  const end = current.indexOf(endMark);
  return start === -1 || end === -1 ? [] : [current.slice(start, end + endMark.length), ''];
}
const titles = { ar: 'العربية', ckb: 'کوردی', en: 'English', zh: '中文' };
const screenNames = [...new Set(shots.map((shot) => shot.screen))];
const readme = [
  '# The storefront on a phone',
  '',
  'The main screens at 360 x 780 in the four languages, taken from the built app and the real server',
  `with the generated catalogue (\`node scripts/phone-screenshots.mjs\` after \`pnpm build\`; taken ${new Date().toISOString().slice(0, 10)}).`,
  "The pictures and names are generated: no product here is a real supplier's.",
  '',
  `| screen | ${LOCALES.map((locale) => titles[locale]).join(' | ')} |`,
  `| --- | ${LOCALES.map(() => '---').join(' | ')} |`,
  ...screenNames.map(
    (name) =>
      `| ${name} | ${LOCALES.map((locale) => `<img src="${locale}-${name}.png" width="180" alt="${name}, ${titles[locale]}">`).join(' | ')} |`,
  ),
  '',
  // The paying screens' section, which phone-screenshots-paying.mjs writes, stays as it is.
  ...payingSection(),
].join('\n');
// Written as the repository's formatter writes it, so `prettier --check` passes on the result.
const prettierOptions = (await prettier.resolveConfig(readmePath)) ?? {};
writeFileSync(readmePath, await prettier.format(readme, { ...prettierOptions, filepath: readmePath }));
console.log(`${shots.length} screenshots in ${path.relative(root, OUT_DIR)}`);
