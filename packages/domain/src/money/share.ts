/** One per cent is 100 basis points; rates are kept in basis points so they stay integers. */
export const BASIS_POINTS_PER_UNIT = 10_000;

export type Rounding = 'up' | 'down' | 'nearest';

/**
 * `basisPoints` / 10,000 of an integer amount (cents or dinars), rounded to a whole unit the way
 * the rule asks: fees the buyer pays round up, bonuses the provider pays round down.
 */
export function shareOf<Amount extends number>(
  amount: Amount,
  basisPoints: number,
  rounding: Rounding,
): Amount {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`amount must be a safe integer, got ${amount}`);
  if (!Number.isInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError(`basis points must be a non-negative integer, got ${basisPoints}`);
  }
  const exact = (amount * basisPoints) / BASIS_POINTS_PER_UNIT;
  const round = rounding === 'up' ? Math.ceil : rounding === 'down' ? Math.floor : Math.round;
  // Integers times integers are exact here; the division may not be, so trim binary noise first.
  return round(Number(exact.toFixed(6))) as Amount;
}

/** Adds integer amounts of one currency. */
export function sum<Amount extends number>(amounts: readonly Amount[]): Amount {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total as Amount;
}
