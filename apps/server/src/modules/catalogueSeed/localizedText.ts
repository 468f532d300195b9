import type { Locale } from '@tijara/domain';

/** A text a buyer reads, in each interface language (stored as one `jsonb` object per column). */
export type LocalizedText = Readonly<Record<Locale, string>>;

/**
 * A text in the four languages, in the order the area tree uses (`iraqAreas.ts`): Chinese,
 * English, Sorani Kurdish, Arabic.
 */
export function text(zh: string, en: string, ckb: string, ar: string): LocalizedText {
  return { ar, ckb, en, zh };
}

/** A text built per language: `eachLocale((locale) => ...)`. */
export function eachLocale(build: (locale: Locale) => string): LocalizedText {
  return { ar: build('ar'), ckb: build('ckb'), en: build('en'), zh: build('zh') };
}
