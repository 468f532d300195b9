import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { existsSync, readFileSync } from 'node:fs';
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

/** The Playwright page the test-runner shows stories in. */
type StoryPage = Parameters<NonNullable<TestRunnerConfig['preVisit']>>[0];

/** What a story's parameters say about its screenshot (see `VIEWPORTS` and `postVisit`). */
interface ScreenshotParameters {
  screenshotViewport?: keyof typeof VIEWPORTS;
  screenshotTarget?: string;
}

/**
 * The parameters of the story each page shows, read once before the visit (one round trip to the
 * page, about 130 ms on a loaded 2-core machine) and used again after it.
 */
const visiting = new WeakMap<StoryPage, ScreenshotParameters>();

/**
 * Each story's accessibility is checked by `@storybook/addon-a11y` in the story's own page: its
 * `afterEach` runs axe on the whole document (overlays in portals included) once the play function
 * has passed, and the test-runner fails the story on any violation because the preview sets
 * `a11y: { test: 'error' }` (`.storybook/preview.tsx`; a story may turn rules off through
 * `parameters.a11y`). After that: a screenshot of the story compared with the committed baseline
 * of this locale. Anti-aliased pixels count (a changed border radius only changes anti-aliased
 * corner pixels): turning the rate badge's full radius into 8 px changes 55 pixels and fails.
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
    const screenshot = parameters as ScreenshotParameters;
    visiting.set(page, screenshot);
    const wanted = VIEWPORTS[screenshot.screenshotViewport ?? 'default'] ?? VIEWPORTS.default;
    const current = page.viewportSize();
    if (current?.width !== wanted.width || current.height !== wanted.height)
      await page.setViewportSize(wanted);
  },
  async postVisit(page, context) {
    // The test-runner calls this also after a failed visit (a play function's or accessibility's
    // error), and then throws that error: a screenshot would only hide it behind its own.
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    const { screenshotTarget } = visiting.get(page) ?? {};
    // Overlays animate in and out (react-aria marks them [data-entering] / [data-exiting]); a
    // screenshot taken halfway would depend on how busy the machine is.
    await page.waitForFunction(() => !document.querySelector('[data-entering], [data-exiting]'));
    await page.evaluate(() => document.fonts.ready);
    // `screenshotTarget`: a selector, or 'viewport' for a story whose content is all fixed to the
    // window's edges (a tab bar, a sticky action bar), where the page's elements have no size.
    const image =
      screenshotTarget === 'viewport'
        ? await page.screenshot({ animations: 'disabled' })
        : await page.locator(screenshotTarget ?? '#storybook-root').screenshot({ animations: 'disabled' });
    const identifier = `${context.id}--${locale}`;
    // Chromium encodes the same pixels into the same bytes: a screenshot identical to its baseline
    // byte for byte matches without decoding both images and comparing them (about 250 ms a story
    // on a loaded 2-core machine; most stories). Any other is compared pixel by pixel.
    const baseline = path.join(SCREENSHOT_DIR, `${identifier}.png`);
    if (existsSync(baseline) && readFileSync(baseline).equals(image)) return;
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: SCREENSHOT_DIR,
      customSnapshotIdentifier: identifier,
      comparisonMethod: 'pixelmatch',
      customDiffConfig: { threshold: 0.05, includeAA: true },
      failureThreshold: MAX_DIFFERING_PIXELS,
      failureThresholdType: 'pixel',
    });
  },
};

export default config;
