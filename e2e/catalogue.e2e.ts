import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { whenInteractive } from './support/interactive';

// The catalogue pages against the real server and the catalogue it generates at its first start:
// browsing from the home page, searching, a product's variants, adding to the cart signed out,
// and the language choice, in Arabic and in English. Product names, categories and variants are
// read from the API first, never written here, so the tests follow whatever the generator makes.

type Language = 'ar' | 'en';

/** The `language` header of each interface language (spec section 1). */
const LANGUAGE_CODE: Record<Language, string> = { ar: '9', en: '1' };

const TEXT = {
  ar: {
    allCategories: 'جميع الفئات',
    allOf: (name: string) => `كل ${name}`,
    search: 'ابحث عن المنتجات',
    addToCart: 'أضف إلى السلة',
    logIn: 'تسجيل الدخول',
    inStock: (count: number) => `المتوفر: ${count}`,
    hotProducts: 'المنتجات الرائجة',
  },
  en: {
    allCategories: 'All categories',
    allOf: (name: string) => `All ${name}`,
    search: 'Search products',
    addToCart: 'Add to cart',
    logIn: 'Log in',
    inStock: (count: number) => `${count} in stock`,
    hotProducts: 'Hot products',
  },
} as const;

interface Category {
  categoryId: number;
  categoryName: string;
  children: Category[];
}

interface Card {
  id: string;
  platformType: number;
  name: string;
}

interface Variant {
  skuId: string;
  attributes: { name: string; value: string }[];
  skuStock: number;
  price: number;
  promotionPrice: number | null;
}

interface Detail extends Card {
  variants: Variant[];
}

async function call<T>(
  request: APIRequestContext,
  language: Language,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await request.post(`/pdpd${path}`, {
    headers: { language: LANGUAGE_CODE[language] },
    data: body,
  });
  const envelope = (await response.json()) as { success: boolean; data: T; msg: string };
  expect(envelope.success, `${path}: ${envelope.msg}`).toBe(true);
  return envelope.data;
}

async function categoryTree(request: APIRequestContext, language: Language): Promise<Category[]> {
  const response = await request.get(
    `/pdpd/ds/category/hello-category-tree?language=${LANGUAGE_CODE[language]}`,
  );
  return ((await response.json()) as { data: Category[] }).data;
}

/** `$1,234.56`: spec section 9's USD display, the same in every language. */
function usd(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const paid = (variant: Variant) => variant.promotionPrice ?? variant.price;

/** The storefront in `language` from the first page on, as if the buyer had chosen it before. */
/**
 * A buyer who chose `language` before: the cookie the choice sets (so the server renders the page in
 * it) and the stored choice (read by the page's code), as after a visit that picked it.
 */
async function useLanguage(page: Page, language: Language) {
  const origin = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'tijara.locale', value: language, url: origin }]);
  await page.addInitScript((locale) => {
    if (!window.localStorage.getItem('tijara.locale')) window.localStorage.setItem('tijara.locale', locale);
  }, language);
}

/**
 * A best-selling product whose name finds it on the first page of a search, with two variants in
 * stock that differ in one attribute and in price or stock, as the product page starts on the
 * first in stock (the domain's initial selection).
 */
async function productWithVariants(request: APIRequestContext, language: Language) {
  const { records } = await call<{ records: Card[] }>(request, language, '/ds/product/hello-page', {
    sort: 'sales',
    pageNum: 1,
    pageSize: 40,
  });
  for (const card of records) {
    const detail = await call<Detail>(request, language, '/hello/product/detail', {
      productId: card.id,
      platformType: card.platformType,
    });
    const first = detail.variants.find((variant) => variant.skuStock > 0);
    if (!first) continue;
    const next = detail.variants.find((variant) => {
      if (variant === first || variant.skuStock === 0) return false;
      const differing = variant.attributes.filter(
        (attribute) =>
          !first.attributes.some((a) => a.name === attribute.name && a.value === attribute.value),
      );
      return differing.length === 1 && (paid(variant) !== paid(first) || variant.skuStock !== first.skuStock);
    });
    if (!next) continue;
    const found = await call<{ records: Card[] }>(request, language, '/ds/product/hello-page', {
      keyword: detail.name,
      pageNum: 1,
      pageSize: 20,
    });
    if (!found.records.some((record) => record.id === detail.id)) continue;
    const changed = next.attributes.find(
      (attribute) => !first.attributes.some((a) => a.name === attribute.name && a.value === attribute.value),
    );
    if (changed) return { detail, first, next, changedValue: changed.value };
  }
  throw new Error('the generated catalogue has no best seller with two comparable variants');
}

