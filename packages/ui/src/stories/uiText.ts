import { resolveLocale } from '@tijara/domain';
import { formatUIMessage, type UIMessageKey, type UIMessageValues } from '../i18n';

/**
 * A built-in string in the locale a story is rendered in, so that play functions find elements
 * by the text a buyer of that language sees (the suites run in Arabic and in English).
 */
export function uiText(globals: Record<string, unknown>, key: UIMessageKey, values?: UIMessageValues): string {
  return formatUIMessage(resolveLocale(globals.locale), key, values);
}
