import type { Locale } from './locale';

/**
 * How a count of things is shown to a buyer (sales, sold this month, stock, minimum order, the
 * products of a list): the whole number in Latin digits, grouped by thousands as the language
 * writes them, `302,722`. One rule for every screen, so the product page and a product card say
 * the same thing of the same product.
 *
 * - Never shortened ("300k+"): buyers compare sales and stock between suppliers, and each language
 *   shortens differently (Arabic "303 ألف", Chinese groups by ten thousand, "30万"), while a
 *   card's line has room for every digit a count reaches.
 * - Written out rather than asked of `Intl` in the buyer's locale: browsers ship without Sorani's
 *   number data, and `Intl` then falls back to the browser's own language (a German browser
 *   groups `302.722`), so a Kurdish page rendered on the server would read otherwise once hydrated.
 *   CLDR gives all four languages a comma every three digits with Latin digits (the test compares
 *   with Node's full ICU data).
 */
const THOUSANDS_SEPARATOR: Readonly<Record<Locale, string>> = { ar: ',', ckb: ',', en: ',', zh: ',' };

/** Every digit followed by a multiple of three digits up to the end: where a separator goes. */
const GROUP_BOUNDARY = /\B(?=(?:\d{3})+$)/g;

/** A count in the buyer's language (see {@link THOUSANDS_SEPARATOR}): `formatCount(302722, 'ar')` is `302,722`. */
export function formatCount(count: number, locale: Locale): string {
  const whole = Math.round(count);
  if (!Number.isSafeInteger(whole)) throw new RangeError(`a count must be a safe integer, got ${count}`);
  const grouped = String(Math.abs(whole)).replace(GROUP_BOUNDARY, THOUSANDS_SEPARATOR[locale]);
  return whole < 0 ? `-${grouped}` : grouped;
}

/**
 * The values of a message that shows a count: `count`, the number, chooses the plural form
 * (`{count, plural, one {...} other {...}}`), and `countText` is what the message writes
 * (`{countText}`, never `{count}` or `#`, which ICU would format by itself, ungrouped or by the
 * runtime's locale data). A type rather than an interface, so it is also a record of values.
 */
export type CountValues = {
  count: number;
  countText: string;
};

export function countValues(count: number, locale: Locale): CountValues {
  return { count, countText: formatCount(count, locale) };
}
