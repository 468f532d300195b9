import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createPdpdClient,
  createSessionStore,
  getProductNum,
  PdpdProvider,
  selectCartPage,
  useCart,
  useCartCount,
  userInfo,
} from '@tijara/api';
import { CART_MAX_LINES } from '@tijara/domain';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTE_TABLE } from './app/routeTable';
import { readServerRendered } from './app/serverRendered';
import { cartLineWire, cartWireOf } from './test/cartFixtures';
import { envelope, fakeApi } from './test/renderApp';
import { createPageRenderer, type PageRenderer } from './entry-server';
import { EARLY_READS_GLOBAL, fetchWithEarlyReads, preloadEarlyReads, takeEarlyReads } from './privatePages';

/*
 * A signed-in buyer's page (here the cart, issue 14): the server's shell names the screen's code,
 * styles and copy in its head and starts the screen's first reads from an inline script; the app's
 * hooks then take those answers over instead of asking again. The renderer runs on a stand-in of the
 * web build (its index.html and manifest), the inline script in this page (jsdom), the hooks with
 * the app's client.
 */

const NONCE = 'bm9uY2Utb2YtdGVzdA';
const SHELL = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <script id="locale-boot">document.documentElement.lang = 'ar';</script>
    <title>t</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const nameOf = (module: string) => path.basename(module, '.tsx');

let distDir = '';
let render: PageRenderer;

beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'private-pages-'));
  const manifest: Record<string, object> = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    '_cartParts.js': { file: 'assets/cartParts.js', css: ['assets/cartParts.css'], imports: ['_shared.js'] },
    '../../packages/ui/src/fonts/chinese.ts': { file: 'assets/chinese.css' },
  };
  for (const locale of ['ar', 'ckb', 'en', 'zh']) {
    manifest[`src/i18n/messages/${locale}.json`] = { file: `assets/messages-${locale}.js` };
    manifest[`../../packages/domain/src/messages/${locale}.ts`] = { file: `assets/domain-${locale}.js` };
  }
  for (const { screen } of ROUTE_TABLE) {
    manifest[screen] = {
      file: `assets/${nameOf(screen)}.js`,
      css: [`assets/${nameOf(screen)}.css`],
      imports: ['_shared.js', ...(screen.includes('/cart/') ? ['_cartParts.js'] : [])],
    };
  }
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // A private page reads nothing on the server: the session is the browser's.
  render = createPageRenderer({
    distDir,
    fetch: () => Promise.reject(new Error('a private page read on the server')),
  });
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
  document.documentElement.lang = 'ar';
});

/** The inline scripts of `html`, in order, as the browser would run them. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, text]) => text ?? '',
  );
}

/** Runs the page's early-read script here, as the browser runs it. */
function runEarlyScript(html: string): void {
  const source = inlineScripts(html).find((text) => text.includes(EARLY_READS_GLOBAL));
  if (source === undefined) throw new Error('the page has no early-read script');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script the page runs, as it runs it
  const script = new Function(source) as () => void;
  script();
}

/** The cart the stand-in answers: one line's worth of summary, no lines. */
const CART = {
  records: [],
  total: 0,
  pageNum: 1,
  pageSize: CART_MAX_LINES,
  summary: {
    lineCount: 0,
    selectedCount: 0,
    selectedQuantity: 0,
    selectedTotal: 0,
    minimumOrder: 1_500,
    orderProblem: null,
  },
};

const USER = { userId: '7', userName: 'layla', level: 1, phone: '7701234567', email: 'layla@example.com' };

