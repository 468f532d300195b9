import { expect, test } from '@playwright/test';

// A server-rendered page before its code has arrived (a slow connection, issue 13 item 6): the
// categories, the hot words and the search work from the HTML alone. JavaScript is off here, so
// nothing the page's code would do can hide a part that only works with it.

test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 }, hasTouch: true });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'tijara.locale', value: 'ar', url: baseURL ?? '' }]);
});

test('the tab bar opens every category as links, level by level, and a leaf opens its page', async ({
  page,
}) => {
  await page.goto('/search-list?name=lamp');
  const index = page.getByRole('navigation', { name: 'جميع الفئات' });
  await expect(index).toBeHidden();
  await page
    .getByRole('navigation', { name: 'الأقسام الرئيسية' })
    .getByRole('link', { name: 'الفئات' })
    .click();
  await expect(index).toBeVisible();
  // Still the same page: the index is a fragment of it.
  expect(new URL(page.url()).pathname).toBe('/search-list');
  const root = index.locator(':scope > ul > li > details').first();
  await root.locator(':scope > summary').click();
  const child = root.locator(':scope > ul > li > details').first();
  await child.locator(':scope > summary').click();
  // The child's list: "all of <child>", then its leaves.
  const leaf = child.locator(':scope > ul > li > a').nth(1);
  const leafName = (await leaf.textContent()) ?? '';
  await leaf.click();
  await expect(page).toHaveURL(/\/category_search_list\?id=\d+&firstId=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(leafName);
});

test('the index closes where the buyer was, and nothing is wider than the phone', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'الأقسام الرئيسية' })
    .getByRole('link', { name: 'الفئات' })
    .click();
  const index = page.getByRole('navigation', { name: 'جميع الفئات' });
  await expect(index).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await index.getByRole('link', { name: 'إغلاق' }).click();
  await expect(index).toBeHidden();
});

test('focusing the search shows the hot words as links to their results', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('group', { name: 'عمليات البحث الرائجة' });
  await expect(panel).toBeHidden();
  await page.getByRole('searchbox').first().focus();
  await expect(panel).toBeVisible();
  const word = panel.getByRole('link').first();
  const text = (await word.textContent()) ?? '';
  await word.click();
  await expect(page).toHaveURL(
    new RegExp(`/search-list\\?name=${encodeURIComponent(text).replaceAll('%20', '\\+')}`),
  );
  await expect(page.getByRole('searchbox').first()).toHaveValue(text);
});
