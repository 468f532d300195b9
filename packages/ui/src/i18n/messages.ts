import { DEFAULT_LOCALE, intlLocaleOf, type Locale } from '@tijara/domain';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * A catalogue of built-in strings in ICU message format, one entry per locale. Each component
 * keeps its own next to it (`Button.messages.ts`); the type makes a key missing from any locale a
 * compile error, and Arabic is still the fallback at run time.
 */
export type Messages<Key extends string> = Readonly<Record<Locale, Readonly<Record<Key, string>>>>;

export type MessageValues = Record<string, string | number>;

export function defineMessages<Key extends string>(messages: Messages<Key>): Messages<Key> {
  return messages;
}

const compiled = new WeakMap<object, Map<string, IntlMessageFormat>>();

/** Formats one message of a catalogue in a locale. */
export function formatMessage<Key extends string>(
  messages: Messages<Key>,
  locale: Locale,
  key: Key,
  values?: MessageValues,
): string {
  let cache = compiled.get(messages);
  if (!cache) {
    cache = new Map();
    compiled.set(messages, cache);
  }
  const cacheKey = `${locale}\u0000${key}`;
  let format = cache.get(cacheKey);
  if (!format) {
    const source = messages[locale][key] ?? messages[DEFAULT_LOCALE][key];
    format = new IntlMessageFormat(source, intlLocaleOf(locale));
    cache.set(cacheKey, format);
  }
  return String(format.format(values));
}
