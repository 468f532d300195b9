import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { whenInteractive } from './support/interactive';

// The storefront on a 360 x 780 phone, mostly in Arabic and Kurdish (issue 13): a compact sticky
// header with search, the tab bar, the category sheet, the buy bar of the product page, the help
// button where it covers nothing, and nothing ever wider than the window.

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

interface Card {
  id: string;
  platformType: number;
  name: string;
}

async function bestSeller(request: APIRequestContext): Promise<Card> {
  const response = await request.post('/pdpd/ds/product/hello-page', {
    headers: { language: '9' },
    data: { sort: 'sales', pageNum: 1, pageSize: 1 },
  });
  const envelope = (await response.json()) as { data: { records: Card[] } };
  const [card] = envelope.data.records;
  if (!card) throw new Error('the generated catalogue is empty');
  return card;
}

const productPath = (card: Card) =>
  `/commodity_details?productId=${card.id}&platformType=${card.platformType}`;

async function inLanguage(page: Page, language: string, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'tijara.locale', value: language, url: baseURL ?? '' }]);
  // Only at the first load: a language the buyer then chooses must survive the reload it makes.
  await page.addInitScript((locale) => {
    if (window.localStorage.getItem('tijara.locale') === null)
      window.localStorage.setItem('tijara.locale', locale);
  }, language);
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The interactive elements the help button's box overlaps (their names), other than itself. */
async function coveredByHelpButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const help = document.querySelector<HTMLElement>('button[aria-describedby][data-flash]');
    if (!help) throw new Error('no help button');
    const box = help.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="button"], [role="link"], [tabindex="0"]',
    );
    const covered: string[] = [];
    for (const control of controls) {
      if (control === help || help.contains(control) || control.contains(help)) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(control).visibility === 'hidden')
        continue;
      const overlaps =
        rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
      if (overlaps)
        covered.push(control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
    }
    return covered;
  });
}

const TAB_NAMES = {
  ar: { nav: 'الأقسام الرئيسية', categories: 'الفئات', menu: 'القائمة', addToCart: 'أضف إلى السلة' },
  ckb: { nav: 'بەشە سەرەکییەکان', categories: 'پۆلەکان', menu: 'لیست', addToCart: 'زیادکردن بۆ سەبەتە' },
  en: { nav: 'Main sections', categories: 'Categories', menu: 'Menu', addToCart: 'Add to cart' },
  zh: { nav: '主要栏目', categories: '分类', menu: '菜单', addToCart: '加入购物车' },
} as const;

for (const language of ['ar', 'ckb', 'en', 'zh'] as const) {
  const names = TAB_NAMES[language];

  test(`${language}: a compact sticky header with search, the tab bar, and the help button covering nothing`, async ({
    page,
    request,
    baseURL,
  }) => {
    const card = await bestSeller(request);
    await inLanguage(page, language, baseURL);
    for (const path of [
      '/',
      productPath(card),
      `/search-list?name=${encodeURIComponent(card.name)}`,
      '/login',
      '/register',
    ]) {
      await page.goto(path);
      await whenInteractive(page);
      const header = page.locator('header').first();
      expect((await header.boundingBox())?.height, path).toBeLessThanOrEqual(120);
      // The help button has loaded into its place in the header.
      await page.mouse.move(4, 400);
      await expect(page.locator('button[data-flash]')).toBeVisible();
      expect(await coveredByHelpButton(page), path).toEqual([]);
      expect(await overflow(page), path).toBe(0);
      // Scrolled down, the search box is still in reach.
      await page.mouse.wheel(0, 1500);
      await expect(page.getByRole('searchbox').first()).toBeInViewport();
      const tabBar = page.getByRole('navigation', { name: names.nav });
      if (path.startsWith('/commodity_details')) {
        // The product page keeps its buy bar in the tab bar's place.
        await expect(tabBar).toHaveCount(0);
      } else {
        await expect(tabBar).toBeInViewport();
      }
    }
  });
}

