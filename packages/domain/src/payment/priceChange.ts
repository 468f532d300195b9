import { z } from 'zod';
import { usdCents, type UsdCents } from '../money';
import { withKey } from '../validation';

/** Spec sections 5 and 9: a changed price is not lower than 95 % of the original. */
export const PRICE_CHANGE_FLOOR_PERCENT = 95;

/** Spec sections 5 and 9: the note is at most 100 characters. */
export const PRICE_CHANGE_NOTE_MAX_CHARACTERS = 100;

export const PRICE_CHANGE_ERROR = {
  amountRequired: 'priceChange.amount.required',
  amountNotInteger: 'priceChange.amount.notInteger',
  amountBelowFloor: 'priceChange.amount.belowFloor',
  noteRequired: 'priceChange.note.required',
  noteTooLong: 'priceChange.note.tooLong',
} as const;

/** Spec section 3: the price-change request of a level-12 account. */
export interface PriceChangeRequest {
  amount: UsdCents;
  note: string;
}

/** The lowest amount allowed: 95 % of the original, rounded up to the cent so it is never below. */
export function priceChangeFloor(originalAmount: UsdCents): UsdCents {
  return usdCents(Math.ceil((originalAmount * PRICE_CHANGE_FLOOR_PERCENT) / 100));
}

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
