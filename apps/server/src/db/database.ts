import { createHash } from 'node:crypto';
import { fsyncSync, mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import pg from 'pg';

/** How one query is sent. */
export interface QueryOptions {
  /**
   * Keep the statement prepared on each connection of a PostgreSQL server: parsed once per
   * connection, and planned once when PostgreSQL finds its generic plan as good as a fresh one
   * (`plan_cache_mode` auto). For the hot statements of every signed-in call (the token's check,
   * the cart count, add to cart, the order list), where parsing and planning cost PostgreSQL more
   * than running them. Only for a fixed text (one prepared statement per text and connection)
   * whose best plan does not depend on the values: not the catalogue's searches. PGlite ignores it.
   */
  prepare?: boolean;
}

/** What the server needs from PostgreSQL; satisfied by embedded PGlite and by a real server. */
export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for the start-up line and the tests. */
  readonly kind: 'pglite' | 'postgres';
  /** How the job runner (`src/jobs`) reaches this same database; absent on a test's double. */
  readonly jobQueueConnection?: JobQueueConnection;
}

/**
 * What pg-boss needs to share the database: PGlite's one connection (pg-boss queues its statements
 * behind the app's transactions, as every other query on it), or the server's address, from which
 * it opens a small pool of its own (its polling never waits behind a request's connection).
 */
export type JobQueueConnection =
  | { readonly kind: 'pglite'; readonly pglite: PGlite }
  | { readonly kind: 'postgres'; readonly connectionString: string };

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
type PostgresModule = Parameters<NonNullable<EmscriptenOptions['preRun']>[number]>[0];

/**
 * PGlite's data directory on the host's disk, with a real fsync. PGlite starts PostgreSQL with
 * `-F` (fsync off), and the Emscripten filesystem it mounts (NODEFS) has no fsync at all, its
 * `fdatasync` a no-op: a commit reached the operating system before the answer (it survives a
 * killed process) but not the disk (a power cut could lose acknowledged accounts and payments).
 * With fsync on and `wal_sync_method=fsync`, PostgreSQL fsyncs the WAL before every commit answers
 * and the data files at checkpoints, through the `fsync` given to NODEFS here. About 1 ms a commit
 * on this machine; reads pay nothing.
 */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const giveFsync = (mod: PostgresModule) => {
      const nodeFs = mod.NODEFS as unknown as { stream_ops?: Record<string, unknown> };
      // Fail at start rather than run without fsync if a PGlite upgrade changes its filesystem.
      if (!nodeFs.stream_ops) throw new Error('PGlite: NODEFS has no stream_ops to give fsync to');
      nodeFs.stream_ops.fsync = (stream: { nfd: number }) => {
        fsyncSync(stream.nfd);
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [giveFsync, ...(emscriptenOpts.preRun ?? [])] } };
  }
}

/** PGlite's start-up flags without `-F` (fsync off), and the WAL synced with fsync (see above). */
const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

export interface OpenPgliteOptions {
  /**
   * A data directory dumped by `PGlite.dumpDataDir` to start an in-memory database from, instead
   * of creating one: the tests start every database from one blank dump (about 2 s saved each).
   */
  loadDataDir?: Blob;
}

/** Embedded PostgreSQL in a data directory, or in memory for tests when given `memory://`. */
export async function openPglite(dataDir: string, options: OpenPgliteOptions = {}): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(inMemory
      ? { loadDataDir: options.loadDataDir }
      : { fs: new DurableNodeFS(dataDir), startParams: DURABLE_START_PARAMS }),
    // Trigram matching for the multilingual catalogue search (migration 0004).
    extensions: { pg_trgm },
  });
  const queryable = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    jobQueueConnection: { kind: 'pglite', pglite: db },
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    close: () => db.close(),
  };
}

/** The statement names of prepared texts: one name per text, the same on every connection. */
const statementNames = new Map<string, string>();

function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `tijara_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** A PostgreSQL server, as in production (`DATABASE_URL`). */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A pooled connection the server ends while it is idle (a restart, an administrator, a dropped
  // database) is an 'error' event of the pool, which node-postgres says to listen for: unheard, it
  // ends the process. The pool has already discarded that connection and opens another when asked.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL ended an idle pooled connection: ${error.message}`);
  });
  // Fail at start, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const queryable = (target: Pick<pg.Pool | pg.PoolClient, 'query'>): Queryable => ({
    async query<Row extends object>(
      sql: string,
      params: readonly unknown[] = [],
      options: QueryOptions = {},
    ) {
      const values = [...params];
      const result = options.prepare
        ? await target.query<Row>({ name: statementName(sql), text: sql, values })
        : await target.query<Row>(sql, values);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await target.query(sql);
    },
  });
  return {
    kind: 'postgres',
    jobQueueConnection: { kind: 'postgres', connectionString },
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
