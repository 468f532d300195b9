import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { RunOptions } from 'axe-core';
import { checkA11y, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';

const SCREENSHOT_DIR = path.join(process.cwd(), '.storybook', '__screenshots__');

/**
 * How many pixels may differ from the baseline. Chromium renders the same story the same way on
 * the same build with the package's own fonts, so this only absorbs stray anti-aliasing (seen: 10
 * pixels of a focus ring's corner under load). A count,
 * not a share: overlay stories are screenshots of the whole 800 x 600 page, where even 0.1 % would
 * let a moved "+" sign through.
 */
const MAX_DIFFERING_PIXELS = 24;

/**
 * The window a story is rendered in (`parameters.screenshotViewport`): most stories in the runner's
 * 800 x 600; the phone shell's pieces (tab bar, sheets, sticky bars) in a 360 x 780 phone, the
 * smallest the storefront is made for; `desktop` to show what a piece does on a wide screen.
 */
const VIEWPORTS = {
  default: { width: 800, height: 600 },
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * The locale every story is rendered in for this run. `scripts/test-storybook.mjs` runs the suite
 * once in Arabic (right to left) and once in English (left to right); play functions read their
 * expected texts from the catalogues of that locale.
 */
const locale = process.env.STORY_LOCALE ?? 'ar';

/**
 * After each story's play function has passed: an axe check with zero violations, then a
 * screenshot of the story compared with the committed baseline of this locale. Anti-aliased pixels
 * count (a changed border radius only changes anti-aliased corner pixels): turning the rate
 * badge's full radius into 8 px changes 55 pixels and fails.
 */
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async prepare({ page }) {
    // preview.tsx starts the locale global from this parameter; every story then renders in it.
    const iframe = new URL('iframe.html', process.env.TARGET_URL);
    iframe.searchParams.set('locale', locale);
    await page.goto(iframe.toString(), { waitUntil: 'load' });
  },
  async preVisit(page, context) {
    const { parameters } = await getStoryContext(page, context);
    const viewport = (parameters.screenshotViewport as keyof typeof VIEWPORTS | undefined) ?? 'default';
    await page.setViewportSize(VIEWPORTS[viewport] ?? VIEWPORTS.default);
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const a11y = storyContext.parameters.a11y as { options?: RunOptions } | undefined;
    await checkA11y(page, '#storybook-root', {
      verbose: false,
      detailedReport: true,
      detailedReportOptions: { html: true },
      axeOptions: a11y?.options,
    });

    // Overlays animate in and out (react-aria marks them [data-entering] / [data-exiting]); a
    // screenshot taken halfway would depend on how busy the machine is.
    await page.waitForFunction(() => !document.querySelector('[data-entering], [data-exiting]'));
    await page.evaluate(() => document.fonts.ready);
    // `screenshotTarget`: a selector, or 'viewport' for a story whose content is all fixed to the
    // window's edges (a tab bar, a sticky action bar), where the page's elements have no size.
    const screenshotTarget = storyContext.parameters.screenshotTarget as string | undefined;
    const image =
      screenshotTarget === 'viewport'
        ? await page.screenshot({ animations: 'disabled' })
        : await page.locator(screenshotTarget ?? '#storybook-root').screenshot({ animations: 'disabled' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: SCREENSHOT_DIR,
      customSnapshotIdentifier: `${context.id}--${locale}`,
      comparisonMethod: 'pixelmatch',
      customDiffConfig: { threshold: 0.05, includeAA: true },
      failureThreshold: MAX_DIFFERING_PIXELS,
      failureThresholdType: 'pixel',
    });
  },
};

export default config;
