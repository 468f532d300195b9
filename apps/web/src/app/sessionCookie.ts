import type { SessionStore } from '@tijara/api';
import { cookieValues } from './preferences';

/**
 * The signed-in buyer's token, copied from the session (kept in localStorage, see
 * `createSessionStore`) into a cookie, so that the server can render their pages (the cart, the
 * orders) with their data rather than an empty shell the browser fills in afterwards.
 *
 * Only the page renderer reads it (entry-server.tsx): the /pdpd API takes the token from the
 * `authorization` header alone, so a request another site makes the browser send, cookie
 * included, cannot act for the buyer; a page rendered from it is readable only by the buyer's own
 * tab (same origin), and is answered `private, no-store`. `SameSite=Lax` keeps it off other
 * sites' sub-requests; `Secure` over HTTPS. It is not `HttpOnly`, as script writes it, and holds
 * nothing that script could not already read from localStorage.
 */
export const SESSION_COOKIE = 'tijara.session';

/** The server's token lifetime (apps/server, `TOKEN_LIFETIME_MS`): a cookie older than it is no use. */
const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** What a token looks like (base64url, apps/server `newBearerToken`): anything else is not copied or read. */
const TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

/** The text `document.cookie` takes to store `token`, or to remove the cookie (null). */
export function sessionCookie(token: string | null, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return token === null || !TOKEN.test(token)
    ? `${SESSION_COOKIE}=; ${attributes}; Max-Age=0`
    : `${SESSION_COOKIE}=${token}; ${attributes}; Max-Age=${TOKEN_LIFETIME_SECONDS}`;
}

/**
 * Keeps the cookie equal to the session's token: now, and after every sign-in and sign-out (in any
 * tab, and the sign-out a 401 causes). Answers the function that stops it.
 */
export function mirrorSessionCookie(
  session: Pick<SessionStore, 'getToken' | 'subscribe'>,
  target: { cookie: string; secure: boolean } | null = browserTarget(),
): () => void {
  if (target === null) return () => undefined;
  let written: string | null | undefined;
  const write = () => {
    const token = session.getToken();
    if (token === written) return;
    written = token;
    try {
      target.cookie = sessionCookie(token, target.secure);
    } catch {
      // A sandboxed frame may refuse cookies: its pages render in the browser, as before.
    }
  };
  write();
  return session.subscribe(write);
}

function browserTarget(): { cookie: string; secure: boolean } | null {
  if (typeof document === 'undefined') return null;
  return {
    get cookie() {
      return document.cookie;
    },
    set cookie(text: string) {
      document.cookie = text;
    },
    secure: location.protocol === 'https:',
  };
}

/** The token a page request's `Cookie` header carries, or null (none, or not a token). */
export function readSessionCookie(cookieHeader: string | undefined): string | null {
  const token = cookieValues(cookieHeader, [SESSION_COOKIE]).get(SESSION_COOKIE);
  return token !== undefined && TOKEN.test(token) ? token : null;
}
