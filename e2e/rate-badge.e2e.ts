import { expect, test } from '@playwright/test';
import { E2E_RATE } from './playwright.config';

test('the storefront opens in Arabic, right to left, with the rate from the database', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // E2E_RATE (1457.6 IQD per USD) was stored by the server's set-rate command; IQD shows whole dinars.
  const badge = page.getByRole('banner').locator('p', { hasText: 'سعر الصرف' });
  await expect(badge).toContainText('$1.00');
  await expect(badge).toContainText(Math.round(Number(E2E_RATE)).toLocaleString('en-US'));
  await expect(badge).toContainText('د.ع.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('بضائع الجملة من الصين إلى بغداد');
});

test('a deep link is served by the app, which shows its not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
});

test('the API answers bad input with an envelope, never a stack trace', async ({ request }) => {
  const response = await request.get('/pdpd/ds/business/getRate', { headers: { language: '1' } });
  expect(response.status()).toBe(405);
  expect(await response.json()).toMatchObject({ success: false, code: 405, data: null });
});
