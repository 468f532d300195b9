import { usdCents, type UsdCents } from '../money';

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
