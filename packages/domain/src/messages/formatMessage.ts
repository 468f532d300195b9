import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocaleOf, type Locale } from '../locale';
import { MESSAGE_ARGUMENTS, type MessageValues } from './messageArguments';
import type { DomainCatalogue, DomainMessageKey } from './messageKey';

const compiled = new Map<string, IntlMessageFormat>();

/**
 * Formats an ICU message in a locale, with Latin digits (`intlLocaleOf`). The one formatter of the
 * server and the ui package (the storefront formats through react-intl, the same library): a
 * message is compiled once per locale and kept, since the catalogues are fixed.
 */
export function formatIcu(locale: Locale, source: string, values?: MessageValues): string {
  const cacheKey = `${locale}\u0000${source}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(source, intlLocaleOf(locale));
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
}

/** The rule limits every message may quote, with a caller's own values on top. */
export function messageValues(values?: MessageValues): MessageValues {
  return values ? { ...MESSAGE_ARGUMENTS, ...values } : MESSAGE_ARGUMENTS;
}

/**
 * A domain key's message from one locale's catalogue (`DOMAIN_MESSAGES[locale]`, or the one a
 * storefront loaded), with the limits filled in.
 */
export function formatDomainMessage(
  catalogue: DomainCatalogue,
  locale: Locale,
  key: DomainMessageKey,
  values?: MessageValues,
): string {
  return formatIcu(locale, catalogue[key], messageValues(values));
}
