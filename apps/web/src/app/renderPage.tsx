import { createPdpdClient, createSessionStore, prefetchAnswers, type PdpdClient } from '@tijara/api';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { loadCatalogue, type AppCatalogue } from '../i18n/catalogues';
import { readStoredLocale } from '../i18n/storedLocale';
import { App } from './App';
import { readStoredCurrency } from './currency';
import { cookieStorage } from './preferences';
import { preloadRoute } from './routes';
import { firstScreenReads, readKey, routeOf, routeReads, type ReadOutcome } from './routeTable';
import type { ServerRendered } from './serverRendered';

/** Everything a server render of one page needs, read before rendering it. */
export interface PageData extends ServerRendered {
  messages: AppCatalogue;
}

/**
 * Reads what the page at `location` renders from: the language and currency of the request's
 * preference cookies (Arabic and USD without them), the copy of that language, the answers of
 * the first screen's calls (`firstScreenReads`, through `fetch` to `apiBase`), the code of the
 * route's screen, and whether the address names something that does not exist (the route's
 * `isMissing`: the page then answers 404).
 */
export async function readPageData(
  location: URL,
  cookieHeader: string | undefined,
  { fetch, apiBase }: { fetch: typeof globalThis.fetch; apiBase: string },
): Promise<PageData> {
  const preferences = cookieStorage(cookieHeader);
  const locale = readStoredLocale(preferences);
  const currency = readStoredCurrency(preferences);
  const client = createPdpdClient({ baseUrl: apiBase, getLocale: () => locale, fetch });
  const reads = firstScreenReads(location, locale);
  // What each read answered, failures too: whether the page's product, category or brand exists.
  const outcomes = new Map<string, ReadOutcome>();
  const recording: PdpdClient = {
    call: async (endpoint, request, options) => {
      const result = await client.call(endpoint, request, options);
      outcomes.set(
        readKey({ endpoint, request }),
        result.success ? { ok: true, data: result.data } : { ok: false, code: result.code },
      );
      return result;
    },
  };
  const [messages, answers] = await Promise.all([
    loadCatalogue(locale),
    prefetchAnswers(recording, reads),
    preloadRoute(location.pathname),
  ]);
  const screen = { query: location.searchParams, locale };
  // The route's own reads, in its order (one the shell also reads was asked once, as the shell's).
  const unanswered: ReadOutcome = { ok: false, code: 0 };
  const routeOutcomes = routeReads(location, locale).map(
    (pdpdRead) => outcomes.get(readKey(pdpdRead)) ?? unanswered,
  );
  const missing = routeOf(location.pathname).isMissing?.(screen, routeOutcomes) ?? false;
  return { locale, currency, messages, answers, ...(missing ? { missing } : {}) };
}

/**
 * The app's markup for the page at `location`, signed out (the session lives in the browser),
 * from `data`: what the browser hydrates with the same data (main.tsx). It waits for every part
 * of the page, a screen's lazily loaded pieces too, before it answers.
 */
export async function renderPageMarkup(location: URL, data: PageData): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={`${location.pathname}${location.search}`}>{children}</StaticRouter>
  );
  const { prelude } = await prerender(
    <StrictMode>
      <App
        locale={data.locale}
        messages={data.messages}
        session={createSessionStore({ storage: null })}
        Router={Router}
        prefetched={data.answers}
        currency={data.currency}
        arrivedMissing={data.missing === true}
      />
    </StrictMode>,
    // Every part inline, where it belongs: none sent apart for a script to move into place, so the
    // page reads whole without JavaScript and paints without waiting for one.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}
