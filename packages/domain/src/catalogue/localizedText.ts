import type { Locale } from '../locale';

/** A catalogue text in the interface languages (spec section 1); any of them may be missing. */
export type LocalizedText = Partial<Record<Locale, string | null>>;

/**
 * Where a missing catalogue text is looked for, after the buyer's own language: Arabic, the
 * storefront's default and fallback (spec section 1), read by Kurdish buyers too; then English,
 * in Latin script; then Chinese, the suppliers' language; Kurdish last.
 */
export const CATALOGUE_TEXT_FALLBACK: readonly Locale[] = ['ar', 'en', 'zh', 'ckb'];

/**
 * A product name, category name or description in `locale`, falling back as
 * {@link CATALOGUE_TEXT_FALLBACK} says; blank texts count as missing, and a text with none at all
 * reads as ''. A plain string (a text that was never translated) is the text in every language.
 */
export function localizedTextIn(text: LocalizedText | string | null | undefined, locale: Locale): string {
  if (typeof text === 'string') return text.trim();
  if (!text) return '';
  for (const candidate of [locale, ...CATALOGUE_TEXT_FALLBACK]) {
    const value = text[candidate];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}
