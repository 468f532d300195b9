import type { Database } from './database';

export interface Migration {
  /** Sorts in order of application, for example `0002_users`. */
  id: string;
  sql: string;
}

/** An arbitrary fixed key, so two servers starting at once do not migrate twice. */
const MIGRATION_LOCK = 7_290_113;

/**
 * Applies, in order and each in its own transaction, the migrations the database has not seen.
 * Returns the ids it applied.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  await db.query(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      id         text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (seen.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}
