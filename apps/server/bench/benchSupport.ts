/**
 * What the server benchmarks share: starting the built server on a fresh database, loading it
 * with autocannon and reading percentiles from every response's own time, and writing a section
 * of BENCHMARKS.md between a script's markers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type RequestSpec, type Result } from 'autocannon';
import { startPostgres } from '../test/support/tempPostgres';

export const serverRoot = path.resolve(import.meta.dirname, '..');
export const repositoryRoot = path.resolve(serverRoot, '..', '..');
/**
 * The built server the benchmarks start: `dist`, or BENCH_SERVER_DIST (a copy inside `apps/server`,
 * so its packages resolve), which a build running meanwhile in the same checkout does not replace.
 */
export const dist = process.env.BENCH_SERVER_DIST ?? path.join(serverRoot, 'dist');
export const BENCHMARKS_FILE = path.join(repositoryRoot, 'BENCHMARKS.md');

/** Language header values of spec section 1: Arabic, Kurdish, English, Chinese. */
export const LANGUAGES = ['9', '10', '1', '0'] as const;

export interface Measured {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  total: number;
  failures: number;
}

/** The 1-minute load average, as /proc/loadavg says: the machine is shared. */
export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?';
  } catch {
    return '?';
  }
}

export function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${commandArgs.join(' ')} exited with ${code}`)),
    );
  });
}

/** CPU seconds (user and system) used so far by the processes `match` picks, from /proc; null without it. */
function cpuSecondsOf(match: (pid: string, command: string) => boolean): number | null {
  try {
    const ticksPerSecond = 100;
    let ticks = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue;
      }
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!match(pid, command)) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / ticksPerSecond;
  } catch {
    return null;
  }
}

/** The server's and PostgreSQL's CPU so far, to say what one call costs each (`cpuPerCall`). */
export function cpuNow(server: ChildProcess | null): { server: number | null; postgres: number | null } {
  const serverPid = String(server?.pid ?? -1);
  return {
    server: cpuSecondsOf((pid) => pid === serverPid),
    postgres: cpuSecondsOf((_pid, command) => command === 'postgres'),
  };
}

/** Milliseconds of CPU per request of the server and of PostgreSQL between two `cpuNow` readings. */
export function cpuPerCall(
  before: ReturnType<typeof cpuNow>,
  after: ReturnType<typeof cpuNow>,
  requests: number,
): string {
  const per = (from: number | null, to: number | null) =>
    from === null || to === null || requests === 0 ? '?' : (((to - from) * 1000) / requests).toFixed(2);
  return `CPU per call: server ${per(before.server, after.server)} ms, PostgreSQL ${per(before.postgres, after.postgres)} ms`;
}

/**
 * Starts `main.js` and resolves with its port once it prints its start-up line. BENCH_NODE_OPTIONS
 * are given to the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
 */
export function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const nodeOptions = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter((option) => option !== '');
    const child = spawn(process.execPath, [...nodeOptions, path.join(dist, 'main.js')], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const match = /http:\/\/localhost:(\d+)\//.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it listened`)));
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A /pdpd call that must succeed; answers its data. */
export async function call<T>(
  base: string,
  pathName: string,
  body: unknown,
  options: { language?: string; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    language: options.language ?? '9',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${base}/pdpd${pathName}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; data: T; msg: string };
  if (!envelope.success) throw new Error(`${pathName}: ${envelope.msg}`);
  return envelope.data;
}

export interface Buyer {
  userId: string;
  token: string;
}

/** `count` buyers registered through the API; `tag` keeps their phones apart from another group's. */
export async function registerBuyers(base: string, count: number, tag: string): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  for (let index = 0; index < count; index += 1) {
    const serial = String(index).padStart(6, '0');
    const phone = `77${tag}${serial}`.slice(0, 11).padEnd(11, '0');
    const password = `bench-pass-${serial}`;
    const registered = await call<{ userId: string; token: string }>(base, '/hello/user/login/register', {
      userName: `bench${tag}${serial}`,
      email: `bench${tag}${serial}@example.com`,
      phone: `0${phone}`,
      password,
      confirmPassword: password,
      areaId: '964',
    });
    buyers.push({ userId: registered.userId, token: registered.token });
  }
  return buyers;
}