for (const language of ['ar', 'en'] as const) {
  const text = TEXT[language];

  test.describe(`catalogue in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, language));

    test('browses a category from the home page, then one below it', async ({ page, request }) => {
      const [root] = await categoryTree(request, language);
      const child = root?.children[0];
      if (!root || !child) throw new Error('the generated catalogue has no category tree');

      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The header's menus load when the browser is idle: the button is the real menu by then.
      await page.getByRole('button', { name: text.allCategories }).click();
      await page.getByRole('menuitem', { name: root.categoryName, exact: true }).click();
      await page.getByRole('menuitem', { name: text.allOf(root.categoryName) }).click();

      await expect(page).toHaveURL(
        new RegExp(`/category_search_list\\?id=${root.categoryId}&firstId=${root.categoryId}$`),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(root.categoryName);
      await expect(
        page.getByRole('list', { name: root.categoryName }).getByRole('listitem').first(),
      ).toBeVisible();

      await page.getByRole('link', { name: child.categoryName, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.categoryName);
      // The breadcrumbs lead back up to the root category.
      await expect(page.getByRole('link', { name: root.categoryName, exact: true })).toBeVisible();
      await expect(
        page.getByRole('list', { name: child.categoryName }).getByRole('listitem').first(),
      ).toBeVisible();
    });

    test("opens a home section's full list", async ({ page }) => {
      await page.goto('/');
      const hot = page.getByRole('region', { name: text.hotProducts });
      await expect(hot.getByRole('listitem').first()).toBeVisible();
      await hot
        .getByRole('link', { name: new RegExp(text.hotProducts) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/category_search_list\?id=30$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.hotProducts);
      await expect(
        page.getByRole('list', { name: text.hotProducts }).getByRole('listitem').first(),
      ).toBeVisible();
    });

    test('searches, opens a product, picks a variant, and is sent to log in to add it to the cart', async ({
      page,
      request,
    }) => {
      const { detail, first, next, changedValue } = await productWithVariants(request, language);

      await page.goto('/');
      const box = page.getByRole('searchbox', { name: text.search });
      await box.fill(detail.name);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search-list\?name=/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(detail.name);

      const card = page.locator(`a[href^="/commodity_details?productId=${detail.id}&"]`).first();
      const [product] = await Promise.all([page.waitForEvent('popup'), card.click()]);
      await expect(product.getByRole('heading', { level: 1 })).toHaveText(detail.name);
      await whenInteractive(product);

      const chosen = product.getByTestId('chosen-variant');
      await expect(chosen).toContainText(usd(paid(first)));
      await expect(chosen).toContainText(text.inStock(first.skuStock));
      // The radio input is visually hidden inside its label, which takes the click (as a finger's).
      const value = product.getByRole('radio', { name: changedValue, exact: true });
      await product.locator('label', { has: value }).click();
      await expect(value).toBeChecked();
      await expect(chosen).toContainText(usd(paid(next)));
      await expect(chosen).toContainText(text.inStock(next.skuStock));

      await product.getByRole('button', { name: text.addToCart }).click();
      await expect(product).toHaveURL(/\/login\?redirect=/);
      const redirect = new URL(product.url()).searchParams.get('redirect') ?? '';
      expect(redirect).toContain(`productId=${detail.id}`);
      expect(redirect).toContain(`skuId=${next.skuId}`);
      await expect(product.getByRole('heading', { level: 1 })).toHaveText(text.logIn);
    });
  });
}

test('the language chosen on a catalogue page stays after a reload, and the catalogue follows it', async ({
  page,
  request,
}) => {
  const [arabicRoot] = await categoryTree(request, 'ar');
  const [englishRoot] = await categoryTree(request, 'en');
  if (!arabicRoot || !englishRoot) throw new Error('the generated catalogue has no category tree');

  await page.goto(`/category_search_list?id=${arabicRoot.categoryId}&firstId=${arabicRoot.categoryId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicRoot.categoryName);
  await page.getByRole('button', { name: /اللغة/ }).click();
  await page.getByRole('option', { name: 'English' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishRoot.categoryName);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishRoot.categoryName);
  await expect(page.getByRole('button', { name: 'Sort by' })).toBeVisible();
});

test('searching in Arabic finds a product by its Arabic name on the English storefront too', async ({
  page,
  request,
}) => {
  // Every language's name is in the search document: an Arabic word finds the product, shown in English.
  const { detail } = await productWithVariants(request, 'ar');
  const english = await call<Detail>(request, 'en', '/hello/product/detail', { productId: detail.id });
  await useLanguage(page, 'en');
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: TEXT.en.search });
  await box.fill(detail.name);
  await box.press('Enter');
  await expect(page.locator(`a[href^="/commodity_details?productId=${detail.id}&"]`).first()).toContainText(
    english.name,
  );
});

for (const [language, path] of [
  ['ar', '/search-list?name=%20%20'],
  ['en', '/search-list?name=%20%20'],
] as const) {
  test(`an empty search says so in ${language}, and every catalogue page fits 360 px`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    const warning = language === 'ar' ? 'أدخل كلمة للبحث.' : 'Enter something to search for.';
    await expect(page.getByRole('heading', { level: 2, name: warning })).toBeVisible();
    const { detail } = await productWithVariants(request, language);
    const [root] = await categoryTree(request, language);
    for (const next of [
      '/',
      `/category_search_list?id=${root?.categoryId ?? 0}&firstId=${root?.categoryId ?? 0}`,
      `/search-list?name=${encodeURIComponent(detail.name)}`,
      `/commodity_details?productId=${detail.id}&platformType=${detail.platformType}`,
      '/hotBrand',
    ]) {
      await page.goto(next);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main li, main table').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, next).toBe(0);
    }
  });
}
