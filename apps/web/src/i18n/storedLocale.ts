import { resolveLocale, type Locale } from '@tijara/domain';

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
