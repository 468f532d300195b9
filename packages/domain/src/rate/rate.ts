import type { Locale } from '../locale';
import { formatIqd, formatUsd, iqdDinars, usdCents, type IqdDinars, type UsdCents } from '../money';

declare const iqdPerUsdBrand: unique symbol;

/**
 * The exchange rate the header shows: Iraqi dinars for one US dollar (spec section 1; the
 * `getRate` call's data is this number). It is a ratio, not an amount, so it may have decimals.
 */
export type IqdPerUsd = number & { readonly [iqdPerUsdBrand]: true };

/** Accepts a positive, finite number (or its decimal string, as PostgreSQL returns `numeric`). */
export function parseIqdPerUsd(value: unknown): IqdPerUsd | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) return null;
  return number as IqdPerUsd;
}

/** Converts a USD amount to dinars at the rate, rounded to the nearest dinar. */
export function usdToIqd(amount: UsdCents, rate: IqdPerUsd): IqdDinars {
  return iqdDinars(Math.round((amount * rate) / 100));
}

const ONE_DOLLAR = usdCents(100);

/** The two sides of the rate badge, "$1.00 = 1,310 IQD", each formatted by the money display rule. */
export function formatRate(rate: IqdPerUsd, locale: Locale): { usd: string; iqd: string } {
  return { usd: formatUsd(ONE_DOLLAR), iqd: formatIqd(usdToIqd(ONE_DOLLAR, rate), locale) };
}
