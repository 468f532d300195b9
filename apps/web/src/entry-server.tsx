import { readFileSync } from 'node:fs';
import path from 'node:path';
import { directionOf, LOCALES, type Locale } from '@tijara/domain';
import { readPageData, renderPageMarkup } from './app/renderPage';
import { cookieStorage } from './app/preferences';
import { ROUTE_TABLE, routeOf, type StorefrontRoute } from './app/routeTable';
import { deferredAppScript, serverRenderedScript } from './app/serverRendered';
import { readSessionCookie } from './app/sessionCookie';
import type { ScreenModule } from './app/screens';
import { readStoredLocale } from './i18n/storedLocale';
import { earlyReadScript, renderReadsOf } from './privatePages';

/** The messages of each language, in the manifest: the app's copy. */
const catalogueModule = (locale: Locale) => `src/i18n/messages/${locale}.json`;
/** The domain's messages of each language (its errors), which load beside the app's copy (catalogues.ts). */
const domainCatalogueModule = (manifest: Manifest, locale: Locale): string => {
  const key = Object.keys(manifest).find((name) => name.endsWith(`/domain/src/messages/${locale}.ts`));
  if (!key) throw new Error(`the web build's manifest has no domain messages in ${locale}`);
  return key;
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The scripts and style sheets a chunk needs: its own and those of every chunk it imports, leaving
 * out the chunks in `seen` (manifest keys), which it adds to.
 */
function chunkFiles(
  manifest: Manifest,
  key: string,
  seen: Set<string>,
): { scripts: string[]; css: string[] } {
  const scripts: string[] = [];
  const css: string[] = [];
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`the web build's manifest has no ${name}`);
    scripts.push(chunk.file);
    css.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts, css };
}

/**
 * Every style sheet a screen may render with: its chunks' and those of its lazily loaded parts (a
 * sort menu, say), which the server renders too, so their styles belong in the page's head rather
 * than arriving with their code after hydration. `seen`: chunks already in the page.
 */
function screenStyles(manifest: Manifest, key: string, seen: ReadonlySet<string>): string[] {
  const visited = new Set(seen);
  const css: string[] = [];
  const visit = (name: string) => {
    if (visited.has(name)) return;
    visited.add(name);
    const chunk = manifest[name];
    if (!chunk) throw new Error(`the web build's manifest has no ${name}`);
    css.push(...(chunk.css ?? []));
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(key);
  return [...new Set(css)];
}

const ORIGIN = 'http://storefront.invalid';

export interface PageRendererOptions {
  /** The web build (`apps/web/dist`): its index.html and `.vite/manifest.json`. */
  distDir: string;
  /**
   * How the renderer reaches the /pdpd API: the server passes one that answers in-process.
   * Requests go to `http://storefront.invalid/pdpd/...`.
   */
  fetch: typeof fetch;
}

/** A page the server rendered: the whole HTML document and its status (404 for a missing product). */
export interface RenderedPage {
  html: string;
  status: 200 | 404;
  /**
   * The page shows a signed-in buyer's data (their cart, their orders): no cache may keep it
   * (`Cache-Control: private, no-store`).
   */
  private?: boolean;
}

/**
 * Renders one page, or answers null when the address is neither a landing page nor a signed-in
 * buyer's page. A buyer's page is rendered with their data when the request carries their token
 * (sessionCookie.ts) and it still works; otherwise it is the shell, with what it loads first named
 * and started (privatePages.ts). `nonce`, the server's
 * Content-Security-Policy nonce for this answer, goes on every script of the page, so that these,
 * and no script injected into the markup, run.
 */
export type PageRenderer = (
  url: string,
  cookieHeader?: string,
  nonce?: string,
) => Promise<RenderedPage | null>;

/** What a CSP nonce may look like (base64 or base64url): nothing that could leave the attribute. */
const NONCE = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * Turns a Chinese page's font rules on once they have loaded (they load as `media="print"`, so the
 * page paints without waiting for them). A script beside the link rather than an `onload`
 * attribute, which the Content-Security-Policy would refuse as inline script.
 */
const FONT_RULES_ON = `<script>(function (link) {
  function on() { link.media = 'all'; }
  if (link.sheet) on(); else link.addEventListener('load', on);
})(document.currentScript.previousElementSibling);</script>`;

