import type { PrefetchedAnswer } from '@tijara/api';
import { isLocale, type Locale } from '@tijara/domain';
import type { PriceCurrency } from '@tijara/ui';
import { PRELOADS_PER_TASK } from './modulePreloads';

/**
 * What the server tells the browser about a page it rendered (entry-server.tsx): the language and
 * currency it rendered in and the answers it rendered from. The browser hydrates the page with
 * the same three, so its first render matches the server's markup.
 */
export interface ServerRendered {
  locale: Locale;
  currency: PriceCurrency;
  answers: PrefetchedAnswer[];
  /** The address names a product, category or brand that does not exist (answered with 404). */
  missing?: boolean;
  /**
   * Rendered for the signed-in buyer whose token came with the request (sessionCookie.ts), from
   * their answers: the browser hydrates it only with a session of its own.
   */
  signedIn?: boolean;
}

export const SERVER_RENDERED_ID = 'tijara-page-data';

/**
 * The `<script>` carrying `payload`: JSON, with every `<` escaped so that no text in it (a product
 * name, a search word) can close the script or open a comment.
 */
export function serverRenderedScript(payload: ServerRendered): string {
  const json = JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${SERVER_RENDERED_ID}" type="application/json">${json}</script>`;
}

/** The payload of a page the server rendered, or null for a page it did not (or an unreadable one). */
export function readServerRendered(doc: Pick<Document, 'getElementById'>): ServerRendered | null {
  const text = doc.getElementById(SERVER_RENDERED_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ServerRendered>;
    if (
      !isLocale(value.locale) ||
      (value.currency !== 'USD' && value.currency !== 'IQD') ||
      !Array.isArray(value.answers)
    ) {
      return null;
    }
    return {
      locale: value.locale,
      currency: value.currency,
      answers: value.answers,
      ...(value.missing === true ? { missing: true } : {}),
      ...(value.signedIn === true ? { signedIn: true } : {}),
    };
  } catch {
    return null;
  }
}

/** The longest a server-rendered page waits before asking for its code (see `deferredAppScript`). */
export const FALLBACK_START_MS = 5000;

/** What makes the app's code start downloading before the load event: the buyer reaching for the page. */
export const EARLY_START_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * The name of the promise the start script keeps on `window` while it adds the page's module
 * preloads; it resolves once the last is added (`startPreloadsAdded`).
 */
export const PRELOADS_ADDED_GLOBAL = '__tijaraPreloadsAdded';

/**
 * Resolves once the start script of a server-rendered page has added all its module preloads, at
 * once on any other page. Vite's loader of a lazy module adds, in one task, a preload for each of
 * its files the page does not link yet: the screen's import waits for them so as not to add the
 * start script's last ones itself (93 ms of links at a 4x slowdown on the cart).
 */
export function startPreloadsAdded(win: object = window): Promise<void> {
  const added: unknown = Reflect.get(win, PRELOADS_ADDED_GLOBAL);
  return added instanceof Promise ? added.then(() => undefined) : Promise.resolve();
}

/**
 * The script that starts the app on a server-rendered page. The page is readable, and its links
 * work, before any of the app's code arrives; the code (`entry` and the modules it imports,
 * `preloads`) is asked for once the page has loaded and been painted, so on a slow connection it
 * does not compete with the page's pictures and fonts, and the first paint does not wait for it. A tap, a key or a focus before then starts it at once.
 */
export function deferredAppScript(entry: string, preloads: readonly string[]): string {
  return `<script>(function (entry, preloads, events, perTask, addedName) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var added;
    window[addedName] = new Promise(function (resolve) { added = resolve; });
    events.forEach(function (name) { removeEventListener(name, start, true); });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    // The entry first, then its modules a few at a time (PRELOADS_PER_TASK), each batch in a task
    // of its own: a message, as nested timers are clamped to 4 ms.
    var channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
    var next = 0;
    function preloadSome() {
      preloads.slice(next, next + perTask).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      next += perTask;
      if (next >= preloads.length) {
        added();
        if (channel) channel.port1.close();
      } else if (channel) {
        channel.port2.postMessage(null);
      } else {
        setTimeout(preloadSome, 0);
      }
    }
    if (channel) channel.port1.onmessage = preloadSome;
    preloadSome();
  }
  // Once the page has loaded and its first paint has reached the screen (the paint timing entry);
  // where the browser has no paint timing, at the load event; and in any case after a few seconds
  // (a page opened in a background tab paints only when shown).
  var loaded = document.readyState === 'complete';
  var painted = false;
  function whenReady() {
    if (loaded && painted) setTimeout(start, 0);
  }
  var paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (paintTiming) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      whenReady();
    }).observe({ type: 'paint', buffered: true });
  } else {
    painted = true;
  }
  events.forEach(function (name) { addEventListener(name, start, { capture: true, passive: true }); });
  if (!loaded) {
    addEventListener('load', function () {
      loaded = true;
      whenReady();
    });
  }
  whenReady();
  setTimeout(start, ${FALLBACK_START_MS});
})(${JSON.stringify(entry)}, ${JSON.stringify(preloads)}, ${JSON.stringify(EARLY_START_EVENTS)}, ${PRELOADS_PER_TASK}, ${JSON.stringify(PRELOADS_ADDED_GLOBAL)});</script>`;
}
