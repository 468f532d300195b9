import { createSessionStore, type SessionStore } from '@tijara/api';
import { DOMAIN_MESSAGES, type Locale } from '@tijara/domain';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { App } from '../app/App';
import { withDomainMessages, type AppCatalogue } from '../i18n/catalogues';
import ar from '../i18n/messages/ar.json';
import ckb from '../i18n/messages/ckb.json';
import en from '../i18n/messages/en.json';
import zh from '../i18n/messages/zh.json';

/** Each language's catalogue as `loadCatalogue` builds it, without waiting for its chunks. */
const catalogues: Record<Locale, AppCatalogue> = {
  ar: withDomainMessages(ar, DOMAIN_MESSAGES.ar),
  ckb: withDomainMessages(ckb, DOMAIN_MESSAGES.ckb),
  en: withDomainMessages(en, DOMAIN_MESSAGES.en),
  zh: withDomainMessages(zh, DOMAIN_MESSAGES.zh),
};

/** An answer of the /pdpd API, in its envelope. */
export function envelope(status: number, data: unknown, msg = ''): Response {
  return new Response(JSON.stringify({ success: status < 300, code: status, msg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Answers per /pdpd path; anything else is a 404 envelope. Records every call. */
export function fakeApi(answers: Record<string, (request: Request) => Response | Promise<Response>>) {
  const calls: { path: string; body: unknown; authorization: string | null }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = new Request(new URL(url, 'http://storefront.test'), init);
    const path = new URL(request.url).pathname.replace(/^\/pdpd/, '');
    const text = await request.clone().text();
    calls.push({
      path,
      body: text ? (JSON.parse(text) as unknown) : null,
      authorization: request.headers.get('authorization'),
    });
    const answer = answers[path];
    return answer ? answer(request) : envelope(404, null, 'not here');
  });
  vi.stubGlobal('fetch', fetchImpl);
  return { calls, fetchImpl };
}

/**
 * What the shell of a signed-in page asks, answered for a buyer (layla, level 1) with an empty cart
 * at 1,310 dinars to the dollar: spread it first into `fakeApi`'s answers, then the page's own.
 */
export const SIGNED_IN_SHELL = {
  '/ds/business/getRate': () => envelope(200, 1310),
  '/hello/user/userInfo': () => envelope(200, { userId: '7', userName: 'layla', level: 1 }),
  '/ds/category/hello-category-tree': () => envelope(200, []),
  '/ds/hotWords/list': () => envelope(200, []),
  '/hello/cart/getProductNum': () => envelope(200, 0),
} satisfies Record<string, () => Response>;

/** The router's location, as the app sees it, after the last render. */
export const currentLocation = { value: '' };

function LocationProbe() {
  const location = useLocation();
  currentLocation.value = `${location.pathname}${location.search}`;
  return null;
}

export interface RenderAppOptions {
  locale?: Locale;
  path?: string;
  session?: SessionStore;
}

/** The whole storefront at `path`, in memory: real providers, routes, screens and client. */
export function renderApp({ locale = 'en', path = '/', session }: RenderAppOptions = {}) {
  const store = session ?? createSessionStore({ storage: null });
  function TestRouter({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        {children}
        <LocationProbe />
      </MemoryRouter>
    );
  }
  // Each render starts with an empty SWR cache, as a page load does.
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App locale={locale} messages={catalogues[locale]} session={store} Router={TestRouter} />
    </SWRConfig>,
  );
  return { ...view, session: store };
}

/** The storefront at `path` for a signed-in user (any token: the fake API decides who it is). */
export function renderSignedIn(path: string, locale: Locale = 'en') {
  const session = createSessionStore({ storage: null });
  session.signIn('token-of-the-test');
  return renderApp({ path, session, locale });
}

/** The bodies of the calls made to `path`, in order. */
export const bodiesTo = (calls: { path: string; body: unknown }[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.body);