/** The headers of a signed-in JSON call. */
export function authorized(token: string): Record<string, string> {
  return { 'content-type': 'application/json', language: '9', authorization: `Bearer ${token}` };
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export interface LoadOptions {
  connections: number;
  /** Seconds; ignored when `amount` is set. */
  duration: number;
  /** Stop after this many requests (a workload that can be used up, like cart lines to order). */
  amount?: number;
  /** With `duration`: stop after this many requests if the duration has not ended first. */
  maxRequests?: number;
  /** Seconds before a request counts as timed out (autocannon's default: 10). */
  timeout?: number;
  /** Called with every response's status and body (e.g. to keep the ids the calls answer). */
  onResponse?: (status: number, body: string) => void;
}

/** Loads `url` with requests from `nextRequest`; latency percentiles from every response's time. */
export function load(
  name: string,
  url: string,
  nextRequest: () => RequestSpec,
  options: LoadOptions,
): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    /** Answers by HTTP status, to say what the failures were. */
    const statuses = new Map<number, number>();
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        ...(options.amount === undefined ? { duration: options.duration } : { amount: options.amount }),
        ...(options.maxRequests === undefined ? {} : { maxOverallRequests: options.maxRequests }),
        ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({ ...request, ...nextRequest() }),
            ...(options.onResponse ? { onResponse: options.onResponse } : {}),
          },
        ],
      },
      (error: Error | null, result: Result) => {
        if (error) return reject(error);
        const other = [...statuses].filter(([status]) => status < 200 || status > 299);
        if (other.length > 0 || result.errors + result.timeouts > 0) {
          const counts = { ...Object.fromEntries(other), errors: result.errors, timeouts: result.timeouts };
          console.warn(`${name}: failures ${JSON.stringify(counts)}`);
        }
        times.sort((a, b) => a - b);
        resolve({
          name,
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          p99: percentile(times, 0.99),
          rps: result.requests.total / result.duration,
          total: result.requests.total,
          // autocannon counts a timeout among the errors too.
          failures: result.non2xx + result.errors,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

/** The environment of a server on a fresh database; `cleanups` undo what was made, last first. */
export async function freshDatabase(
  db: string,
  base: NodeJS.ProcessEnv,
  cleanups: (() => void)[],
): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = { ...base };
  if (db === 'postgres') {
    const server = await startPostgres({ durable: true });
    if ('unavailable' in server) throw new Error(server.unavailable);
    cleanups.push(() => server.stop());
    env.DATABASE_URL = server.url;
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tijara-bench-pglite-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
  }
  return env;
}

/**
 * The server's environment for a benchmark (production mode, any free port, warnings only) on a
 * fresh database seeded with `products` generated products; `webDist` is the storefront's build
 * to serve, if any. Answers the environment, the seeding's seconds and the load average before.
 */
export async function seededServerEnv(
  db: string,
  products: number,
  webDist: string | null,
  cleanups: (() => void)[],
): Promise<{ env: NodeJS.ProcessEnv; seedSeconds: number; loadAtStart: string }> {
  const env = await freshDatabase(
    db,
    {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist ?? path.join(tmpdir(), 'tijara-bench-no-web'),
    },
    cleanups,
  );
  const loadAtStart = loadAverage();
  console.log(`\n[${db}] seeding ${products} products (load average ${loadAtStart})`);
  const seedStarted = performance.now();
  await run(
    process.execPath,
    [path.join(dist, 'cli.js'), 'seed-catalogue', '--products', String(products)],
    env,
  );
  return { env, seedSeconds: (performance.now() - seedStarted) / 1000, loadAtStart };
}

export function runCleanups(cleanups: (() => void)[]): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch (error) {
      console.warn(error);
    }
  }
}

/** One table row of a measurement: `leading` cells, the call's name, `trailing` cells, the figures. */
export function measuredRow(
  leading: readonly string[],
  measured: Measured,
  trailing: readonly string[] = [],
): string {
  const ms = (value: number): string => value.toFixed(1);
  const figures = [ms(measured.p50), ms(measured.p95), ms(measured.p99), String(Math.round(measured.rps))];
  const counts = [String(measured.total), String(measured.failures)];
  return `| ${[...leading, measured.name, ...trailing, ...figures, ...counts].join(' | ')} |`;
}

/** Replaces the text between `start` and `end` in BENCHMARKS.md, or appends it under `heading`. */
export function writeSection(start: string, end: string, heading: string, section: string): void {
  const current = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : '';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n## ${heading}\n\n${section}\n`;
  writeFileSync(BENCHMARKS_FILE, next.trimStart());
}

export function requireBuiltServer(): void {
  if (!existsSync(path.join(dist, 'main.js')) || !existsSync(path.join(dist, 'cli.js'))) {
    console.error('Build the server first: pnpm --filter @tijara/server build');
    process.exit(2);
  }
}
