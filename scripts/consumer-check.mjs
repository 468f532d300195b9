// The published @tijara/ui as another storefront would use it: pack the tarballs (ui and the domain
// package it depends on), install them into a throwaway Vite app outside the workspace, build it,
// and check in Chromium that a Button and a Dialog render right to left with the package's styles.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sirv from 'sirv';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'tijara-consumer-'));
const keep = process.argv.includes('--keep');

/** Runs a step quietly; its output is shown only when it fails. */
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  }
}

function versionOf(name) {
  const manifest = path.join(root, 'node_modules', name, 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

function packPackage(folder) {
  // Always from a fresh build: a stale dist/ would test yesterday's package.
  run('pnpm', ['run', 'build'], path.join(root, folder));
  const before = new Set(readdirSync(work));
  run('pnpm', ['pack', '--pack-destination', work], path.join(root, folder));
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz') && !before.has(name));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${folder}`);
  return path.join(work, tarball);
}

const app = path.join(work, 'app');

function writeApp(domainTarball, uiTarball) {
  mkdirSync(path.join(app, 'src'), { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'tijara-ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@tijara/domain': `file:${domainTarball}`,
          '@tijara/ui': `file:${uiTarball}`,
          react: versionOf('react'),
          'react-dom': versionOf('react-dom'),
          vite: versionOf('vite'),
        },
      },
      null,
      2,
    ),
  );
  // The tarball of @tijara/ui asks for @tijara/domain by version; point it at the local tarball.
  writeFileSync(
    path.join(app, 'pnpm-workspace.yaml'),
    `overrides:\n  '@tijara/domain': 'file:${domainTarball}'\n`,
  );
  writeFileSync(
    path.join(app, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>consumer</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
  );
  // Plain createElement, no JSX: the check is about the package, not about the app's toolchain.
  writeFileSync(
    path.join(app, 'src', 'main.js'),
    `import '@tijara/ui/style.css';
import '@tijara/ui/fonts';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, UIProvider } from '@tijara/ui';
import { Dialog, DialogTrigger } from '@tijara/ui/Dialog';

createRoot(document.getElementById('root')).render(
  h(UIProvider, { locale: 'ar' },
    h(DialogTrigger, null,
      h(Button, null, 'افتح الطلب'),
      h(Dialog, { title: 'تفاصيل الطلب' }, h('p', null, 'تم الدفع')),
    ),
  ),
);
`,
  );
}

async function checkInBrowser() {
  const server = createServer(sirv(path.join(app, 'dist')));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    const button = page.getByRole('button', { name: 'افتح الطلب' });
    await button.waitFor();
    const direction = await button.evaluate((element) => getComputedStyle(element).direction);
    const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    if (direction !== 'rtl') throw new Error(`the button is laid out ${direction}, not rtl`);
    // Primary buttons are primary 600 (#d0392c): proof that style.css and the theme reached the page.
    if (background !== 'rgb(208, 57, 44)') throw new Error(`the button has no theme colour (${background})`);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'تفاصيل الطلب' });
    await dialog.waitFor();
    const dialogDirection = await dialog.evaluate((element) => getComputedStyle(element).direction);
    if (dialogDirection !== 'rtl') throw new Error(`the dialog is laid out ${dialogDirection}, not rtl`);
    if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`);
    console.log('consumer check: Button and Dialog render right to left from the packed @tijara/ui');
  } finally {
    await browser.close();
    server.close();
  }
}

try {
  const domainTarball = packPackage('packages/domain');
  const uiTarball = packPackage('packages/ui');
  writeApp(domainTarball, uiTarball);
  // In the system's temporary folder, outside this workspace: nothing resolves to its packages.
  run('pnpm', ['install', '--no-frozen-lockfile', '--reporter=silent'], app);
  run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], app);
  await checkInBrowser();
} finally {
  if (keep) console.log(`consumer app kept in ${app}`);
  else rmSync(work, { recursive: true, force: true });
}
