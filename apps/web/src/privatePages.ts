import {
  createPdpdClient,
  getProductNum,
  getStatusCount,
  logisticTrack,
  PdpdError,
  pdpdKey,
  queryOrderDetail,
  selectCartPage,
  selectOrderPage,
  SESSION_STORAGE_KEY,
  type Endpoint,
  type PdpdClientOptions,
  type PdpdRead,
  type RequestOf,
  userInfo,
} from '@tijara/api';
import { CART_MAX_LINES, LOCALES, type Locale } from '@tijara/domain';
import { preload } from 'swr';
import {
  cartRoute,
  orderDetailsRoute,
  orderListRoutes,
  routeOf,
  type StorefrontRoute,
} from './app/routeTable';
import { orderListPageNumber, orderNoOf } from './modules/orders/orderQuery';
import { orderListPageOfPath, orderTabOfPage } from './modules/orders/orderTabs';

/**
 * The pages of a signed-in buyer (`guard: 'private'`) render in the browser, as only it knows the
 * session (localStorage). What the server can still do for them (entry-server.tsx): name the
 * screen's code, copy and styles in the page's head, so they download alongside the app's entry
 * rather than after it, and start the screen's first private reads from a small inline script,
 * before any of the app's code has arrived. The app takes those answers over (`preloadEarlyReads`).
 */

function read<E extends Endpoint>(endpoint: E, request: RequestOf<E>): PdpdRead {
  return { endpoint, request };
}

/**
 * What the layout of a signed-in buyer reads on every page: the cart count of the header and tab
 * bar (`useCartCount`) and who they are, for the header's user menu (`useUserInfo`).
 */
const SIGNED_IN_SHELL_READS: readonly PdpdRead[] = [read(getProductNum, {}), read(userInfo, {})];

/**
 * Per private route, the first calls of its screen, with the requests its hooks make (they must be
 * equal, or the screen asks again: privatePages.test.tsx holds them to the hooks).
 */
const FIRST_PRIVATE_READS = new Map<StorefrontRoute, readonly PdpdRead[]>([
  // useCart: the whole cart in one answer.
  [cartRoute, [read(selectCartPage, { pageSize: CART_MAX_LINES })]],
]);

/** The private calls a signed-in buyer's page at `pathname` reads first; none for a page that is not private. */
export function earlyReadsOf(pathname: string): PdpdRead[] {
  const route = routeOf(pathname);
  if (route.guard !== 'private') return [];
  return [...SIGNED_IN_SHELL_READS, ...(FIRST_PRIVATE_READS.get(route) ?? [])];
}

const ORDER_LIST_ROUTES: ReadonlySet<StorefrontRoute> = new Set(Object.values(orderListRoutes));

/**
 * The first calls of a private screen that depend on its address's query (which order, which page
 * of a list), as its hooks make them. Only the server reads them, rendering the buyer's page with
 * their token (entry-server.tsx); the early-read script, one per route, leaves them to the app.
 */
function addressedReadsOf({ pathname, search }: { pathname: string; search: string }): PdpdRead[] {
  const route = routeOf(pathname);
  const query = new URLSearchParams(search);
  if (ORDER_LIST_ROUTES.has(route)) {
    // useOrderCounts and useOrderPage (the page's tab, from its name, and page number).
    const tab = orderTabOfPage(orderListPageOfPath(pathname));
    return [read(getStatusCount, {}), read(selectOrderPage, { tab, pageNum: orderListPageNumber(query) })];
  }
  if (route === orderDetailsRoute) {
    // useOrderDetail and useOrderTrack.
    const orderNo = orderNoOf(query);
    return orderNo === null ? [] : [read(queryOrderDetail, { orderNo }), read(logisticTrack, { orderNo })];
  }
  return [];
}

/** Every private call the server reads to render a signed-in buyer's page at `location`. */
export function renderReadsOf(location: { pathname: string; search: string }): PdpdRead[] {
  return [...earlyReadsOf(location.pathname), ...addressedReadsOf(location)];
}

/** One call as it goes on the wire, without its `authorization` header (the inline script adds the token). */
export interface WireCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

/**
 * The call the app's client would send for `pdpdRead` in `locale`, learnt from the client itself
 * (it is given a fetch that records the call), so the early call is byte for byte the client's:
 * the same URL, fixed headers, `language` header and body encoding.
 */
export async function wireCallOf(pdpdRead: PdpdRead, locale: Locale): Promise<WireCall> {
  let sent: WireCall | undefined;
  const recorder: typeof fetch = (input, init) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    sent = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? init.body : null,
    };
    return Promise.reject(new Error('recorded, not sent'));
  };
  await createPdpdClient({ getLocale: () => locale, fetch: recorder }).call(
    pdpdRead.endpoint,
    pdpdRead.request,
    { silent: true },
  );
  if (!sent) throw new Error(`the client sent nothing for ${pdpdRead.endpoint.path}`);
  return sent;
}

