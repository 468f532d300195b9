import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueBuyer } from './support/buyers';
import { pdpd, type Detail } from './support/catalogue';
import { whenHydrated, whenInteractive as interactive } from './support/interactive';

// The landing pages come rendered from the server (apps/web/src/entry-server.tsx): readable before
// any JavaScript runs, in the language of the preference cookie, and hydrated in the browser
// without a mismatch (a mismatch is a React error in the console, and costs the page its markup).

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
const searchPath = (card: Card) => `/search-list?name=${encodeURIComponent(card.name.split(/\s+/)[0] ?? '')}`;

/** Every error the page reports in its console or throws, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, a search and a product are readable, in Arabic, right to left', async ({
    page,
    request,
  }) => {
    const card = await bestSeller(request);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('بضائع الجملة من الصين إلى بغداد');
    // A banner is a link named by its headline and call to action (the picture itself is decoration).
    await expect(page.getByRole('region', { name: 'العروض' }).getByRole('link').first()).toBeVisible();

    await page.goto(searchPath(card));
    await expect(page.getByRole('link', { name: card.name }).first()).toBeVisible();

    await page.goto(productPath(card));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.name);
  });
});

for (const language of ['ar', 'ckb', 'en', 'zh'] as const) {
  // Five pages, each waited for until it answers: a generous limit for a busy machine.
  test(`landing pages hydrate without an error (${language})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const card = await bestSeller(request);
    await context.addCookies([{ name: 'tijara.locale', value: language, url: baseURL ?? '' }]);
    await page.addInitScript((locale) => window.localStorage.setItem('tijara.locale', locale), language);
    const errors = collectErrors(page);
    for (const path of [
      '/',
      searchPath(card),
      '/category_search_list?type=hot',
      productPath(card),
      '/hotBrand',
    ]) {
      const response = await page.goto(path);
      // Rendered on the server in the cookie's language, with the answers it rendered from.
      const html = (await response?.text()) ?? '';
      expect(html, path).toContain(`<html lang="${language}"`);
      expect(html, path).toContain('id="tijara-page-data"');
      // A Chinese page asks for the Chinese font rules itself, without waiting for the app.
      expect(/chinese-[\w-]+\.css/.test(html), path).toBe(language === 'zh');
      expect(repeatedStyleSheets(html), path).toEqual([]);
      await interactive(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

// apps/web/build/compileHints.ts: V8 compiles such a script's functions off the main thread as it
// downloads, and reads the hint on the first line only (Vite's loader puts its list of preloads at
// the top of a chunk that imports lazily).
test("every script the page loads starts with V8's compile hint, on its first line", async ({ page }) => {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) {
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    }
  });
  await page.goto('/');
  await interactive(page);
  const loaded = await Promise.all(scripts);
  // The entry, React's renderer, the app's start (which imports lazily) and the home screen at least.
  expect(loaded.length).toBeGreaterThan(4);
  for (const { url, body } of loaded) expect(body.slice(0, 29), url).toBe('//# allFunctionsCalledOnLoad\n');
});

test('a language chosen before the cookie existed is copied into it, and the next page is rendered in it', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('tijara.locale', 'en'));
  const errors = collectErrors(page);
  const first = await page.goto('/');
  // The server had no cookie: Arabic markup, which the browser replaces with the English page.
  expect(await first?.text()).toContain('<html lang="ar"');
  await interactive(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Wholesale goods from China, delivered to Baghdad',
  );
  expect((await context.cookies()).find((cookie) => cookie.name === 'tijara.locale')?.value).toBe('en');

  const second = await page.goto('/');
  expect(await second?.text()).toContain('<html lang="en" dir="ltr">');
  await interactive(page);
  expect(errors).toEqual([]);
});

test('a tap before the code has loaded starts it, and the page answers', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox').first().click();
  await interactive(page);
  await page.getByRole('searchbox').first().fill('x');
  await expect(page.getByRole('searchbox').first()).toHaveValue('x');
});

/** Holds the app's entry script back until the returned function is called (the buyer has typed). */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('text typed before the code has loaded is still there once the page hydrates, and searches', async ({
  page,
}) => {
  // The app's entry is held back until the buyer has typed, so the page hydrates after it.
  const release = await holdEntryScript(page);
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'ابحث عن المنتجات' });
  await box.fill('مصباح');
  release();
  await interactive(page);
  await expect(box).toHaveValue('مصباح');
  await page.getByRole('button', { name: 'بحث', exact: true }).click();
  await expect(page).toHaveURL(/\/search-list\?name=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('مصباح');
});

