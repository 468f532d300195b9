/**
 * Order numbers (issue 14: "not guessable in sequence"): the order's date in Baghdad as yymmdd,
 * then ten random decimal digits, 16 digits in all. The date lets a buyer and staff read when an
 * order was made; the random part (10^10 a day) keeps the next or previous order's number from
 * being worked out from one's own. The server draws the digits and retries the rare collision.
 */
export const ORDER_NO_RANDOM_DIGITS = 10;

export const ORDER_NO_LENGTH = 6 + ORDER_NO_RANDOM_DIGITS;

const ORDER_NO = new RegExp(`^\\d{${ORDER_NO_LENGTH}}$`);

/** Iraq keeps UTC+3 all year (see `NATURAL_DAY_MS`). */
const BAGHDAD_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Whether `value` has an order number's shape (it may still name no order). */
export function isOrderNo(value: string): boolean {
  return ORDER_NO.test(value);
}

/** The order number made at `at` with `randomDigits` (exactly {@link ORDER_NO_RANDOM_DIGITS} digits). */
export function formatOrderNo(at: Date, randomDigits: string): string {
  if (!new RegExp(`^\\d{${ORDER_NO_RANDOM_DIGITS}}$`).test(randomDigits))
    throw new RangeError(
      `an order number needs ${ORDER_NO_RANDOM_DIGITS} random digits, got "${randomDigits}"`,
    );
  const baghdad = new Date(at.getTime() + BAGHDAD_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  const date = `${two(baghdad.getUTCFullYear() % 100)}${two(baghdad.getUTCMonth() + 1)}${two(baghdad.getUTCDate())}`;
  return `${date}${randomDigits}`;
}