/** Where the inline script leaves the calls it started, for `takeEarlyReads`. */
export const EARLY_READS_GLOBAL = '__tijaraEarlyReads';

/** A call the inline script started: what it sent (token included) and the promise of its answer. */
export interface EarlyRead extends WireCall {
  response: Promise<Response>;
}

/**
 * The inline script of a private page: when a session is stored (`SESSION_STORAGE_KEY`), it
 * starts the page's early reads in the page's language (`<html lang>`, which the shell's boot
 * script has set from the stored language, as the app reads it) with the session's token, and
 * leaves them in `window[EARLY_READS_GLOBAL]`. Null when the page has none. Script text is JSON
 * with `<` escaped, so nothing in it can close the script.
 */
export async function earlyReadScript(pathname: string): Promise<string | null> {
  const reads = earlyReadsOf(pathname);
  if (reads.length === 0) return null;
  const calls: Record<string, WireCall[]> = {};
  for (const locale of LOCALES) {
    calls[locale] = await Promise.all(reads.map((pdpdRead) => wireCallOf(pdpdRead, locale)));
  }
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script>(function (calls, key, name) {
  try {
    var session = JSON.parse(localStorage.getItem(key) || 'null');
    var list = calls[document.documentElement.lang];
    if (!session || typeof session.token !== 'string' || !session.token || !list) return;
    window[name] = list.map(function (call) {
      var headers = {};
      for (var header in call.headers) headers[header] = call.headers[header];
      headers.authorization = 'Bearer ' + session.token;
      var response = fetch(call.url, { method: call.method, headers: headers, body: call.body });
      response.catch(function () {});
      return { url: call.url, method: call.method, headers: headers, body: call.body, response: response };
    });
  } catch (e) {}
})(${json(calls)}, ${json(SESSION_STORAGE_KEY)}, ${json(EARLY_READS_GLOBAL)});</script>`;
}

/** The calls the inline script started, taken once (a second call finds none). */
export function takeEarlyReads(scope: object = globalThis): EarlyRead[] {
  const holder = scope as Record<string, unknown>;
  const reads = holder[EARLY_READS_GLOBAL];
  delete holder[EARLY_READS_GLOBAL];
  return Array.isArray(reads) ? (reads as EarlyRead[]) : [];
}

/** A call's headers, for comparing two calls: names in lower case, sorted. */
function headerText(headers: HeadersInit | undefined): string {
  const entries: string[] = [];
  new Headers(headers).forEach((value, name) => entries.push(`${name}:${value}`));
  return entries.sort().join('\n');
}

/**
 * A fetch that answers a call the inline script has already started with that call's answer (once),
 * when the call is the same (URL, method, headers, token included, and body), and sends any other.
 */
export function fetchWithEarlyReads(early: readonly EarlyRead[], send: typeof fetch): typeof fetch {
  const waiting = [...early];
  return (input, init) => {
    if (typeof input === 'string') {
      const index = waiting.findIndex(
        (call) =>
          call.url === input &&
          call.method === (init?.method ?? 'GET') &&
          call.body === (typeof init?.body === 'string' ? init.body : null) &&
          headerText(call.headers) === headerText(init?.headers),
      );
      const [call] = index >= 0 ? waiting.splice(index, 1) : [];
      if (call) return call.response;
    }
    return send(input, init);
  };
}

export interface EarlyReadsOptions extends Omit<PdpdClientOptions, 'fetch' | 'getLocale'> {
  locale: Locale;
  /** The session's id: part of every cache key (see `pdpdKey`). */
  identity: string;
  pathname: string;
  /** What the inline script started (`takeEarlyReads`). */
  early: readonly EarlyRead[];
}

/**
 * Puts the private page's first reads into SWR's preload under the keys its hooks read, as
 * `preloadFirstScreen` does for the public ones: through a client that takes the inline script's
 * answers over, so a call it started is not sent twice, and one it did not start (no session then,
 * a language changed since) is sent now. A failure is the hook's, reported like any other.
 */
export function preloadEarlyReads({ locale, identity, pathname, early, ...client }: EarlyReadsOptions): void {
  const reads = earlyReadsOf(pathname);
  if (identity === '' || reads.length === 0) return;
  const pdpd = createPdpdClient({
    ...client,
    getLocale: () => locale,
    fetch: fetchWithEarlyReads(early, globalThis.fetch.bind(globalThis)),
  });
  for (const { endpoint, request } of reads) {
    const answer = preload(pdpdKey(endpoint, request, locale, identity), async () => {
      const result = await pdpd.call(endpoint, request);
      if (!result.success) throw new PdpdError(result);
      return result.data;
    }) as Promise<unknown> | undefined;
    answer?.catch(() => undefined);
  }
}
