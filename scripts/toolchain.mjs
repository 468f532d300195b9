#!/usr/bin/env node
// The entry point of `npm start` and `npm test`. It runs on any Node >= 20.19 with npm and nothing
// else: when the machine's Node is older than the project's (.node-version) or the pinned pnpm
// (package.json "packageManager") is missing, both come from the npm registry into .tools/. Then it
// installs the workspace and hands over to the project's own script with that toolchain on PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = path.join(root, '.tools');
const toolsBin = path.join(toolsDir, 'node_modules', '.bin');
const isWindows = process.platform === 'win32';

const wantedNode = readFileSync(path.join(root, '.node-version'), 'utf8').trim();
const packageManager = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager;
const wantedPnpm = packageManager.replace(/^pnpm@/, '');

const commands = {
  start: [
    ['run', 'build'],
    ['run', 'serve'],
  ],
  test: [['run', 'verify']],
};

const command = process.argv[2];
if (!(command in commands)) {
  console.error(`usage: node scripts/toolchain.mjs <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}

/** Compares dotted versions numerically: negative when a < b. */
function compareVersions(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Prints a tool's version, or null when it is not there. */
function versionOf(executable, env = process.env) {
  const result = spawnSync(executable, ['--version'], { encoding: 'utf8', env, shell: isWindows });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : null;
}

function exitOnFailure(result, what) {
  if (result.error) {
    console.error(`${what} could not start: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`${what} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const toolsNode = path.join(toolsBin, isWindows ? 'node.cmd' : 'node');
const toolsPnpm = path.join(toolsBin, isWindows ? 'pnpm.cmd' : 'pnpm');

const systemNodeFits = compareVersions(process.versions.node, wantedNode) >= 0;
const systemPnpmFits = versionOf('pnpm') === wantedPnpm;

const needed = {};
if (!systemNodeFits && versionOf(toolsNode) !== wantedNode) needed.node = wantedNode;
if (!systemPnpmFits && versionOf(toolsPnpm) !== wantedPnpm) needed.pnpm = wantedPnpm;

if (Object.keys(needed).length > 0) {
  console.log(
    `toolchain: fetching ${Object.entries(needed)
      .map(([name, version]) => `${name}@${version}`)
      .join(' and ')} from the npm registry into .tools/ (system Node is ${process.version})`,
  );
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(
    path.join(toolsDir, 'package.json'),
    `${JSON.stringify({ private: true, dependencies: { node: wantedNode, pnpm: wantedPnpm } }, null, 2)}\n`,
  );
  exitOnFailure(
    spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: toolsDir,
      stdio: 'inherit',
      shell: isWindows,
    }),
    'Installing the toolchain with npm',
  );
}

const pathEntries = [];
if (!systemNodeFits || !systemPnpmFits) pathEntries.push(toolsBin);
const env = {
  ...process.env,
  PATH: [...pathEntries, process.env.PATH].join(path.delimiter),
  // The project's scripts ask for this Node through `engines`; keep pnpm from second-guessing it.
  npm_config_engine_strict: 'false',
};
const pnpm = systemPnpmFits ? 'pnpm' : toolsPnpm;
console.log(`toolchain: node ${versionOf('node', env)}, pnpm ${versionOf(pnpm, env)}`);

const hasLockfile = existsSync(path.join(root, 'pnpm-lock.yaml'));
exitOnFailure(
  spawnSync(
    pnpm,
    [
      'install',
      hasLockfile ? '--frozen-lockfile' : '--no-frozen-lockfile',
      '--config.confirmModulesPurge=false',
    ],
    { cwd: root, stdio: 'inherit', env, shell: isWindows },
  ),
  'pnpm install',
);

for (const args of commands[command]) {
  exitOnFailure(
    spawnSync(pnpm, args, { cwd: root, stdio: 'inherit', env, shell: isWindows }),
    `pnpm ${args.join(' ')}`,
  );
}
