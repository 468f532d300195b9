import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_OUTBOX_FILE } from './playwright.config';

/** The development buyer the server creates outside production (README, "Development accounts"). */
const devBuyer = { userName: 'dev_buyer', phone: '07700000001', recipient: '9647700000001' };

interface OutboxLine {
  time: string;
  kind: string;
  recipient: string;
  code?: string;
}

/** The newest login code the outbox delivered to `recipient` since `since`, waiting for it. */
async function loginCodeFor(recipient: string, since: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(E2E_OUTBOX_FILE)) return undefined;
        const lines = readFileSync(E2E_OUTBOX_FILE, 'utf8')
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => JSON.parse(line) as OutboxLine)
          .filter(
            (line) =>
              line.kind === 'loginCode' && line.recipient === recipient && Date.parse(line.time) >= since,
          );
        code = lines.at(-1)?.code;
        return code;
      },
      { timeout: 15_000, message: `a login code for ${recipient} in ${E2E_OUTBOX_FILE}` },
    )
    .toMatch(/^\d{4,8}$/);
  return code ?? '';
}

test('signs in with a WhatsApp code read from the outbox', async ({ page }) => {
  const since = Date.now() - 1000;
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
  await page.getByRole('tab', { name: 'رمز الهاتف' }).click();
  await page.getByRole('textbox', { name: 'رقم الهاتف' }).fill(devBuyer.phone);
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await expect(page.getByText('أرسلنا الرمز إلى واتساب.')).toBeVisible();

  const code = await loginCodeFor(devBuyer.recipient, since);
  await page.getByRole('textbox', { name: 'رمز التحقق' }).fill(code);
  await page.getByRole('textbox', { name: 'رمز التحقق' }).press('Enter');

  await expect(page).toHaveURL(/\/$/);
  await page.goto('/individualCenter/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('معلوماتي');
  await expect(page.getByText(devBuyer.userName).first()).toBeVisible();
});
