import type * as nodeFs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, type Database } from '../../src/db/database';

// Counts the fsyncs the embedded database asks the operating system for.
const fsyncs = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof nodeFs>();
  return {
    ...fs,
    fsyncSync: (fd: number) => {
      fsyncs.count += 1;
      fs.fsyncSync(fd);
    },
  };
});

/**
 * A SIGKILL cannot show whether a commit reached the disk: the operating system keeps what a killed
 * process wrote. A power cut does not, so PGlite on disk must fsync every commit before it answers
 * (see `DurableNodeFS` in src/db/database.ts). Out of the box it does not: fsync is off and its
 * Node filesystem has none.
 */
describe('PGlite in a data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tijara-fsync-'));
  let db: Database;

  beforeAll(async () => {
    db = await openPglite(dataDir);
    await db.exec('CREATE TABLE ledger (id integer PRIMARY KEY)');
  });

  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs PostgreSQL with fsync on, syncing the WAL with fsync', async () => {
    expect(await db.query('SHOW fsync')).toEqual([{ fsync: 'on' }]);
    expect(await db.query('SHOW wal_sync_method')).toEqual([{ wal_sync_method: 'fsync' }]);
  });

  it('fsyncs every commit to the disk before the commit answers; reads sync nothing', async () => {
    for (const id of [1, 2, 3]) {
      const before = fsyncs.count;
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO ledger (id) VALUES ($1)', [id]);
      });
      expect(fsyncs.count).toBeGreaterThan(before);
    }
    const before = fsyncs.count;
    await db.query('INSERT INTO ledger (id) VALUES (4)');
    expect(fsyncs.count).toBeGreaterThan(before);

    const beforeRead = fsyncs.count;
    expect(await db.query('SELECT count(*)::int AS n FROM ledger')).toEqual([{ n: 4 }]);
    expect(fsyncs.count).toBe(beforeRead);
  });
});
