/** The sign-in page; a private route sends a signed-out visitor here (spec sections 2 and 6). */
export const LOGIN_PATH = '/login';

/** The query parameter that carries where the visitor was going. */
export const REDIRECT_PARAM = 'redirect';

/** Pages a sign-in must not lead back to: they would show the sign-in forms again. */
const AUTH_PATHS = new Set(['/login', '/register', '/reset-password']);

/** The sign-in page, remembering the page the visitor was going to. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const target = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  if (AUTH_PATHS.has(location.pathname) || target === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/**
 * Where to go after signing in: the `redirect` parameter when it is a path of this site, else home.
 * Anything else is refused (`//evil.example`, `/\evil.example`, `https://...`, `javascript:`), so
 * a crafted sign-in link cannot send a buyer to another site.
 */
export function redirectTarget(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return '/';
  }
  let url: URL;
  try {
    url = new URL(redirect, 'https://storefront.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'https://storefront.invalid' || AUTH_PATHS.has(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A link to another auth page (register, reset password) that keeps where the visitor was going. */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  const target = redirectTarget(redirect);
  if (target === '/') return path;
  return `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}
