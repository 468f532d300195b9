import { describe, expect, it } from 'vitest';
import { usdCents } from '../money';
import { formatRate, parseIqdPerUsd, usdToIqd, type IqdPerUsd } from './rate';

function rate(value: number): IqdPerUsd {
  const parsed = parseIqdPerUsd(value);
  if (parsed === null) throw new Error(`bad test rate ${value}`);
  return parsed;
}

describe('parseIqdPerUsd', () => {
  it('accepts positive numbers and their decimal strings', () => {
    expect(parseIqdPerUsd(1310)).toBe(1310);
    expect(parseIqdPerUsd('1452.5000')).toBe(1452.5);
  });

  it('rejects zero, negatives, non-numbers and empty strings', () => {
    for (const value of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, '', '  ', 'abc', null, undefined, {}]) {
      expect(parseIqdPerUsd(value)).toBeNull();
    }
  });
});

describe('usdToIqd', () => {
  it('converts cents to whole dinars at the rate, rounding to the nearest dinar', () => {
    expect(usdToIqd(usdCents(1500), rate(1310))).toBe(19650);
    expect(usdToIqd(usdCents(1), rate(1310))).toBe(13);
    expect(usdToIqd(usdCents(100), rate(1452.5))).toBe(1453);
  });
});

describe('formatRate', () => {
  it('shows one dollar and its price in dinars', () => {
    expect(formatRate(rate(1310), 'en')).toEqual({ usd: '$1.00', iqd: 'IQD\u00a01,310' });
  });

  it('uses the same digits in Arabic', () => {
    const { usd, iqd } = formatRate(rate(1310), 'ar');
    expect(usd).toBe('$1.00');
    expect(iqd).toContain('1,310');
    expect(iqd).toContain('د.ع.');
  });
});
