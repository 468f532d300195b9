import type { Locale } from '@tijara/domain';
import type { LocalizedText } from '../../modules/catalogue/catalogueRows';

export type { LocalizedText } from '../../modules/catalogue/catalogueRows';

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
