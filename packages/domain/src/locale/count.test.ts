import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { countValues, formatCount } from './count';
import { intlLocaleOf, LOCALES } from './locale';

describe('formatCount', () => {
  it('groups thousands with a comma and Latin digits in every language', () => {
    for (const locale of LOCALES) {
      expect(formatCount(302_722, locale)).toBe('302,722');
      expect(formatCount(1_234_567, locale)).toBe('1,234,567');
      expect(formatCount(1_000, locale)).toBe('1,000');
      expect(formatCount(999, locale)).toBe('999');
      expect(formatCount(0, locale)).toBe('0');
    }
  });

  it('writes what CLDR writes for each language with Latin digits (Node ships full ICU data)', () => {
    const samples = [0, 7, 42, 999, 1_000, 9_999, 10_000, 302_722, 1_000_000, 123_456_789, -4_500];
    for (const locale of LOCALES) {
      const cldr = new Intl.NumberFormat(intlLocaleOf(locale), { maximumFractionDigits: 0 });
      for (const count of samples) {
        // Arabic's CLDR minus sign carries a direction mark; counts shown to buyers are not negative.
        expect(formatCount(count, locale), `${locale} ${count}`).toBe(
          cldr.format(count).replace(/^\u200e?[-\u2212]/, '-'),
        );
      }
    }
  });

  it('never shortens a large count', () => {
    expect(formatCount(12_345_678, 'zh')).toBe('12,345,678');
    expect(formatCount(Number.MAX_SAFE_INTEGER, 'ar')).toBe('9,007,199,254,740,991');
  });

  it('rounds to a whole number and refuses what is not a number', () => {
    expect(formatCount(1_234.6, 'en')).toBe('1,235');
    expect(() => formatCount(Number.NaN, 'en')).toThrow(RangeError);
    expect(() => formatCount(Number.POSITIVE_INFINITY, 'en')).toThrow(RangeError);
  });
});

describe('countValues', () => {
  it('gives a plural message the number to choose by and the text to show', () => {
    const message = '{count, plural, one {{countText} unit} other {{countText} units}}';
    const format = (count: number) =>
      new IntlMessageFormat(message, intlLocaleOf('en')).format(countValues(count, 'en'));
    expect(format(1)).toBe('1 unit');
    expect(format(302_722)).toBe('302,722 units');
    expect(countValues(2_500, 'ckb')).toEqual({ count: 2_500, countText: '2,500' });
  });

  it("shows the Arabic plural forms' numbers grouped like the other languages", () => {
    const message =
      '{count, plural, zero {لا قطع} one {قطعة واحدة} two {قطعتان} few {{countText} قطع} many {{countText} قطعة} other {{countText} قطعة}}';
    const format = (count: number) =>
      new IntlMessageFormat(message, intlLocaleOf('ar')).format(countValues(count, 'ar'));
    expect(format(2)).toBe('قطعتان');
    expect(format(3)).toBe('3 قطع');
    expect(format(1_011)).toBe('1,011 قطعة');
  });
});
