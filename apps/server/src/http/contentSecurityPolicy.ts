import { createHash, randomBytes } from 'node:crypto';
import type { SocialConfig } from '../modules/auth/social/socialConfig';

// The Content-Security-Policy of the storefront's pages (issue 12, item 7). Kept free of value
// imports from other source files, so that scripts/test-storybook.mjs loads this very file (Node
// strips its types) and serves Storybook under the same policy.

/** A fresh nonce per page answer: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The CSP source of a script's text: `'sha256-…'`. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The hashes of the inline scripts of a trusted HTML file (the built shell, `index.html`): the
 * ones the browser runs, that is without `src` and of no data type (`application/json`).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(scriptHash(text));
  }
  return hashes;
}

/**
 * The sources a configured social sign-in needs in the browser, from the providers' guides: the
 * SDK's script, the frames it opens (One Tap, the Facebook and Apple dialogs), what it fetches and,
 * for Google, its button's style sheet. Only the providers configured on the server (their client
 * ids, apps/server/README.md) are let in; none by default.
 */
export const SOCIAL_SOURCES = {
  google: {
    script: ['https://accounts.google.com/gsi/client'],
    frame: ['https://accounts.google.com/gsi/'],
    connect: ['https://accounts.google.com/gsi/'],
    style: ['https://accounts.google.com/gsi/style'],
  },
  facebook: {
    script: ['https://connect.facebook.net'],
    frame: ['https://www.facebook.com', 'https://web.facebook.com'],
    connect: ['https://graph.facebook.com', 'https://www.facebook.com'],
    style: [],
  },
  apple: {
    script: ['https://appleid.cdn-apple.com'],
    frame: ['https://appleid.apple.com'],
    connect: ['https://appleid.apple.com'],
    style: [],
  },
} as const satisfies Record<
  keyof SocialConfig,
  Record<'script' | 'frame' | 'connect' | 'style', readonly string[]>
>;

export interface PolicyInput {
  /** The nonce the page's own scripts carry (a server-rendered page). */
  nonce?: string | undefined;
  /** Hashes of the page's own inline scripts (the shell's). */
  scriptHashes: readonly string[];
  social: SocialConfig;
  /**
   * The origins of configured services whose script and frames the pages load (the card gateway's
   * hosted fields: `session.js` and its field frames, `card/gateway/README.md`). None by default.
   */
  pageOrigins?: readonly string[] | undefined;
}

/** `origin` as a CSP source: its scheme, host and port only (never a path, never a wildcard). */
function originSource(origin: string): string {
  const url = new URL(origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`a page origin must be http(s), got "${origin}"`);
  return url.origin;
}

/**
 * The Content-Security-Policy of an HTML page.
 *
 * - Scripts: the site's own files, and inline only the page's own scripts, by nonce (a rendered
 *   page) or hash (the shell): never `unsafe-inline` or `unsafe-eval`, so a script injected into a
 *   product name or description, or a library that evaluates strings, does not run.
 * - Styles: the site's own style sheets and `'unsafe-inline'`. The server-rendered markup carries
 *   style attributes (react-aria's visually hidden labels, widths and positions set by components),
 *   which neither nonces nor hashes can allow one by one; style cannot run script, and what a
 *   stranger could put into a style is limited to the page's look.
 * - Images: the site's own (`/media`, `/assets`), `data:` (small images inlined by the build) and
 *   `blob:` (a picture a buyer chose, previewed before upload). Media (video) likewise: the site,
 *   `data:` (a story's tiny inline clip: Storybook runs under this policy and caught it) and `blob:`. Fonts: the site's own (bundled `@fontsource` files) and `data:`.
 * - Calls (`connect-src`): the site only, where the API lives.
 * - No plugins (`object-src 'none'`), no `<base>` (`base-uri 'none'`), forms only to the site, no
 *   framing by anyone (`frame-ancestors 'none'`, clickjacking) and no frames inside but the
 *   configured sign-in providers' and the configured card gateway's.
 * - A configured card gateway's origin (`pageOrigins`) in `script-src` (its `session.js`),
 *   `frame-src` (the hosted fields) and `connect-src`: the double's script makes no call from the
 *   page (its frames call their own origin), but whether the real gateway's does is unconfirmed, and
 *   an origin trusted to run script on the page gains nothing more by being let call home.
 */
export function contentSecurityPolicy({
  nonce,
  scriptHashes,
  social,
  pageOrigins = [],
}: PolicyInput): string {
  const providers = (Object.keys(SOCIAL_SOURCES) as (keyof SocialConfig)[]).filter((name) => social[name]);
  const origins = [...new Set(pageOrigins.map(originSource))];
  const sources = (kind: 'script' | 'frame' | 'connect' | 'style') => [
    ...providers.flatMap((name) => SOCIAL_SOURCES[name][kind]),
    ...(kind === 'style' ? [] : origins),
  ];
  const frames = sources('frame');
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes, ...sources('script')],
    ['style-src', "'self'", "'unsafe-inline'", ...sources('style')],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['media-src', "'self'", 'data:', 'blob:'],
    ['connect-src', "'self'", ...sources('connect')],
    ['frame-src', ...(frames.length > 0 ? frames : ["'none'"])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