for (const language of ['ar', 'ckb'] as const) {
  const names = TAB_NAMES[language];

  test(`${language}: the category sheet drills down and back, and opens a category`, async ({
    page,
    baseURL,
  }) => {
    await inLanguage(page, language, baseURL);
    await page.goto('/');
    await whenInteractive(page);
    await page
      .getByRole('navigation', { name: names.nav })
      .getByRole('button', { name: names.categories })
      .click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    expect(await overflow(page)).toBe(0);
    const topTitle = await sheet.getByRole('heading').textContent();
    // Into the first category with children, then one level deeper.
    const first = sheet.locator('ul button').first();
    const firstName = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(sheet.getByRole('heading')).toHaveText(firstName);
    const second = sheet.locator('ul button').first();
    const secondName = (await second.textContent())?.trim() ?? '';
    await second.click();
    await expect(sheet.getByRole('heading')).toHaveText(secondName);
    // Back goes up one level, and again to the top.
    await sheet.locator('header button').first().click();
    await expect(sheet.getByRole('heading')).toHaveText(firstName);
    await sheet.locator('header button').first().click();
    await expect(sheet.getByRole('heading')).toHaveText(topTitle ?? '');
    // A leaf opens its list page and the sheet closes.
    await first.click();
    await sheet.locator('ul button').first().click();
    await sheet.locator('ul a').nth(1).click();
    await expect(page).toHaveURL(/\/category_search_list\?/);
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(`${language}: the menu sheet holds the account, rate, currency and language; nothing widens the page`, async ({
    page,
    baseURL,
  }) => {
    await inLanguage(page, language, baseURL);
    await page.goto('/');
    await whenInteractive(page);
    await page.mouse.move(4, 400);
    await page.getByRole('button', { name: names.menu }).click();
    const sheet = page.getByRole('dialog', { name: names.menu });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('radio')).toHaveCount(6);
    expect(await overflow(page)).toBe(0);
    // Choosing a language reloads the page in it.
    await sheet.getByText('English', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test(`${language}: the product page shows its price and "add to cart" on the first screen`, async ({
    page,
    request,
    baseURL,
  }) => {
    const card = await bestSeller(request);
    await inLanguage(page, language, baseURL);
    await page.goto(productPath(card));
    await whenInteractive(page);
    const bar = page.getByRole('region').filter({ has: page.getByRole('button', { name: names.addToCart }) });
    await expect(bar.getByRole('button', { name: names.addToCart })).toBeInViewport();
    await expect(bar.getByRole('group')).toBeInViewport();
    // The bar's price is whole, not cut at the window's edge.
    const price = await bar.locator('bdi').first().boundingBox();
    expect(price?.x).toBeGreaterThanOrEqual(0);
    expect((price?.x ?? 0) + (price?.width ?? 0)).toBeLessThanOrEqual(360);
    await page.mouse.wheel(0, 2000);
    await expect(bar.getByRole('button', { name: names.addToCart })).toBeInViewport();
    expect(await overflow(page)).toBe(0);
  });
}

test('the first product card of the home page shows its price on the first screen (Arabic)', async ({
  page,
}) => {
  await page.goto('/');
  await whenInteractive(page);
  const firstPrice = page.locator('main article bdi, main [data-testid="product-card"] bdi').first();
  await expect(firstPrice).toBeInViewport({ ratio: 1 });
});

test('every route of section 2 fits a 360 px phone in Arabic', async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of [
    '/',
    '/category_search_list?type=hot&firstId=2',
    '/search-list?name=lamp',
    '/hotBrand',
    '/helpCenter/1',
    '/news-center',
    '/inquiry',
    '/img-search',
    '/procurement?fromSource=1',
    '/apply-agent',
    '/payment-result',
    '/switch-pay',
    '/404',
    '/login',
    '/register',
    '/reset-password',
    '/individualCenter/1',
    '/buyer_cart',
    '/confirm-orders',
    '/order-details',
    '/trade_flow',
  ]) {
    await page.goto(path);
    await whenInteractive(page);
    await page.mouse.move(4, 400);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    expect(await overflow(page), path).toBe(0);
  }
});
