import { describe, expect, it } from 'vitest';
import { formatIqd, formatUsd, iqdDinars, usdCents, usdCentsFromDollars } from './money';

describe('usdCentsFromDollars (spec section 9: multiply by 100, then floor)', () => {
  it('floors to the cent', () => {
    expect(usdCentsFromDollars(12.349)).toBe(1234);
    expect(usdCentsFromDollars(0.999)).toBe(99);
  });

  it('keeps cents that binary floating point would lose', () => {
    expect(19.99 * 100).toBeLessThan(1999);
    expect(usdCentsFromDollars(19.99)).toBe(1999);
    expect(usdCentsFromDollars(1.13)).toBe(113);
  });

  it('rejects amounts that are not numbers', () => {
    expect(() => usdCentsFromDollars(Number.NaN)).toThrow(RangeError);
    expect(() => usdCentsFromDollars(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('integer amounts', () => {
  it('refuses fractions of a cent or a dinar', () => {
    expect(() => usdCents(10.5)).toThrow(RangeError);
    expect(() => iqdDinars(0.5)).toThrow(RangeError);
    expect(usdCents(1050)).toBe(1050);
  });
});

describe('formatUsd', () => {
  it('shows two decimals, thousands separators and a leading dollar sign', () => {
    expect(formatUsd(usdCents(123456789))).toBe('$1,234,567.89');
    expect(formatUsd(usdCents(5))).toBe('$0.05');
    expect(formatUsd(usdCents(-250))).toBe('-$2.50');
  });
});

describe('formatIqd', () => {
  it('shows whole dinars with thousands separators', () => {
    expect(formatIqd(iqdDinars(1310000), 'en')).toBe('IQD\u00a01,310,000');
    expect(formatIqd(iqdDinars(1310000), 'ar')).toContain('1,310,000');
    expect(formatIqd(iqdDinars(1310000), 'ar')).not.toMatch(/\.\d/);
  });

  it('writes the symbol as each language does, whatever number data the runtime ships', () => {
    expect(formatIqd(iqdDinars(1310), 'ar')).toBe('\u200f1,310\u00a0د.ع.\u200f');
    // Browsers have no Sorani number data (Chromium falls back to "IQD 1,310"): the same text
    // on the server and in the browser, or a Kurdish page fails to hydrate.
    expect(formatIqd(iqdDinars(1310), 'ckb')).toBe('د.ع.\u200f\u00a01,310');
    expect(formatIqd(iqdDinars(1310), 'zh')).toBe('IQD\u00a01,310');
    expect(formatIqd(iqdDinars(-1310), 'en')).toBe('IQD\u00a0-1,310');
  });
});