test('a product, category or brand that does not exist answers 404 with its not-found screen, and hydrates', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'tijara.locale', value: 'en', url: baseURL ?? '' }]);
  await page.addInitScript(() => window.localStorage.setItem('tijara.locale', 'en'));
  const errors = collectErrors(page);
  for (const [path, notFound] of [
    [
      '/commodity_details?productId=no-such-product&platformType=1',
      'This product is invalid or has been removed from the shelves.',
    ],
    ['/category_search_list?id=987654321&firstId=1', 'This category does not exist.'],
    ['/hotBrand?brandId=987654321', 'This brand does not exist.'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect((await response?.text()) ?? '', path).toContain(notFound);
    await interactive(page);
    await expect(page.getByText(notFound)).toBeVisible();
  }
  // The browser reports each 404 answer (the page's, its calls'); anything else is a failure, a
  // hydration mismatch first of all.
  expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  // A page that exists still answers 200.
  expect((await page.goto('/category_search_list?type=hot'))?.status()).toBe(200);
});

/** The style sheets a page links more than once (each would be parsed and matched again). */
function repeatedStyleSheets(html: string): string[] {
  const hrefs = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    ([, href]) => href ?? '',
  );
  return hrefs.filter((href, index) => hrefs.indexOf(href) !== index);
}

/**
 * A new buyer with one line in the cart (the best seller, at its minimum order), signed in as the
 * storefront keeps it: the session in localStorage, which the app copies into the cookie the
 * server renders with (sessionCookie.ts).
 */
async function signedInWithCartLine(page: Page, request: APIRequestContext) {
  const buyer = uniqueBuyer();
  const { token } = await pdpd<{ token: string }>(request, '/hello/user/login/register', {
    userName: buyer.userName,
    email: buyer.email,
    phone: `0${buyer.phone}`,
    password: buyer.password,
    confirmPassword: buyer.password,
    areaId: '964',
  });
  const card = await bestSeller(request);
  const detail = await pdpd<Detail>(request, '/hello/product/detail', {
    productId: card.id,
    platformType: card.platformType,
  });
  const variant = detail.variants.find((candidate) => candidate.skuStock >= detail.minOrder + 1);
  if (!variant) throw new Error(`the best seller ${detail.id} has no variant in stock`);
  await pdpd(
    request,
    '/hello/cart/addCart',
    { productId: detail.id, skuId: variant.skuId, quantity: detail.minOrder },
    { token },
  );
  await page.goto('/helpCenter/about');
  await page.evaluate(
    (session) => window.localStorage.setItem('tijara.session', session),
    JSON.stringify({ id: 'e2e-rendered', token, user: null }),
  );
  await page.reload();
  await interactive(page);
  return { token, detail, variant };
}

test("a signed-in buyer's pages come rendered with their data, kept by no cache, and hydrate without an error", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, detail } = await signedInWithCartLine(page, request);
  expect((await context.cookies()).find((cookie) => cookie.name === 'tijara.session')?.value).toBe(token);
  const errors = collectErrors(page);

  const response = await page.goto('/buyer_cart');
  const html = (await response?.text()) ?? '';
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(html).toContain('"signedIn":true');
  expect(html).toContain(detail.name.replace(/&/g, '&amp;'));
  expect(html).not.toContain(token);
  expect(repeatedStyleSheets(html)).toEqual([]);
  await interactive(page);
  await expect(page.getByText(detail.name).first()).toBeVisible();

  for (const path of ['/individualCenter/buyer_order_list', '/individualCenter/address']) {
    const rendered = await page.goto(path);
    expect(await rendered?.text(), path).toContain('"signedIn":true');
    await interactive(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(errors).toEqual([]);

  // Once the token is revoked, the page is the shell again, and the app signs out (cookie included).
  await pdpd(request, '/hello/user/login/logout', {}, { token });
  const shell = await page.goto('/buyer_cart');
  expect(await shell?.text()).not.toContain('"signedIn":true');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'tijara.session'))
    .toBe(false);
});

test("a quantity typed into a cart line before the cart's code has loaded is kept once the cart hydrates", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { detail } = await signedInWithCartLine(page, request);
  // The cart's screen hydrates in a pass of its own, after the header's (the store layout's
  // <Suspense>): its code is held back until the buyer has typed.
  const release = await holdEntryScript(page);
  await page.goto('/buyer_cart');
  const quantity = page.getByRole('textbox', { name: `كمية ${detail.name}` });
  const typed = String(detail.minOrder + 1);
  await quantity.fill(typed);
  release();
  await interactive(page);
  await whenHydrated(quantity);
  await expect(quantity).toHaveValue(typed);
  // The line took it: leaving the field keeps it (a field whose component never saw it would show
  // the quantity it was rendered with again).
  await quantity.press('Tab');
  await expect(quantity).toHaveValue(typed);
});
