/**
 * Spec section 3: the units a quantity can be asked in. Each is a message key suffix: an app shows
 * `inquiry.unit.<unit>` from its catalogue, and the value itself is what is stored.
 */
export const QUOTE_UNITS = [
  'piece',
  'pair',
  'set',
  'box',
  'roll',
  'ream',
  'ton',
  'meter',
  'yard',
  'foot',
  'squareMeter',
  'squareFoot',
] as const;

export type QuoteUnit = (typeof QUOTE_UNITS)[number];

/** A quantity with no unit chosen is counted in pieces, the first unit offered. */
export const DEFAULT_QUOTE_UNIT: QuoteUnit = 'piece';