/** A fetch answering the cart, its count and who is signed in, recording each call it was given. */
function cartFetch() {
  return vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const data = url.endsWith(getProductNum.path)
      ? 0
      : url.endsWith(selectCartPage.path)
        ? CART
        : url.endsWith(userInfo.path)
          ? USER
          : null;
    return Promise.resolve(
      new Response(JSON.stringify({ success: true, code: 200, msg: 'Success', data }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
}

describe("the server's shell of a private page", () => {
  it('names the screen’s chunks, styles and the cookie language’s copy, and starts the reads before the entry, all with the nonce', async () => {
    const page = await render('/buyer_cart?from=header', 'tijara.currency=USD; tijara.locale=en', NONCE);
    expect(page?.status).toBe(200);
    const html = page?.html ?? '';
    const head = html.slice(0, html.indexOf('</head>'));
    for (const file of ['cartRoute.js', 'cartParts.js', 'messages-en.js', 'domain-en.js']) {
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    for (const file of ['cartRoute.css', 'cartParts.css']) {
      expect(head).toContain(`<link rel="stylesheet" crossorigin href="/assets/${file}">`);
    }
    // The entry's own chunks are named once, by the shell; another language's copy not at all.
    expect(html.split('href="/assets/shared.js"')).toHaveLength(2);
    expect(html).not.toContain('messages-ar.js');
    expect(html).not.toContain('domain-ar.js');
    // Every script runs under the page's policy; the reads start before the entry (and its styles).
    expect(html.match(/<script(?=[\s>])/g)?.length).toBe(
      html.match(/<script nonce="bm9uY2Utb2YtdGVzdA"/g)?.length,
    );
    expect(html.indexOf(EARLY_READS_GLOBAL)).toBeGreaterThan(0);
    expect(html.indexOf(EARLY_READS_GLOBAL)).toBeLessThan(html.indexOf('src="/assets/index.js"'));
    expect(html.indexOf(EARLY_READS_GLOBAL)).toBeLessThan(html.indexOf('href="/assets/index.css"'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('preloads the Arabic copy without a language cookie, and reads only the signed-in shell’s count where the screen has no first read of its own', async () => {
    const page = await render('/individualCenter/address', undefined, NONCE);
    const html = page?.html ?? '';
    expect(html).toContain('href="/assets/addressBookRoute.js"');
    expect(html).toContain('href="/assets/messages-ar.js"');
    expect(html).toContain(getProductNum.path);
    expect(html).not.toContain(selectCartPage.path);
  });

  it('leaves other pages alone: the sign-in page is the plain shell (null)', async () => {
    expect(await render('/login?redirect=%2Fbuyer_cart', undefined, NONCE)).toBeNull();
  });
});

describe('the early reads', () => {
  it('start nothing without a stored session', async () => {
    const page = await render('/buyer_cart', undefined, NONCE);
    const fetch = cartFetch();
    vi.stubGlobal('fetch', fetch);
    runEarlyScript(page?.html ?? '');
    expect(fetch).not.toHaveBeenCalled();
    expect(takeEarlyReads(window)).toEqual([]);
  });

  it('send what the client sends (the language of <html lang>, the token), so the client takes their answers over', async () => {
    const session = createSessionStore();
    session.signIn('token-of-ali');
    document.documentElement.lang = 'en';
    const page = await render('/buyer_cart', 'tijara.locale=en', NONCE);
    const fetch = cartFetch();
    vi.stubGlobal('fetch', fetch);
    runEarlyScript(page?.html ?? '');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('Bearer token-of-ali');

    const send = vi.fn(cartFetch());
    const client = createPdpdClient({
      getLocale: () => 'en',
      getToken: session.getToken,
      fetch: fetchWithEarlyReads(takeEarlyReads(window), send),
    });
    expect(await client.call(getProductNum, {})).toMatchObject({ success: true, data: 0 });
    expect(await client.call(selectCartPage, { pageSize: CART_MAX_LINES })).toMatchObject({ success: true });
    expect(send).not.toHaveBeenCalled();
    // Each answer serves once; the same call again goes out.
    await client.call(getProductNum, {});
    expect(send).toHaveBeenCalledTimes(1);
    // A call that differs (here only in its language header) is not answered by an early read.
    const [url, init] = fetch.mock.calls[0] ?? [];
    const englishCount = {
      url: typeof url === 'string' ? url : '',
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers)),
      body: typeof init?.body === 'string' ? init.body : null,
      // Never answers: the Arabic call would hang, and the test time out, if it were given this one.
      response: new Promise<Response>(() => undefined),
    };
    const arabic = createPdpdClient({
      getLocale: () => 'ar',
      getToken: session.getToken,
      fetch: fetchWithEarlyReads([englishCount], send),
    });
    expect(await arabic.call(getProductNum, {})).toMatchObject({ success: true });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('are what the cart screen’s hooks read: they render from them without asking again', async () => {
    const session = createSessionStore();
    session.signIn('token-of-sara');
    document.documentElement.lang = 'en';
    const page = await render('/buyer_cart', undefined, NONCE);
    const early = cartFetch();
    vi.stubGlobal('fetch', early);
    runEarlyScript(page?.html ?? '');
    preloadEarlyReads({
      getToken: session.getToken,
      locale: 'en',
      identity: session.get()?.id ?? '',
      pathname: '/buyer_cart',
      early: takeEarlyReads(window),
    });

    const send = cartFetch();
    const client = createPdpdClient({ getLocale: () => 'en', getToken: session.getToken, fetch: send });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PdpdProvider client={client} locale="en" session={session}>
        {children}
      </PdpdProvider>
    );
    const { result } = renderHook(() => ({ cart: useCart(), count: useCartCount() }), { wrapper });
    await waitFor(() => expect(result.current.cart.cart?.summary.minimumOrder).toBe(1_500));
    await waitFor(() => expect(result.current.count.count).toBe(0));
    expect(early).toHaveBeenCalledTimes(3);
    expect(send).not.toHaveBeenCalled();
  });
});

describe("a signed-in buyer's page, rendered with their data", () => {
  /** A token of the server's form (43 characters of base64url). */
  const TOKEN = 'q9Xw2v7YbR0cT1sU4pO3nM6lK8jH5gF2dS1aZ0xC9vB';
  const CART_WITH_LINE = cartWireOf([cartLineWire('1', { name: 'Brass desk lamp' })]);

  function api(signedIn: boolean) {
    const privateAnswer = (data: unknown) => () =>
      signedIn ? envelope(200, data) : envelope(401, null, 'session ended');
    return fakeApi({
      '/ds/business/getRate': () => envelope(200, 1310),
      '/ds/category/hello-category-tree': () => envelope(200, []),
      '/ds/hotWords/list': () => envelope(200, []),
      [userInfo.path]: privateAnswer(USER),
      [getProductNum.path]: privateAnswer(1),
      [selectCartPage.path]: privateAnswer(CART_WITH_LINE),
    });
  }

  /** The renderer of the stand-in build, reading through the test's fetch (`fakeApi`). */
  const renderWithApi = () =>
    createPageRenderer({ distDir, fetch: (input, init) => globalThis.fetch(input, init) });

  it('is the screen with their answers, as the browser hydrates it, kept by no cache, and without their token', async () => {
    const { calls } = api(true);
    const page = await renderWithApi()('/buyer_cart', `tijara.locale=en; tijara.session=${TOKEN}`, NONCE);
    expect(page).toMatchObject({ status: 200, private: true });
    const html = page?.html ?? '';
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Brass desk lamp');
    // The private calls went with the buyer's token; the token itself is nowhere in the page.
    for (const path of [userInfo.path, getProductNum.path, selectCartPage.path]) {
      expect(calls.find((call) => call.path === path)?.authorization).toBe(`Bearer ${TOKEN}`);
    }
    expect(html).not.toContain(TOKEN);
    const payload = readServerRendered(new DOMParser().parseFromString(html, 'text/html'));
    expect(payload).toMatchObject({ locale: 'en', signedIn: true });
    expect(payload?.answers.map((answer) => answer.path)).toEqual(
      expect.arrayContaining([userInfo.path, getProductNum.path, selectCartPage.path]),
    );
    // Its code starts as a landing page's does, after the first paint; no early reads are needed.
    expect(html).not.toContain(EARLY_READS_GLOBAL);
    expect(html).toContain('/assets/cartRoute.js');
    // Every script that runs carries the nonce (the answers' JSON is data, which no policy runs).
    const scripts = html.match(/<script(?=[\s>])(?![^>]*application\/json)/g)?.length;
    expect(scripts).toBe(html.match(/<script nonce=/g)?.length);
  });

  it('is the shell when the token no longer works (a 401): nothing of the buyer is rendered', async () => {
    api(false);
    const page = await renderWithApi()('/buyer_cart', `tijara.session=${TOKEN}`, NONCE);
    expect(page?.private).toBeUndefined();
    expect(page?.html).toContain('<div id="root"></div>');
    expect(page?.html).toContain(EARLY_READS_GLOBAL);
  });

  it('reads nothing for a cookie that is not a token, and leaves a landing page signed out', async () => {
    const { calls } = api(true);
    const shell = await renderWithApi()('/buyer_cart', 'tijara.session=%3Cscript%3E', NONCE);
    expect(shell?.html).toContain('<div id="root"></div>');
    expect(calls).toEqual([]);
    const home = await renderWithApi()('/', `tijara.session=${TOKEN}`, NONCE);
    expect(home?.private).toBeUndefined();
    expect(calls.every((call) => call.authorization === null)).toBe(true);
  });
});
