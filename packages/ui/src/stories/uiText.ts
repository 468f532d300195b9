import { DOMAIN_MESSAGES, formatDomainMessage, resolveLocale, type DomainMessageKey } from '@tijara/domain';
import { formatMessage, type Messages, type MessageValues } from '../i18n';

/**
 * A built-in string in the locale a story is rendered in, so that play functions find elements
 * by the text a buyer of that language sees (the suites run in Arabic and in English).
 */
export function uiText<Key extends string>(
  globals: Record<string, unknown>,
  messages: Messages<Key>,
  key: Key,
  values?: MessageValues,
): string {
  return formatMessage(messages, resolveLocale(globals.locale), key, values);
}

/** A domain error's message in the locale a story is rendered in, as the components show it. */
export function domainText(
  globals: Record<string, unknown>,
  key: DomainMessageKey,
  values?: MessageValues,
): string {
  const locale = resolveLocale(globals.locale);
  return formatDomainMessage(DOMAIN_MESSAGES[locale], locale, key, values);
}
