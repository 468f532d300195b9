import { intlLocaleOf, type Locale } from '@tijara/domain';
import { IntlMessageFormat } from 'intl-messageformat';
import { catalogues, type UIMessageKey } from './catalogues';

export type UIMessageValues = Record<string, string | number>;
export type FormatUIMessage = (key: UIMessageKey, values?: UIMessageValues) => string;

const compiled = new Map<string, IntlMessageFormat>();

/** Formats a built-in ICU message. Every catalogue has every key: the type of `catalogues` checks it. */
export function formatUIMessage(locale: Locale, key: UIMessageKey, values?: UIMessageValues): string {
  const cacheKey = `${locale}\u0000${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    const source = catalogues[locale][key];
    format = new IntlMessageFormat(source, intlLocaleOf(locale));
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
}
