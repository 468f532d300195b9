import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { startPostgres } from './tempPostgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped dump of a blank PGlite data directory (see `openTestPglite`). */
    pgliteTemplate: string;
    /** The run's PostgreSQL server, where each test file makes a database of its own. */
    postgres: { url: string } | { unavailable: string };
  }
}

/**
 * The blank data directory every in-memory PGlite of the tests starts from. Creating one runs
 * initdb inside WebAssembly (about 5 s in a fresh process on a 2-core machine, 6-9 s with two test
 * files at once); loading this dump takes about 2 s. It depends only on PGlite's version, so it is
 * made once per version and kept in node_modules' cache folder.
 */
async function pgliteTemplate(): Promise<string> {
  // The package exports no package.json: it is read beside the entry point's dist folder.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(entry), '../package.json'), 'utf8')) as {
    version: string;
  };
  const folder = path.resolve(import.meta.dirname, '../../node_modules/.cache/tijara-tests');
  const file = path.join(folder, `pglite-${version}-blank.tar.gz`);
  if (existsSync(file)) return file;
  mkdirSync(folder, { recursive: true });
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  // Renamed into place, so that a run stopped halfway never leaves half a dump behind.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/**
 * The server project's global setup: the PGlite template, and one PostgreSQL server for the run
 * instead of one per test file (initdb and a start, 1-3 s each on this machine).
 */
export default async function setup(project: TestProject) {
  const [template, postgres] = await Promise.all([
    pgliteTemplate(),
    // Two test files at once, each with a few pools of ten connections and a job queue's.
    startPostgres({ maxConnections: 300 }),
  ]);
  project.provide('pgliteTemplate', template);
  project.provide('postgres', 'unavailable' in postgres ? postgres : { url: postgres.url });
  return () => {
    if ('stop' in postgres) postgres.stop();
  };
}
