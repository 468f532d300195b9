import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  directionOf,
  intlLocaleOf,
  LANGUAGE_CODE,
  LOCALES,
  localeFromLanguageCode,
  resolveLocale,
} from './locale';

describe('locales', () => {
  it('defaults to Arabic', () => {
    expect(DEFAULT_LOCALE).toBe('ar');
  });

  it('writes Arabic and Kurdish right to left, English and Chinese left to right', () => {
    expect(LOCALES.map((locale) => [locale, directionOf(locale)])).toEqual([
      ['ar', 'rtl'],
      ['ckb', 'rtl'],
      ['en', 'ltr'],
      ['zh', 'ltr'],
    ]);
  });

  it('sends the language header values of spec section 1', () => {
    expect(LANGUAGE_CODE).toEqual({ zh: 0, en: 1, ar: 9, ckb: 10 });
  });

  it('reads a language header back, falling back to Arabic', () => {
    expect(localeFromLanguageCode('10')).toBe('ckb');
    expect(localeFromLanguageCode(0)).toBe('zh');
    expect(localeFromLanguageCode('1')).toBe('en');
    expect(localeFromLanguageCode(undefined)).toBe('ar');
    expect(localeFromLanguageCode('')).toBe('ar');
    expect(localeFromLanguageCode('7')).toBe('ar');
  });

  it('resolves stored or browser locale tags, falling back to Arabic', () => {
    expect(resolveLocale('en-US')).toBe('en');
    expect(resolveLocale('zh_Hans')).toBe('zh');
    expect(resolveLocale('ckb')).toBe('ckb');
    expect(resolveLocale('fr')).toBe('ar');
    expect(resolveLocale(null)).toBe('ar');
  });

  it('gives Intl a tag with Latin digits in every locale', () => {
    for (const locale of LOCALES) {
      expect(new Intl.NumberFormat(intlLocaleOf(locale)).format(1234567)).toMatch(/^1.234.567$/);
    }
  });

  it('formats Kurdish with a locale every runtime has: browsers carry no Sorani data, and would fall back', () => {
    const tag = intlLocaleOf('ckb');
    expect(tag.startsWith('ckb')).toBe(false);
    expect(new Intl.NumberFormat(tag).resolvedOptions().numberingSystem).toBe('latn');
    expect(new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(0.518)).toMatch(
      /^51\.8\W*%\W*$/u,
    );
  });
});
