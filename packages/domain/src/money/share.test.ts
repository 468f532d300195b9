import { describe, expect, it } from 'vitest';
import { usdCents } from './money';
import { shareOf, sum } from './share';

describe('shareOf', () => {
  it('takes basis points of an amount, rounding as asked', () => {
    expect(shareOf(usdCents(1000), 50, 'nearest')).toBe(5);
    expect(shareOf(usdCents(999), 50, 'up')).toBe(5);
    expect(shareOf(usdCents(999), 50, 'down')).toBe(4);
    expect(shareOf(usdCents(990), 50, 'nearest')).toBe(5);
    expect(shareOf(usdCents(899), 50, 'nearest')).toBe(4);
  });

  it('does not lose a unit to binary noise', () => {
    // 0.7 % of 100 000 is exactly 700, although 100000 * 70 / 10000 is computed in floating point.
    expect(shareOf(100_000, 70, 'up')).toBe(700);
    expect(shareOf(100_000, 70, 'down')).toBe(700);
  });

  it('refuses fractional amounts and negative or fractional rates', () => {
    expect(() => shareOf(10.5, 50, 'up')).toThrow(RangeError);
    expect(() => shareOf(100, -1, 'up')).toThrow(RangeError);
    expect(() => shareOf(100, 0.5, 'up')).toThrow(RangeError);
  });
});

describe('sum', () => {
  it('adds amounts and is zero for none', () => {
    expect(sum([usdCents(150), usdCents(250)])).toBe(400);
    expect(sum([])).toBe(0);
  });
});
