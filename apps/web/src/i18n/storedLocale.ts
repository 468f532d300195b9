import { resolveLocale, type Locale } from '@tijara/domain';
import { preferenceStorage } from '../app/preferences';

/** Where the buyer's language choice is kept between visits (spec section 1: "The choice is persisted"). */
export const LOCALE_STORAGE_KEY = 'tijara.locale';

/** The stored choice, or Arabic (the default and fallback) when there is none or it is unknown. */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined): Locale {
  try {
    return resolveLocale(storage?.getItem(LOCALE_STORAGE_KEY));
  } catch {
    // Storage can throw when the browser blocks it (private mode, sandboxed frames).
    return resolveLocale(undefined);
  }
}

export interface SwitchLocaleOptions {
  /** @default the browser's localStorage, copied into the cookie the server renders pages with */
  storage?: Pick<Storage, 'setItem'> | undefined;
  /** @default reloads the page */
  reload?: () => void;
}

/**
 * Spec section 1: "Changing language stores it and reloads the page". The reload starts the app
 * again in the new language: the boot script sets `<html lang dir>` before the first paint, the
 * catalogue of that language is the one loaded, and every call carries the new `language` header.
 * When the browser refuses to store it, the page still reloads (in the language it had).
 */
export function switchLocale(locale: Locale, options: SwitchLocaleOptions = {}): void {
  const storage = 'storage' in options ? options.storage : preferenceStorage();
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Blocked or full storage: nothing to keep the choice in.
  }
  (options.reload ?? (() => globalThis.location.reload()))();
}
