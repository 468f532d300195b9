/** Interface languages of the storefront (spec section 1). Arabic is the default and the fallback. */
export const LOCALES = ['ar', 'ckb', 'en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

/** Spec section 1: Arabic is the default and fallback language. */
export const DEFAULT_LOCALE: Locale = 'ar';

/**
 * The value of the `language` request header for each locale (spec section 1: "Locale values:
 * 0 Chinese (CHS), 1 English (ENG), 9 Arabic (AR), 10 Kurdish (ckb)").
 */
export const LANGUAGE_CODE = { zh: 0, en: 1, ar: 9, ckb: 10 } as const satisfies Record<Locale, number>;
export type LanguageCode = (typeof LANGUAGE_CODE)[Locale];

export type Direction = 'rtl' | 'ltr';

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar', 'ckb']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Arabic and Kurdish (Sorani) are written right to left; English and Chinese left to right. */
export function directionOf(locale: Locale): Direction {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The BCP 47 tag handed to `Intl` for a locale. Digits are Latin in every locale (`-u-nu-latn`):
 * supplier pages, order numbers, phone numbers and WhatsApp messages that buyers compare prices
 * with all use them, so an amount reads the same whichever language the interface is in.
 *
 * Kurdish (Sorani) numbers, plurals and dates are formatted by Iraqi Arabic's rules: browsers
 * (Chromium among them) ship no Sorani locale data, and `Intl` there falls back to the browser's
 * own language, dropping the Latin-digit choice, so a page the server rendered with Node's Sorani
 * data read "51.8%" and "7 ڕۆژ" and the browser "٥١٫٨٪" and "٧ ڕۆژ" (a hydration mismatch, React
 * #418). Iraqi Arabic is in every runtime, writes numbers as Sorani does with Latin digits, names
 * the months as Iraq does in both languages, and its plural forms cover Sorani's one and other.
 * The words stay Kurdish: they come from the Kurdish catalogue.
 */
export function intlLocaleOf(locale: Locale): string {
  switch (locale) {
    case 'ar':
      return 'ar-IQ-u-nu-latn';
    case 'ckb':
      return 'ar-IQ-u-nu-latn';
    case 'en':
      return 'en-US';
    case 'zh':
      return 'zh-Hans-CN';
  }
}

/** Reads a locale from anything (stored choice, query, header); unknown input falls back to Arabic. */
export function resolveLocale(value: unknown): Locale {
  if (isLocale(value)) return value;
  if (typeof value === 'string') {
    const primary = value.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** The locale named by a `language` header value; unknown or missing values fall back to Arabic. */
export function localeFromLanguageCode(value: unknown): Locale {
  const code = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  const match = LOCALES.find((locale) => LANGUAGE_CODE[locale] === code);
  return match ?? DEFAULT_LOCALE;
}
