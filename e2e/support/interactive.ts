import type { Page } from '@playwright/test';

/**
 * Waits until the page answers the buyer: main.tsx's `tijara:interactive` mark, set once the app
 * has hydrated the server's markup (or rendered in the browser). A server-rendered page shows its
 * content before its code has loaded; a test that taps a control it handles in code waits for
 * this first, as a buyer's tap on a page still loading would wait.
 */
export async function whenInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('tijara:interactive').length > 0);
}
