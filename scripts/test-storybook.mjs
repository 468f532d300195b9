// Builds Storybook, serves the static build on a free loopback port and runs the Storybook
// test-runner against it twice, in Arabic (right to left) and in English (left to right): every
// story's play function, an axe check (addon-a11y's, in the story's page) and a screenshot
// comparison with that locale's baseline (.storybook/test-runner.ts).
// `--update` rewrites the screenshot baselines on purpose (review the images before committing).
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import sirv from 'sirv';
// The storefront's own Content-Security-Policy (Node strips the file's types), so that a story
// whose component needs eval, an inline script or an outside source fails here, as the page would.
// By path: this is repository tooling, and the server is no package the root depends on.
/* eslint-disable import-x/no-relative-packages */
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  scriptHash,
} from '../apps/server/src/http/contentSecurityPolicy.ts';
/* eslint-enable import-x/no-relative-packages */

// Usage: node scripts/test-storybook.mjs [--update] [story file patterns...]
// Patterns (for example `packages/ui/src/components/Button`) limit the run to matching story files;
// STORYBOOK_OUT names the build folder, so that two people can run it at once.
const update = process.argv.includes('--update');
const patterns = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const outputDir = process.env.STORYBOOK_OUT ?? 'storybook-static';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('storybook', ['build', '--quiet', '--disable-telemetry', '--loglevel', 'warn', '-o', outputDir]);

/** Each built HTML file's policy, by path; filled once the port is known (below). */
const policyOf = new Map();
const serve = sirv(outputDir, { dev: false, single: false });
const server = createServer((request, response) => {
  const pathname = new URL(request.url ?? '/', 'http://storybook').pathname;
  const policy = policyOf.get(pathname === '/' ? '/index.html' : pathname);
  if (policy) response.setHeader('content-security-policy', policy);
  response.setHeader('x-content-type-options', 'nosniff');
  serve(request, response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const targetUrl = `http://127.0.0.1:${port}/`;

/**
 * The harness the test-runner adds to every story's page as an inline script (`page.addScriptTag`
 * in its `setupPage`): its `setup-page-script.js` with the same substitutions it makes, so that the
 * policy allows that script by hash and still refuses any other inline script. Should a new
 * test-runner change them, its script is refused and every story fails, loudly.
 */
function testRunnerHarnessHash() {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@storybook/test-runner'));
  // The runner reads "its" version from the package.json above the working folder, the root's,
  // normalised (read-pkg-up): a missing version reads as ''.
  const { version = '' } = JSON.parse(readFileSync('package.json', 'utf8'));
  const content = readFileSync(path.join(dist, 'setup-page-script.js'), 'utf8')
    .replaceAll('{{storybookUrl}}', targetUrl)
    .replaceAll('{{failOnConsole}}', 'true')
    .replaceAll(
      '"{{renderedEvent}}"',
      'globalThis.__STORYBOOK_MODULE_CORE_EVENTS__.STORY_FINISHED ?? globalThis.__STORYBOOK_MODULE_CORE_EVENTS__.STORY_RENDERED',
    )
    .replaceAll('{{testRunnerVersion}}', String(version))
    .replaceAll('{{logLevel}}', 'info')
    .replaceAll('{{debugPrintLimit}}', '1000');
  return scriptHash(content);
}

// The storefront's policy (no sign-in provider configured) with hashes of Storybook's own inline
// scripts in each built HTML file, as the server hashes its shell's, and for the story frame the
// test-runner's harness.
for (const file of readdirSync(outputDir).filter((name) => name.endsWith('.html'))) {
  const scriptHashes = inlineScriptHashes(readFileSync(path.join(outputDir, file), 'utf8'));
  if (file === 'iframe.html') scriptHashes.push(testRunnerHarnessHash());
  policyOf.set(`/${file}`, contentSecurityPolicy({ scriptHashes, social: {} }));
}

const args = ['--url', targetUrl, '--maxWorkers=2', '--failOnConsole', ...patterns];
if (update) args.push('--updateSnapshot');
if (process.env.CI) args.push('--ci');
/** Asynchronous on purpose: the static server above lives in this process and must keep serving. */
function runSuite(locale) {
  console.log(`\nStories in ${locale}:`);
  const runner = spawn('test-storybook', args, {
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', STORY_LOCALE: locale },
  });
  return new Promise((resolve) => runner.once('exit', (code) => resolve(code ?? 1)));
}

let failed = false;
for (const locale of ['ar', 'en']) {
  if ((await runSuite(locale)) !== 0) failed = true;
}
server.close();
process.exit(failed ? 1 : 0);
