// The signed-in cart's main-thread blocking, measured in the browser rather than simulated: each
// run is a fresh headless Chromium (a new process, as a buyer's first visit), a phone's viewport,
// the CPU slowed 4x by the DevTools protocol, and the page's own long tasks (PerformanceObserver)
// from its first paint until 3 s after the app marks it interactive. Blocking time is the sum of
// each long task's time over 50 ms, as Lighthouse counts it.
//
// Lighthouse's simulated blocking time multiplies every task it observed by 4, so on this shared
// 2-core machine a run's score follows the machine's load more than the page. This measures the
// page under a real slowdown, and compares builds side by side: each build folder (one holding
// `dist` and `dist-ssr`, as apps/web does after `pnpm build`) is served by a server of its own, and
// the runs alternate between them.
//
//   pnpm build && pnpm bench:blocking [--runs 8] [build folder ...]   (default: apps/web)
//
// To compare with an earlier commit:
//   git worktree add /tmp/before <commit> && (cd /tmp/before && pnpm install && pnpm build)
//   pnpm bench:blocking --runs 8 /tmp/before/apps/web apps/web
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { cartBuyer, requireBuild, root, startBuiltServer } from './builtServer.mjs';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const { values: args, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '8' } },
  allowPositionals: true,
});
const runs = Number(args.runs);
const builds = (positionals.length > 0 ? positionals : [path.join(root, 'apps/web')]).map((folder) =>
  path.resolve(folder),
);
requireBuild();
for (const build of builds) {
  for (const part of ['dist/index.html', 'dist-ssr/entry-server.js']) {
    if (!existsSync(path.join(build, part))) {
      console.error(`${build} has no ${part}: build it first (pnpm build)`);
      process.exit(2);
    }
  }
}

/** The mark main.tsx sets once the page answers the buyer (hydrated, or rendered in the browser). */
const INTERACTIVE_MARK = 'tijara:interactive';
const CPU_SLOWDOWN = 4;
const QUIET_AFTER_INTERACTIVE_MS = 3000;

/** Collects the page's long tasks from its first script on (the observer's buffer keeps earlier ones). */
const LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver(function (list) {
  list.getEntries().forEach(function (entry) { window.__longTasks.push([entry.startTime, entry.duration]); });
}).observe({ type: 'longtask', buffered: true });`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One load of the cart of `buyer` from `base` in a new browser: its blocking after the first paint. */
async function measure(base, buyer) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies([{ name: 'tijara.session', value: buyer.session.token, url: base }]);
    await context.addInitScript(
      `try { localStorage.setItem('tijara.session', ${JSON.stringify(JSON.stringify(buyer.session))}); } catch (e) {}\n${LONG_TASKS}`,
    );
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}/buyer_cart`, { waitUntil: 'load' });
    if (new URL(page.url()).pathname !== '/buyer_cart') throw new Error(`the cart went to ${page.url()}`);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK, {
      timeout: 60_000,
    });
    await page.waitForTimeout(QUIET_AFTER_INTERACTIVE_MS);
    const seen = await page.evaluate((mark) => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        firstPaint: firstPaint ? firstPaint.startTime : 0,
        interactive: performance.getEntriesByName(mark)[0].startTime,
        longTasks: window.__longTasks,
      };
    }, INTERACTIVE_MARK);
    const counted = seen.longTasks.filter(([start]) => start >= seen.firstPaint);
    return {
      blockingMs: counted.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longestMs: Math.max(0, ...counted.map(([, duration]) => duration)),
      interactiveMs: seen.interactive,
    };
  } finally {
    await browser.close();
  }
}

const served = [];
try {
  for (const build of builds) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tijara-blocking-'));
    const { child, port } = await startBuiltServer(dataDir, { WEB_DIST: path.join(build, 'dist') });
    served.push({ build, child, dataDir, results: [] });
    const base = `http://127.0.0.1:${port}`;
    Object.assign(served.at(-1), { base, buyer: await cartBuyer(base) });
  }
  for (let run = 0; run < runs; run += 1) {
    for (const entry of served) {
      const result = await measure(entry.base, entry.buyer);
      entry.results.push(result);
      console.log(
        `  ${path.relative(process.cwd(), entry.build) || '.'}, run ${run + 1}: blocking ${Math.round(result.blockingMs)} ms, longest task ${Math.round(result.longestMs)} ms, interactive at ${Math.round(result.interactiveMs)} ms`,
      );
    }
  }
} finally {
  for (const entry of served) {
    entry.child.kill();
    rmSync(entry.dataDir, { recursive: true, force: true });
  }
}
console.log(
  `The signed-in cart (${served[0]?.buyer.names.length ?? 0} lines), ${CPU_SLOWDOWN}x CPU slowdown, median of ${runs} runs:`,
);
for (const { build, results } of served) {
  console.log(
    `${path.relative(process.cwd(), build) || '.'}: blocking ${Math.round(median(results.map((r) => r.blockingMs)))} ms, longest task ${Math.round(median(results.map((r) => r.longestMs)))} ms, interactive at ${Math.round(median(results.map((r) => r.interactiveMs)))} ms`,
  );
}
