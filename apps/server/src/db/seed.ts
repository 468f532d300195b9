import { parseIqdPerUsd } from '@tijara/domain';
import { systemClock, type Clock } from '../clock';
import { upsertAreas } from '../modules/address/areaRepository';
import { seedDevAccounts } from '../modules/roles/devAccounts';
import { currentRate, setRate } from '../modules/rate/rateRepository';
import type { Database } from './database';

/**
 * The rate a new database starts with: the Central Bank of Iraq's official selling rate since
 * February 2023 (1,310 IQD per USD). It is starting data, marked as such in the `source` column;
 * staff set the provider's own rate with `pnpm --filter @tijara/server rate:set <IQD per USD>`.
 */
export const SEED_RATE = 1310;
const SEED_SOURCE = 'seed: Central Bank of Iraq official selling rate, February 2023';

export interface SeedOptions {
  /** Also create the development accounts of every role (`config.seedDevAccounts`; never in production). */
  devAccounts?: boolean;
  /** @default the system clock */
  clock?: Clock;
}

/**
 * Fills an empty database with what a storefront needs to open, and keeps the reference data (the
 * area tree of Iraq's governorates and cities) up to date. Safe to run at every start.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertAreas(tx);
    if ((await currentRate(tx)) !== null) return;
    const rate = parseIqdPerUsd(SEED_RATE);
    if (rate === null) throw new Error('the seed rate must be positive');
    await setRate(tx, rate, SEED_SOURCE);
  });
  if (options.devAccounts) await seedDevAccounts(db, options.clock ?? systemClock);
}
