import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { serverRoot } from '../../src/paths';

/**
 * The real server as a child process: `node --import tsx src/main.ts`, run from the server's
 * folder. Running the TypeScript source means no build can be stale.
 *
 * Why an earlier attempt hung, and what this does about it:
 * - `--import tsx` resolves `tsx` from the working directory; from the repository root (which does
 *   not depend on tsx) the child died at once with ERR_MODULE_NOT_FOUND, and a test that only
 *   waited for the start-up line waited forever. Here the child runs in `apps/server`, and its
 *   exit rejects the wait.
 * - A child's stdout and stderr pipes must be read: on Linux a Node process writes to a pipe
 *   synchronously, so once the 64 KiB pipe buffer fills, the child blocks in the write. Both are
 *   read to the end here, whatever the test looks at.
 * - Every wait has a time limit, and every child still running is SIGKILLed after the file.
 */

/** The environment a test server gets: nothing inherited but the basics, so no stray
 * DATABASE_URL or NODE_OPTIONS (vitest's) reaches it. */
function childEnvironment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const inherited: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG']) {
    if (process.env[name] !== undefined) inherited[name] = process.env[name];
  }
  return {
    ...inherited,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // Registrations are what is tested: the generated catalogue would only slow the start.
    SEED_CATALOGUE: '0',
    // No storefront build: the API alone is served.
    WEB_DIST: path.join(tmpdir(), 'tijara-test-no-web-dist'),
    ...overrides,
  };
}

const running = new Set<ChildProcess>();

// Registered when a test file imports this module, so it runs after that file's tests.
afterAll(() => {
  for (const leftover of running) leftover.kill('SIGKILL');
});

function track(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  readonly base: string;
  readonly pid: number;
  /** Resolves when the process has ended. */
  readonly exited: Promise<Exit>;
  /** Everything the process wrote so far, stdout then stderr, for failure messages. */
  output(): string;
  /** Sends `signal` and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

interface Spawned {
  child: ChildProcess;
  exited: Promise<Exit>;
  stdout: () => string;
  stderr: () => string;
}

function spawnServer(env: Record<string, string>): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: childEnvironment(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<Exit>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

const START_LINE = /Tijara storefront: http:\/\/localhost:(\d+)\//;

/**
 * Starts the server with `env` added to the test defaults (PORT=0, HOST=127.0.0.1, NODE_ENV=test,
 * LOG_LEVEL=warn, WEB_DIST missing) and resolves once it prints its start-up line, which carries
 * the port. Rejects, with the server's output, if it exits first or takes longer than `timeoutMs`.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 45_000): Promise<ServerProcess> {
  const { child, exited, stdout, stderr } = spawnServer(env);
  const output = () => `${stdout()}${stderr()}`;
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    const check = () => {
      const match = START_LINE.exec(stdout());
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolve(Number(match[1]));
    };
    child.stdout?.on('data', check);
    void exited.then(
      (exit) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${exit.code ?? exit.signal}) before listening:\n${output()}`));
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server process has no pid');
  return {
    base: `http://127.0.0.1:${port}`,
    pid,
    exited,
    output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs the server when it is expected to refuse to start: resolves with how it ended and what it said. */
export async function runServerToExit(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<Exit & { stdout: string; stderr: string }> {
  const { child, exited, stdout, stderr } = spawnServer(env);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  try {
    const exit = await exited;
    return { ...exit, stdout: stdout(), stderr: stderr() };
  } finally {
    clearTimeout(timer);
  }
}