/**
 * The server-side renderer of the storefront's landing pages and of a signed-in buyer's pages. It
 * reads the same first-screen calls the browser would (`firstScreenReads`; for a buyer's page also
 * `renderReadsOf`, with their token), renders the app with their answers in the buyer's language and
 * currency (the preference cookies; Arabic and USD by default), and hands the answers to the
 * browser in the page, which hydrates from them (main.tsx). A landing page is rendered signed out:
 * the browser shows the session once it has hydrated.
 */
export function createPageRenderer({ distDir, fetch }: PageRendererOptions): PageRenderer {
  const built = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const shellStart = '<html lang="ar" dir="rtl">';
  const root = '<div id="root"></div>';
  // The app's entry and the modules it imports leave the head: deferredAppScript starts them.
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(built);
  const entryPreloads = [...built.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  if (!entryScript || !built.includes(shellStart) || !built.includes(root) || !built.includes('</head>')) {
    throw new Error(`${distDir}/index.html is not the storefront's shell`);
  }
  const template = [entryScript, ...entryPreloads].reduce((html, [tag]) => html.replace(tag, ''), built);
  // Checked once, at start: a screen missing from the build fails here, not on a buyer's request.
  // The entry's chunks are in the shell already (its style sheets) or start with it (its scripts).
  const entryChunks = new Set<string>();
  chunkFiles(manifest, 'index.html', entryChunks);
  // The entry imports the app's start dynamically; the shell's head preloads its files too
  // (build/startInHead.ts), so they count as the entry's.
  const preloaded = new Set(entryPreloads.map(([, href]) => href?.slice(1)));
  for (const [key, chunk] of Object.entries(manifest))
    if (preloaded.has(chunk.file)) chunkFiles(manifest, key, entryChunks);
  // The style sheets the shell links already. A screen's chunks may name one of them too (a shared
  // component's styles): linked again, the browser would parse and match its rules twice.
  const shellStyles = new Set(
    [...built.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)].map(([, file]) => file),
  );
  const notInShell = (files: readonly string[]) =>
    [...new Set(files)].filter((file) => !shellStyles.has(file));
  /** Per screen the server renders: the style sheets it needs before it paints. */
  const headOf = new Map<ScreenModule, string>();
  /** Per screen and language: the script that starts the app, with the modules it will import. */
  const startOf = new Map<string, string>();
  const rendered = (route: StorefrontRoute) => route.serverRendered === true || route.guard === 'private';
  for (const { screen } of ROUTE_TABLE.filter(rendered)) {
    if (headOf.has(screen)) continue;
    const styles = notInShell(screenStyles(manifest, screen, entryChunks));
    headOf.set(screen, styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join(''));
    const screenChunks = new Set(entryChunks);
    const files = chunkFiles(manifest, screen, screenChunks);
    for (const locale of LOCALES) {
      const seen = new Set(screenChunks);
      const messages = chunkFiles(manifest, catalogueModule(locale), seen);
      const domainMessages = chunkFiles(manifest, domainCatalogueModule(manifest, locale), seen);
      startOf.set(
        `${screen} ${locale}`,
        deferredAppScript(entryScript[1] ?? '', [
          ...entryPreloads.map(([, href]) => href ?? ''),
          ...[...files.scripts, ...messages.scripts, ...domainMessages.scripts].map((file) => `/${file}`),
        ]),
      );
    }
  }

  // A signed-in buyer's page without a working token is the shell, rendered in the browser; its head
  // names what the app's entry will load next (the screen's chunks and style sheets, the language's copy), so that all of
  // it downloads at once rather than one after the other.
  const shellStartOf = new Map<string, string>();
  for (const route of ROUTE_TABLE) {
    if (route.guard !== 'private' || shellStartOf.has(`${route.screen} ar`)) continue;
    const screenChunks = new Set(entryChunks);
    const files = chunkFiles(manifest, route.screen, screenChunks);
    for (const locale of LOCALES) {
      const seen = new Set(screenChunks);
      const messages = chunkFiles(manifest, catalogueModule(locale), seen);
      const domainMessages = chunkFiles(manifest, domainCatalogueModule(manifest, locale), seen);
      shellStartOf.set(
        `${route.screen} ${locale}`,
        [
          ...notInShell(files.css).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          ...[...files.scripts, ...messages.scripts, ...domainMessages.scripts].map(
            (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
          ),
        ].join(''),
      );
    }
  }
  /** Per private route: its early-read script (privatePages.ts), made at its first visit. */
  const earlyScripts = new Map<string, Promise<string | null>>();
  const earlyScriptOf = (pathname: string) => {
    const key = routeOf(pathname).path;
    let script = earlyScripts.get(key);
    if (!script) {
      script = earlyReadScript(pathname);
      earlyScripts.set(key, script);
    }
    return script;
  };

  // A Chinese page's font rules (main.tsx loads them in the browser): the page asks for them
  // without waiting on them to paint, as most of their size is rules for characters it never uses.
  const chineseFonts = Object.entries(manifest).find(([key]) =>
    key.endsWith('/ui/src/fonts/chinese.ts'),
  )?.[1];
  if (!chineseFonts) throw new Error("the web build's manifest has no Chinese font rules");
  const fontsOf = (locale: Locale) =>
    locale === 'zh'
      ? `<link rel="stylesheet" crossorigin href="/${chineseFonts.file}" media="print">${FONT_RULES_ON}`
      : '';

  /**
   * The page at `location` rendered from the answers of its first calls, signed in with `token`
   * when given: null when that token no longer works (the page is then the shell).
   */
  const renderWithData = async (
    location: URL,
    route: StorefrontRoute,
    cookieHeader: string | undefined,
    signed: (html: string) => string,
    token?: string,
  ): Promise<RenderedPage | null> => {
    const signedIn = token === undefined ? undefined : { token, reads: renderReadsOf(location) };
    const data = await readPageData(location, cookieHeader, { fetch, apiBase: `${ORIGIN}/pdpd`, signedIn });
    if (data.session?.ended) return null;
    const markup = await renderPageMarkup(location, data, token);
    const { locale, currency, answers, missing } = data;
    const payload = {
      locale,
      currency,
      answers,
      ...(missing ? { missing } : {}),
      ...(token === undefined ? {} : { signedIn: true }),
    };
    const html = signed(template)
      // Functions, not strings: a `$` in a product name is text, not a replacement pattern.
      .replace(shellStart, () => `<html lang="${locale}" dir="${directionOf(locale)}">`)
      .replace('</head>', () => `${headOf.get(route.screen) ?? ''}${signed(fontsOf(locale))}</head>`)
      .replace(
        root,
        () =>
          `<div id="root">${markup}</div>${serverRenderedScript(payload)}${signed(startOf.get(`${route.screen} ${locale}`) ?? '')}`,
      );
    // The page still shows its screen (its not-found state), as the browser would.
    return { html, status: missing ? 404 : 200, ...(token === undefined ? {} : { private: true }) };
  };

  return async (url, cookieHeader, nonce) => {
    if (nonce !== undefined && !NONCE.test(nonce)) throw new Error('a CSP nonce must be base64');
    // Only our own markup gets the nonce, before the page's content goes in: the template (the
    // shell's language script), the font switch and the start script.
    const signed = (html: string) =>
      nonce === undefined ? html : html.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
    const location = new URL(url, ORIGIN);
    const route = routeOf(location.pathname);
    if (route.guard === 'private') {
      const token = readSessionCookie(cookieHeader);
      const page = token === null ? null : await renderWithData(location, route, cookieHeader, signed, token);
      if (page !== null) return page;
      // The language the app will read (localStorage) is mostly the cookie's, which mirrors it: a
      // copy preloaded for another language is only a wasted download. The early reads choose
      // theirs in the browser.
      const locale = readStoredLocale(cookieStorage(cookieHeader));
      const early = await earlyScriptOf(location.pathname);
      // The early reads go before the entry and its style sheets, which would hold an inline script
      // back until they have loaded.
      const html = signed(built)
        .replace(signed(entryScript[0]), (tag) => `${early ? signed(early) : ''}${tag}`)
        .replace('</head>', () => `${shellStartOf.get(`${route.screen} ${locale}`) ?? ''}</head>`);
      return { html, status: 200 };
    }
    if (route.serverRendered !== true) return null;
    return renderWithData(location, route, cookieHeader, signed);
  };
}
