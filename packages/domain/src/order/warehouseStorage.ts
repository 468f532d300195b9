import { usdCents, type UsdCents } from '../money';
import { NATURAL_DAY_MS } from './orderTimeRules';

/** Spec sections 4 and 9: warehouse storage is free for 5 days from the second-stage-fee status. */
export const FREE_STORAGE_DAYS = 5;

/**
 * Days to charge after `freeDays` free days counted from `since`. A started day is charged as a
 * whole one, as warehouses bill: at exactly 5 days nothing is due, one millisecond later one day is.
 */
export function chargeableStorageDays(since: Date, now: Date, freeDays: number): number {
  if (!Number.isInteger(freeDays) || freeDays < 0) {
    throw new RangeError(`free storage days must be a non-negative integer, got ${freeDays}`);
  }
  const chargedMs = now.getTime() - since.getTime() - freeDays * NATURAL_DAY_MS;
  return chargedMs > 0 ? Math.ceil(chargedMs / NATURAL_DAY_MS) : 0;
}

function dailyCharge(days: number, dailyFee: UsdCents): UsdCents {
  if (dailyFee < 0) throw new RangeError(`a daily storage fee cannot be negative, got ${dailyFee}`);
  return usdCents(days * dailyFee);
}

/**
 * Storage at the China warehouse while the second-stage fee is unpaid: free for 5 days from the
 * moment the order entered LOGISTICS_PAYMENT (`since`), then `dailyFee` a day.
 */
export function storageFee(since: Date, now: Date, dailyFee: UsdCents): UsdCents {
  return dailyCharge(chargeableStorageDays(since, now, FREE_STORAGE_DAYS), dailyFee);
}

/**
 * Our reading of the "warehouse overstay fee" cost line: goods left at the Baghdad warehouse after
 * the order's own free storage period (the "free storage period" cost line, counted from arrival,
 * TO_WAREHOUSE) cost the warehouse daily rate for each started day until they are handed over.
 */
export function overstayFee(
  arrivedAt: Date,
  now: Date,
  freeStoragePeriodDays: number,
  dailyFee: UsdCents,
): UsdCents {
  return dailyCharge(chargeableStorageDays(arrivedAt, now, freeStoragePeriodDays), dailyFee);
}
