import { browserStorage } from './browserStorage';

/**
 * The buyer's language and currency live in localStorage (their keys: `tijara.locale`,
 * `tijara.currency`). Each is also copied into a cookie of the same name, so the server renders a
 * page in the buyer's language and currency rather than in the defaults. The cookies carry
 * nothing else and nothing private.
 */
export const PREFERENCE_KEYS = ['tijara.locale', 'tijara.currency'] as const;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The `Set-Cookie`-style text `document.cookie` takes for one preference. */
export function preferenceCookie(key: string, value: string): string {
  return `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

function writeCookie(key: string, value: string): void {
  try {
    if (typeof document !== 'undefined') document.cookie = preferenceCookie(key, value);
  } catch {
    // A sandboxed frame may refuse cookies: the choice then lasts in localStorage only.
  }
}

/**
 * Where a preference is kept: localStorage, with every write copied into the cookie the server
 * reads. Reads come from localStorage, the buyer's own record of the choice.
 */
export function preferenceStorage(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = browserStorage(),
): Pick<Storage, 'getItem' | 'setItem'> {
  return {
    getItem: (key) => storage?.getItem(key) ?? null,
    setItem: (key, value) => {
      writeCookie(key, value);
      storage?.setItem(key, value);
    },
  };
}

/** Copies the stored choices into their cookies (a choice made before the cookies existed, an expired cookie). */
export function syncPreferenceCookies(
  storage: Pick<Storage, 'getItem'> | undefined = browserStorage(),
): void {
  for (const key of PREFERENCE_KEYS) {
    try {
      const value = storage?.getItem(key);
      if (typeof value === 'string') writeCookie(key, value);
    } catch {
      // Blocked storage: nothing stored to copy.
    }
  }
}

/** The values of the cookies named `names` in a request's `Cookie` header (the first of each name). */
export function cookieValues(
  cookieHeader: string | undefined,
  names: readonly string[],
): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    if (!names.includes(name) || values.has(name)) continue;
    try {
      values.set(name, decodeURIComponent(part.slice(separator + 1).trim()));
    } catch {
      // A value that is not URI-encoded text: as if there were none.
    }
  }
  return values;
}

/** The preferences a request's `Cookie` header carries, read like storage (on the server). */
export function cookieStorage(cookieHeader: string | undefined): Pick<Storage, 'getItem'> {
  const values = cookieValues(cookieHeader, PREFERENCE_KEYS);
  return { getItem: (key) => values.get(key) ?? null };
}
