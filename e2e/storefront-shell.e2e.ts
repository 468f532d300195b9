import { expect, test, type Page } from '@playwright/test';
import { uniqueBuyer } from './support/buyers';

// The storefront shell against the real server: languages, the sign-in guard, registration and
// sign-in, the layout at 360 px. Nothing here needs the catalogue.

/** The header's menus download at the first interaction with the page, as a person's would. */
async function interact(page: Page) {
  await page.mouse.move(8, 8);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('the language choice is stored, reloads the page and survives the next visit', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await interact(page);
  await page.getByRole('button', { name: /اللغة/ }).click();
  await page.getByRole('option', { name: 'English' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Wholesale goods from China, delivered to Baghdad',
  );

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a private route sends a guest to sign in, and back there once registered and signed in', async ({
  page,
}) => {
  const buyer = uniqueBuyer();
  await page.goto('/individualCenter/1');
  await expect(page).toHaveURL(/\/login\?redirect=%2FindividualCenter%2F1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');

  await page.getByRole('link', { name: 'إنشاء حساب' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2FindividualCenter%2F1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إنشاء حساب');
  await page.getByLabel('اسم المستخدم').fill(buyer.userName);
  await page.getByLabel('البريد الإلكتروني').fill(buyer.email);
  await page.getByRole('textbox', { name: 'رقم الهاتف' }).fill(buyer.phone);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(buyer.password);
  await page.getByLabel('تأكيد كلمة المرور').fill(buyer.password);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();

  await expect(page).toHaveURL(/\/individualCenter\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('معلوماتي');
  await expect(page.getByText(buyer.email)).toBeVisible();

  // Sign out from the user menu, then sign in with the password.
  await interact(page);
  await page.getByRole('button', { name: `مرحباً، ${buyer.userName}` }).click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/individualCenter/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
  await page.getByLabel('اسم المستخدم أو رقم الهاتف').fill(buyer.userName);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(buyer.password);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/individualCenter\/1$/);
  await expect(page.getByText(buyer.email)).toBeVisible();
});

test('registration says when a user name is already taken', async ({ page }) => {
  const buyer = uniqueBuyer();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إنشاء حساب');
  await page.getByLabel('اسم المستخدم').fill(buyer.userName);
  await page.getByLabel('البريد الإلكتروني').fill(buyer.email);
  await page.getByRole('textbox', { name: 'رقم الهاتف' }).fill(buyer.phone);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(buyer.password);
  await page.getByLabel('تأكيد كلمة المرور').fill(buyer.password);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.evaluate(() => localStorage.removeItem('tijara.session'));
  await page.goto('/register');
  await page.getByLabel('اسم المستخدم').fill(buyer.userName);
  await page.getByLabel('البريد الإلكتروني').focus();
  await expect(page.getByText('اسم المستخدم موجود مسبقاً.')).toBeVisible();
});

for (const path of ['/', '/login', '/register', '/no-such-page']) {
  test(`${path} fits a 360 px phone without sideways scrolling, before and after the menus load`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
    await interact(page);
    // On a phone the language is in the menu sheet.
    await expect(page.getByRole('button', { name: 'القائمة' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
  });
}
