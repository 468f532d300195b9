import { describe, expect, it } from 'vitest';
import { toLatinDigits } from './latinDigits';

describe('toLatinDigits', () => {
  it('reads Arabic-Indic and Extended Arabic-Indic digits as 0-9', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves everything else alone', () => {
    expect(toLatinDigits('+964 ٧٧٠ abc')).toBe('+964 770 abc');
  });
});
