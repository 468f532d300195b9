import { toLatinDigits, usdCentsFromDollars } from '@tijara/domain';

/**
 * The filter's amounts: up to 9,999,999.99 dollars, two decimals. Every such amount in cents fits
 * the server's integer filter (`minPrice`/`maxPrice` are PostgreSQL integers of cents).
 */
const TYPED_AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * A dollar amount as a buyer types it in the price filter ("12", "12.5", "١٢٫٥", "12,5") in whole
 * US cents by the spec's rule (section 9: "multiplied by 100 with floor"), or null when it is not
 * an amount: negative, more than two decimals, letters, too large.
 */
export function parseUsdAmountCents(text: string): number | null {
  const typed = toLatinDigits(text.trim()).replace('٫', '.').replace(',', '.');
  if (!TYPED_AMOUNT.test(typed)) return null;
  return usdCentsFromDollars(Number(typed));
}

/** Cents as the plain dollar amount the filter field and the address show ("12.5", "12"). */
export function formatUsdAmount(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(dollars);
  return `${dollars}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}
