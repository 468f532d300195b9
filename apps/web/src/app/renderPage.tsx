import {
  createPdpdClient,
  createSessionStore,
  prefetchAnswers,
  userInfo,
  type PdpdClient,
  type PdpdRead,
} from '@tijara/api';
import type { UserInfo } from '@tijara/domain';
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
  /**
   * Read with a signed-in buyer's token (`SignedInReads`): who they are (`userInfo`, absent when it
   * failed), or `ended` when the token no longer works (a 401), and the page is then not theirs to
   * render.
   */
  session?: { user: UserInfo | null; ended: boolean };
}

/** A signed-in buyer's page: their token and the private calls its first screen reads. */
export interface SignedInReads {
  token: string;
  reads: readonly PdpdRead[];
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
  {
    fetch,
    apiBase,
    signedIn,
  }: { fetch: typeof globalThis.fetch; apiBase: string; signedIn?: SignedInReads | undefined },
): Promise<PageData> {
  const preferences = cookieStorage(cookieHeader);
  const locale = readStoredLocale(preferences);
  const currency = readStoredCurrency(preferences);
  const client = createPdpdClient({
    baseUrl: apiBase,
    getLocale: () => locale,
    fetch,
    ...(signedIn ? { getToken: () => signedIn.token } : {}),
  });
  const reads = [...firstScreenReads(location, locale), ...(signedIn?.reads ?? [])];
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
  const page = { locale, currency, messages, answers, ...(missing ? { missing } : {}) };
  if (!signedIn) return page;
  const user = outcomes.get(readKey({ endpoint: userInfo, request: {} }));
  const ended = [...outcomes.values()].some((outcome) => !outcome.ok && outcome.code === 401);
  return {
    ...page,
    signedIn: true,
    session: { user: user?.ok ? (user.data as UserInfo) : null, ended },
  };
}

/**
 * The app's markup for the page at `location` from `data`: what the browser hydrates with the same
 * data (main.tsx). Signed out, unless `token` is given with data read with it (`session`): the
 * page is then the buyer's, rendered as their browser will hydrate it. The token is only in
 * memory here, never in the markup. It waits for every part of the page, a screen's lazily loaded
 * pieces too, before it answers.
 */
export async function renderPageMarkup(location: URL, data: PageData, token?: string): Promise<string> {
  const session = createSessionStore({ storage: null });
  if (token !== undefined && data.session && !data.session.ended) session.signIn(token, data.session.user);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={`${location.pathname}${location.search}`}>{children}</StaticRouter>
  );
  const { prelude } = await prerender(
    <StrictMode>
      <App
        locale={data.locale}
        messages={data.messages}
        session={session}
        renderedSignedIn={session.get() !== null}
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
