import type { Locale } from '../locale';

declare const usdCentsBrand: unique symbol;
declare const iqdDinarsBrand: unique symbol;

/** A USD amount in cents. Stored amounts are integers, never floating-point dollars. */
export type UsdCents = number & { readonly [usdCentsBrand]: true };
/** An IQD amount in whole dinars (IQD is shown and charged without decimals, spec section 9). */
export type IqdDinars = number & { readonly [iqdDinarsBrand]: true };

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}

export function usdCents(value: number): UsdCents {
  assertSafeInteger(value, 'USD cents');
  return value as UsdCents;
}

export function iqdDinars(value: number): IqdDinars {
  assertSafeInteger(value, 'IQD dinars');
  return value as IqdDinars;
}

/**
 * Spec section 9: "USD values are multiplied by 100 with floor". The product is rounded to 6 places
 * first so that binary noise (19.99 * 100 = 1998.9999999999998) does not lose a cent.
 */
export function usdCentsFromDollars(dollars: number): UsdCents {
  if (!Number.isFinite(dollars)) throw new RangeError(`USD amount must be finite, got ${dollars}`);
  return usdCents(Math.floor(Number((dollars * 100).toFixed(6))));
}

/**
 * A number format made when first used, then kept. Making one loads the runtime's locale and
 * currency data, milliseconds in a browser: made as this module loaded, the storefront paid for
 * both of them inside the long task that evaluates its code, before the page could answer a tap.
 */
function madeOnFirstUse(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('en-US', options));
}

const usdFormat = madeOnFirstUse({
  style: 'currency',
  currency: 'USD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * Spec section 9: USD is shown with two decimals, thousands separators and a dollar sign, by the
 * same rule in all four locales. So it is one pattern, "$1,234.56", and not CLDR's per-locale one:
 * Arabic's "1.00 US$" puts the neutral "$" on the wrong side of "US" inside right-to-left text.
 * Show it in a left-to-right isolate (`<bdi dir="ltr">`).
 */
export function formatUsd(amount: UsdCents): string {
  return usdFormat().format(amount / 100);
}

/** Whole dinars with Latin digits and comma thousands: the same in every locale and runtime. */
const dinarDigits = madeOnFirstUse({
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  useGrouping: true,
});

const RLM = '\u200f';
const NBSP = '\u00a0';

/**
 * Where the dinar's symbol goes, per language, as CLDR writes it (`1,310 د.ع.` in Arabic,
 * `د.ع. 1,310` in Sorani, `IQD 1,310` in English and Chinese). Written out rather than asked of
 * `Intl`: browsers ship without Sorani's number data (Chromium formats `ckb` as `IQD 1,310`,
 * Node as `د.ع. 1,310`), so a page rendered on the server in Kurdish showed another text than
 * the same page in the browser, a hydration mismatch.
 */
const IQD_PATTERNS: Record<Locale, (digits: string) => string> = {
  ar: (digits) => `${RLM}${digits}${NBSP}د.ع.${RLM}`,
  ckb: (digits) => `د.ع.${RLM}${NBSP}${digits}`,
  en: (digits) => `IQD${NBSP}${digits}`,
  zh: (digits) => `IQD${NBSP}${digits}`,
};

/** Spec section 9: IQD is shown without decimals, with thousands separators, in the buyer's language. */
export function formatIqd(amount: IqdDinars, locale: Locale): string {
  return IQD_PATTERNS[locale](dinarDigits().format(amount));
}
