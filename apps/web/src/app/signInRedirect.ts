import { homeAddress, loginAddress, REDIRECT_PARAM, ROUTE_TABLE } from './routeTable';

export { REDIRECT_PARAM };

/** The sign-in page; a private route sends a signed-out visitor here (spec sections 2 and 6). */
export const LOGIN_PATH = loginAddress();

/** Pages a sign-in must not lead back to (the auth layout's): they would show the sign-in forms again. */
const AUTH_PATHS = new Set(ROUTE_TABLE.filter((route) => route.guard === 'auth').map((route) => route.path));

/** The sign-in page, remembering the page the visitor was going to. */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const target = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  if (AUTH_PATHS.has(location.pathname) || target === homeAddress()) return LOGIN_PATH;
  return loginAddress({ redirect: target });
}

/**
 * Where to go after signing in: the `redirect` parameter when it is a path of this site, else home.
 * Anything else is refused (`//evil.example`, `/\evil.example`, `https://...`, `javascript:`), so
 * a crafted sign-in link cannot send a buyer to another site.
 */
export function redirectTarget(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return homeAddress();
  }
  let url: URL;
  try {
    url = new URL(redirect, 'https://storefront.invalid');
  } catch {
    return homeAddress();
  }
  if (url.origin !== 'https://storefront.invalid' || AUTH_PATHS.has(url.pathname)) return homeAddress();
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A link to another auth page (`address`: `loginAddress`, `registerAddress`, `resetPasswordAddress`)
 * that keeps where the visitor was going.
 */
export function withRedirect(
  address: (options: { redirect?: string }) => string,
  redirect: string | null | undefined,
): string {
  const target = redirectTarget(redirect);
  return target === homeAddress() ? address({}) : address({ redirect: target });
}
