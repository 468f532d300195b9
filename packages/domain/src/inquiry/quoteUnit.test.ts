import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTE_UNIT, QUOTE_UNITS } from './quoteUnit';

describe('quote units', () => {
  it('offers the twelve units of the quote form, pieces first and by default', () => {
    expect(QUOTE_UNITS).toEqual([
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
    ]);
    expect(DEFAULT_QUOTE_UNIT).toBe('piece');
  });
});
