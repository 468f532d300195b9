import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the page answers the buyer: main.tsx's `tijara:interactive` mark, set once the app
 * has hydrated the server's markup (or rendered in the browser). A server-rendered page shows its
 * content before its code has loaded; a test that taps a control it handles in code waits for
 * this first, as a buyer's tap on a page still loading would wait.
 */
export async function whenInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('tijara:interactive').length > 0);
}

/**
 * Waits until React has hydrated the element `locator` names (it carries React's props), not only
 * the page's shell: the store layout's screen hydrates in a pass of its own after the
 * `tijara:interactive` mark (`keepTypedInput` gives a value typed into one of its fields back after
 * that pass; a test about something else waits, as a buyer would for a page still loading).
 */
export async function whenHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
}
