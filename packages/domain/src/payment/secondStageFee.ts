import { usdCents, type UsdCents } from '../money';
import type { OrderCostLine } from '../order/order';
import { chargeableStorageDays, FREE_STORAGE_DAYS } from '../order/warehouseStorage';
import { SECOND_STAGE_LINES, type SecondStageLine } from './paymentStage';

/*
 * The second-stage fee as staff record it after the goods are weighed at the China warehouse
 * (spec sections 3 and 4, flow step 3; issue 15 item 6), and the warehouse storage that accrues
 * while it is unpaid (sections 4 and 9). Zod-free: the staff console's form reads it before a
 * schema loads.
 */

/**
 * The line the storage accrues into: what the per-day rate came to ("warehouse overstay fee",
 * section 3), a line of stage 2 (`SECOND_STAGE_LINES`), so the stage's amount includes it.
 */
export const ACCRUED_STORAGE_LINE = 'warehouseOverstayFee' satisfies SecondStageLine;

/**
 * What staff set: every line of stage 2 but the accrued storage, which the daily job writes, and
 * the storage price per day (section 3: "container storage fee in USD per day"), the rate the job
 * charges once the free days are used. Every line is required (0 when it does not apply), so one
 * request describes the whole fee and two requests compare line by line.
 */
export const SECOND_STAGE_FEE_LINES = [
  ...SECOND_STAGE_LINES.filter(
    (line): line is Exclude<SecondStageLine, typeof ACCRUED_STORAGE_LINE> => line !== ACCRUED_STORAGE_LINE,
  ),
  'warehouseStoragePerDay',
] as const satisfies readonly OrderCostLine[];
export type SecondStageFeeLine = (typeof SECOND_STAGE_FEE_LINES)[number];
export type SecondStageFeeLines = Record<SecondStageFeeLine, UsdCents>;

/**
 * The largest amount one line takes: $1,000,000. A container's sea freight is a few thousand
 * dollars; a figure above this is a typing slip (an extra zero or two), refused before a buyer sees it.
 */
export const SECOND_STAGE_LINE_MAX_CENTS = usdCents(100_000_000);

/** Whether two sets of fee lines are the same fee: a repeated request, not a change. */
export function sameSecondStageFee(a: SecondStageFeeLines, b: SecondStageFeeLines): boolean {
  return SECOND_STAGE_FEE_LINES.every((line) => a[line] === b[line]);
}

/**
 * The storage days to have been charged by `now` for an order that entered logistics payment (10)
 * at `since`: none during the 5 free days, then one for each started day (the domain's storage rule,
 * `chargeableStorageDays`). Day numbers start at 1: the sixth day since the status is storage day 1.
 */
export function storageDaysDue(since: Date, now: Date): number {
  return chargeableStorageDays(since, now, FREE_STORAGE_DAYS);
}

/** Dollars as staff type them ("12", "12.5", "1,250.00") to cents; null when it is not an amount. */
export function parseUsdAmountText(text: string): UsdCents | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const dollars = Number((match[1] ?? '').replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const amount = dollars * 100 + cents;
  return Number.isSafeInteger(amount) && amount <= SECOND_STAGE_LINE_MAX_CENTS ? usdCents(amount) : null;
}
