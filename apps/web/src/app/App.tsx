import { PdpdProvider, type PrefetchedAnswer, type SessionStore } from '@tijara/api';
import { intlLocaleOf, type Locale } from '@tijara/domain';
import { RouterProvider as AriaRouterProvider, UIProvider, type PriceCurrency } from '@tijara/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { BrowserRouter, renderMatches, useHref, useLocation, useNavigate } from 'react-router';
import type { AppCatalogue } from '../i18n/catalogues';
import { CurrencyProvider } from './currency';
import { handleEarlyFailures, type FailureHandlers } from './earlyFailures';
import { MissingOnArrivalProvider } from './missingOnArrival';
import { PageAids } from './PageAids';
import { createStorefrontClient } from './pdpdClient';
import { matchesOf } from './routes';
import { LOGIN_PATH, loginPathFor } from './signInRedirect';

export interface AppProps {
  locale: Locale;
  /** The app's copy in `locale` (loaded before the first render, see main.tsx). */
  messages: AppCatalogue;
  /** The signed-in buyer, kept in localStorage. */
  session: SessionStore;
  /** The router; tests pass a memory router, the server a static one. @default BrowserRouter */
  Router?: (props: { children: ReactNode }) => ReactNode;
  /** Answers read before the first render: the server's, for a page it rendered (see entry-server.tsx). */
  prefetched?: readonly PrefetchedAnswer[] | undefined;
  /** The currency to render prices in; @default the stored choice (the server passes the cookie's) */
  currency?: PriceCurrency | undefined;
  /**
   * The first address names a product, category or brand that does not exist: the server found so
   * (and answered 404), and its screen shows its not-found state from the first render. @default false
   */
  arrivedMissing?: boolean | undefined;
  /**
   * The markup this render matches shows `session` signed in (the server rendered a signed-in
   * buyer's page; see `PdpdProvider`). @default false
   */
  renderedSignedIn?: boolean | undefined;
}

/**
 * The /pdpd client and the providers that need the router: a 401 signs the buyer out and sends
 * them to the sign-in page with the page they were on (spec section 7), any other failure shows
 * the toast, and react-aria's links (in `@tijara/ui`) navigate through react-router.
 */
function StorefrontProviders({
  locale,
  session,
  prefetched,
  currency,
  renderedSignedIn,
  children,
}: Pick<AppProps, 'locale' | 'session' | 'prefetched' | 'currency' | 'renderedSignedIn'> & {
  children: ReactNode;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  // The client outlives renders; it reads the current router state and copy through this ref.
  const current = useRef({ intl, navigate, location });
  useEffect(() => {
    current.current = { intl, navigate, location };
  }, [intl, navigate, location]);

  const [handlers] = useState<FailureHandlers>(() => ({
    onUnauthorized: () => {
      session.signOut();
      const { navigate: go, location: here } = current.current;
      if (here.pathname !== LOGIN_PATH) void go(loginPathFor(here), { replace: true });
    },
    onFailure: (failure) => {
      void import('./failureToast').then(({ toastFailure }) => toastFailure(current.current.intl, failure));
    },
  }));
  const [client] = useState(() => createStorefrontClient({ locale, session, ...handlers }));
  // The calls made before this render (the first screen's data) fail the same way.
  useEffect(() => handleEarlyFailures(handlers), [handlers]);

  return (
    <PdpdProvider
      client={client}
      locale={locale}
      session={session}
      prefetched={prefetched}
      renderedSignedIn={renderedSignedIn}
    >
      <CurrencyProvider initialCurrency={currency}>
        <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
          {children}
        </AriaRouterProvider>
      </CurrencyProvider>
    </PdpdProvider>
  );
}

/**
 * The screen of the current address: react-router's `useRoutes`, with the matching kept for the
 * address (`matchesOf`). These routes are the app's top level and its links absolute, so the
 * matches need nothing `useRoutes` adds to them (a parent route's parameters, and matched paths
 * encoded again for relative links).
 */
function AppRoutes() {
  return renderMatches(matchesOf(useLocation().pathname));
}

/** The storefront: its language, design system, router, API and screens. */
export function App({
  locale,
  messages,
  session,
  Router = BrowserRouter,
  prefetched,
  currency,
  arrivedMissing = false,
  renderedSignedIn = false,
}: AppProps) {
  return (
    <IntlProvider locale={intlLocaleOf(locale)} defaultLocale="ar" messages={messages}>
      <UIProvider locale={locale} domainMessages={messages}>
        <Router>
          <StorefrontProviders
            locale={locale}
            session={session}
            prefetched={prefetched}
            currency={currency}
            renderedSignedIn={renderedSignedIn}
          >
            <MissingOnArrivalProvider missing={arrivedMissing}>
              <AppRoutes />
            </MissingOnArrivalProvider>
            <PageAids />
          </StorefrontProviders>
        </Router>
      </UIProvider>
    </IntlProvider>
  );
}
