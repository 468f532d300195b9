import { describe, expect, it } from 'vitest';
import { CATALOGUE_TEXT_FALLBACK, localizedTextIn } from './localizedText';

const names = { ar: 'سماعة رأس', ckb: 'گوێگر', en: 'Headphones', zh: '耳机' };

describe('localizedTextIn', () => {
  it("answers the buyer's own language", () => {
    expect(localizedTextIn(names, 'ar')).toBe('سماعة رأس');
    expect(localizedTextIn(names, 'ckb')).toBe('گوێگر');
    expect(localizedTextIn(names, 'en')).toBe('Headphones');
    expect(localizedTextIn(names, 'zh')).toBe('耳机');
  });

  it('falls back to Arabic, then English, Chinese and Kurdish; blank texts count as missing', () => {
    expect(CATALOGUE_TEXT_FALLBACK).toEqual(['ar', 'en', 'zh', 'ckb']);
    expect(localizedTextIn({ ar: 'حقيبة', en: 'Bag' }, 'ckb')).toBe('حقيبة');
    expect(localizedTextIn({ ar: '  ', en: 'Bag', zh: '包' }, 'ckb')).toBe('Bag');
    expect(localizedTextIn({ zh: '包', ckb: 'جانتا' }, 'en')).toBe('包');
    expect(localizedTextIn({ ckb: 'جانتا', ar: null }, 'en')).toBe('جانتا');
  });

  it('reads a plain string as the text in every language, and nothing as empty', () => {
    expect(localizedTextIn(' Anker ', 'zh')).toBe('Anker');
    expect(localizedTextIn(null, 'ar')).toBe('');
    expect(localizedTextIn(undefined, 'ar')).toBe('');
    expect(localizedTextIn({}, 'en')).toBe('');
  });
});
