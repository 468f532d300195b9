/** A card's "valid thru" month, as printed: `MM/YY`. */
export interface ValidThru {
  /** 1-12. */
  month: number;
  /** Four digits: `27` is 2027. */
  year: number;
}

/** Reads `MM/YY` (spaces around the slash allowed); `null` for anything else or a month outside 1-12. */
export function parseValidThru(text: string): ValidThru | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * A card is valid through the last day of its month. We compare months in UTC: the card networks'
 * own cut-off, and independent of where the code runs.
 */
export function isValidThruPast(validThru: ValidThru, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return validThru.year * 12 + (validThru.month - 1) < current;
}
