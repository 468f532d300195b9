import { expect, test, type Page } from '@playwright/test';
import { whenInteractive } from './support/interactive';

// The storefront under its Content-Security-Policy (apps/server/src/http/securityHeaders.ts): no
// script, style, font, image, frame or call of the real pages is refused, server-rendered or not,
// in a left-to-right and a right-to-left language and in Chinese (its font rules switch on by a
// script, not an onload attribute).

// Five pages per test, each waited for until it answers the buyer: generous limits for a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Every policy violation the page reports, from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      refused.push(message.text());
  });
  return async () => [
    ...refused,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

for (const language of ['ar', 'en', 'zh'] as const) {
  test(`no Content-Security-Policy violation on the landing pages and the sign-in page (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'tijara.locale', value: language, url: baseURL ?? '' }]);
    await page.addInitScript((locale) => window.localStorage.setItem('tijara.locale', locale), language);
    const violations = await recordViolations(page);
    for (const path of [
      '/',
      '/search-list?name=LED',
      '/category_search_list?type=hot',
      '/hotBrand',
      '/login',
    ]) {
      const response = await page.goto(path);
      const headers = response?.headers() ?? {};
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      // The server-rendered pages allow their own scripts by nonce; the shell (/login) by hash.
      expect(policy, path).toMatch(path === '/login' ? /script-src 'self' 'sha256-/ : /'nonce-/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      await whenInteractive(page);
      await expect(page.locator('html'), path).toHaveAttribute('lang', language);
      if (language === 'zh' && path !== '/login') {
        await expect(page.locator('link[rel="stylesheet"][href*="chinese-"]').first(), path).toHaveAttribute(
          'media',
          'all',
        );
      }
      expect(await violations(), path).toEqual([]);
    }
  });
}

test('a script slipped into the markup does not run: the policy is enforced, not only sent', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.goto('/');
  await whenInteractive(page);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true;';
    document.body.appendChild(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
  });
  expect(ran).toBe(false);
  expect((await violations()).some((line) => line.startsWith('script-src'))).toBe(true);
});
