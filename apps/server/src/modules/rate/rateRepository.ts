import { parseIqdPerUsd, type IqdPerUsd } from '@tijara/domain';
import type { Queryable } from '../../db/database';

/** The rate buyers see: the newest row of `exchange_rate`, or null when none was ever set. */
export async function currentRate(db: Queryable): Promise<IqdPerUsd | null> {
  const rows = await db.query<{ iqd_per_usd: string }>(
    'SELECT iqd_per_usd FROM exchange_rate ORDER BY effective_at DESC, id DESC LIMIT 1',
  );
  const row = rows[0];
  return row ? parseIqdPerUsd(row.iqd_per_usd) : null;
}

/** Records a new rate; it takes effect at once. */
export async function setRate(db: Queryable, rate: IqdPerUsd, source: string): Promise<void> {
  await db.query('INSERT INTO exchange_rate (iqd_per_usd, source) VALUES ($1, $2)', [rate, source]);
}
