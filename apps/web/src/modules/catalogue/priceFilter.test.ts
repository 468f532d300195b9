import { describe, expect, it } from 'vitest';
import { formatUsdAmount, parseUsdAmountCents } from './priceFilter';

describe('parseUsdAmountCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    [' 0 ', 0],
    ['19.99', 1999],
    ['١٢٫٥', 1250],
    ['۱۲,۵۰', 1250],
    ['12,5', 1250],
    ['9999999.99', 999_999_999],
  ])('reads %j as %i cents', (typed, cents) => {
    expect(parseUsdAmountCents(typed)).toBe(cents);
  });

  it.each(['', '-1', '1.234', 'abc', '1e3', '12.', '.5', '10000000', '1 000'])('refuses %j', (typed) => {
    expect(parseUsdAmountCents(typed)).toBeNull();
  });
});

describe('formatUsdAmount', () => {
  it('writes cents as the plain amount a buyer types', () => {
    expect(formatUsdAmount(1200)).toBe('12');
    expect(formatUsdAmount(1250)).toBe('12.5');
    expect(formatUsdAmount(1205)).toBe('12.05');
    expect(formatUsdAmount(5)).toBe('0.05');
    expect(parseUsdAmountCents(formatUsdAmount(123_456))).toBe(123_456);
  });
});
