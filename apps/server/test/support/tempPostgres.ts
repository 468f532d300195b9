import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type PostgresServer = { url: string; stop: () => void } | { unavailable: string };

/** Debian puts each major version's server programs in /usr/lib/postgresql/<major>/bin. */
function findBinDir(): string | null {
  const fromPath = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = fromPath.status === 0 ? [fromPath.stdout.trim()] : [];
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const majors = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
    candidates.push(...majors.map((major) => path.join(debianRoot, major, 'bin')));
  }
  return (
    candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ??
    null
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface StartPostgresOptions {
  /**
   * Keep PostgreSQL's crash-safe defaults (fsync, full page writes). Tests turn them off for
   * speed; benchmarks and the durability test keep them.
   * @default false
   */
  durable?: boolean;
  /** PostgreSQL's `max_connections`; its own default (100) when not given. */
  maxConnections?: number;
}

/**
 * Starts a throw-away PostgreSQL server (Debian's `postgresql` package) on a free loopback port,
 * in a temporary folder. PostgreSQL refuses to run as root, so as root it runs as `postgres`.
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<PostgresServer> {
  const binDir = findBinDir();
  if (!binDir) {
    return {
      unavailable: 'no PostgreSQL server programs (initdb, pg_ctl) found: apt-get install postgresql',
    };
  }
  const isRoot = process.getuid?.() === 0;
  let uid: number | undefined;
  let gid: number | undefined;
  if (isRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0)
      return { unavailable: 'running as root and there is no postgres user to run the server as' };
    uid = Number(id.stdout.trim());
    gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  }
  const asServerUser = (program: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(binDir, program), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(binDir, program), args, { stdio: 'pipe' });

  const root = mkdtempSync(path.join(tmpdir(), 'tijara-pg-'));
  if (uid !== undefined && gid !== undefined) chownSync(root, uid, gid);
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  asServerUser('initdb', [
    '-D',
    dataDir,
    '-U',
    'tijara',
    '--auth=trust',
    '-E',
    'UTF8',
    // A UTF-8 character classification: pg_trgm needs it to see Arabic and Chinese letters.
    '--locale=C.UTF-8',
    '--no-sync',
    '--no-instructions',
  ]);
  asServerUser('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(root, 'server.log'),
    '-w',
    '-o',
    [
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`,
      options.durable ? '' : ' -c fsync=off -c full_page_writes=off',
      options.maxConnections ? ` -c max_connections=${options.maxConnections}` : '',
    ].join(''),
    'start',
  ]);
  return {
    url: `postgres://tijara@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asServerUser('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
