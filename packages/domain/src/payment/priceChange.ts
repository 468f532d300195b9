import { z } from 'zod';
import { usdCents, type UsdCents } from '../money';
import { withKey } from '../validation';
import { PRICE_CHANGE_ERROR, PRICE_CHANGE_NOTE_MAX_CHARACTERS, priceChangeFloor } from './priceChangeRule';

/**
 * Characters as a reader counts them (code points), so an emoji in the note counts once, like an
 * Arabic or Chinese letter.
 */
function characterCount(text: string): number {
  return [...text].length;
}

/**
 * The price-change form (spec sections 5 and 9) for an order whose amount is `originalAmount`.
 *
 * One message says the amount "must be an integer", another "at most 2 decimals". We read both as
 * one rule at two units: the amount is a whole number of cents, which is at most 2 decimals in
 * dollars. So the schema takes cents and refuses fractions of a cent; the form converts the typed
 * dollars first. The note is trimmed, then counted.
 */
export function priceChangeSchema(originalAmount: UsdCents) {
  const floor = priceChangeFloor(originalAmount);
  return z.object({
    amount: z
      .number(withKey(PRICE_CHANGE_ERROR.amountRequired))
      .int(withKey(PRICE_CHANGE_ERROR.amountNotInteger))
      .min(floor, withKey(PRICE_CHANGE_ERROR.amountBelowFloor))
      .transform(usdCents),
    note: z
      .string(withKey(PRICE_CHANGE_ERROR.noteRequired))
      .trim()
      .min(1, withKey(PRICE_CHANGE_ERROR.noteRequired))
      .refine(
        (note) => characterCount(note) <= PRICE_CHANGE_NOTE_MAX_CHARACTERS,
        withKey(PRICE_CHANGE_ERROR.noteTooLong),
      ),
  });
}
