import type { Locale } from '@tijara/domain';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { PdpdError, type PdpdClient } from '../client';
import { keysOfSession } from './keys';
import { fallbackOfAnswers, type PrefetchedAnswer } from './prefetch';
import { createSessionStore, type SessionStore } from './session';

interface PdpdContextValue {
  client: PdpdClient;
  locale: Locale;
  session: SessionStore;
  renderedSignedIn: boolean;
  /** When the provider was made (`Date.now()`): its prefetched answers are as old as the page. */
  startedAt: number;
}

const PdpdContext = createContext<PdpdContextValue | null>(null);

export interface PdpdProviderProps {
  /** Created with `getToken: session.getToken`, so that it sends the token of `session`. */
  client: PdpdClient;
  /** Part of every cache key, so a language change refetches translated data. */
  locale: Locale;
  /**
   * The signed-in buyer; its identity is part of every cache key, so signing in or out refetches.
   * @default a store kept in memory, signed out at start
   */
  session?: SessionStore;
  /**
   * Answers read before the first render (the server's, for a page it rendered): the hooks start
   * with them instead of loading. Hooks that mount within `PREFETCHED_FRESH_MS` do not ask again
   * (the server has just answered, and a page it renders is never served from a cache: `no-cache`
   * or `no-store`), unless the answers were rendered for someone else (a landing page rendered
   * signed out, hydrated for a signed-in buyer); a hook mounted later revalidates as usual.
   */
  prefetched?: readonly PrefetchedAnswer[] | undefined;
  /**
   * The markup being rendered on the server, or hydrated in the browser, shows `session` signed in
   * (a signed-in buyer's page the server rendered with their session): the first render reads the
   * session rather than the signed-out page a server renders by default. @default false
   */
  renderedSignedIn?: boolean | undefined;
  children: ReactNode;
}

/**
 * How long after the page started its prefetched answers count as just answered: long enough for a
 * slow phone to download the app and hydrate every part of the first screen (parts behind a
 * suspense boundary hydrate after the rest), short enough that a screen opened later reads afresh.
 */
export const PREFETCHED_FRESH_MS = 30_000;

/** How many times a read is tried again after a failure that may pass (no answer, 5xx, 429). */
export const PDPD_READ_RETRIES = 3;

/**
 * SWR's defaults for /pdpd reads: try again only what may succeed later, a few times (each failure
 * shows its toast); a 4xx answer, a 401 or a broken answer would fail the same way again.
 */
export const pdpdSwrConfig: SWRConfiguration = {
  shouldRetryOnError: (error) => error instanceof PdpdError && error.failure.retryable,
  errorRetryCount: PDPD_READ_RETRIES,
};

/** Drops the cached answers of a session once it has ended, so they do not linger in memory. */
function useForgetEndedSessions(session: SessionStore): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    let identity = session.get()?.id ?? '';
    return session.subscribe(() => {
      const next = session.get()?.id ?? '';
      if (next === identity) return;
      if (identity !== '') void mutate(keysOfSession(identity), undefined, { revalidate: false });
      identity = next;
    });
  }, [session, mutate]);
}

/** Gives the hooks their client, language and session. Put it once near the root of the app. */
export function PdpdProvider({
  client,
  locale,
  session,
  prefetched,
  renderedSignedIn = false,
  children,
}: PdpdProviderProps) {
  const [memorySession] = useState(() => createSessionStore({ storage: null }));
  const store = session ?? memorySession;
  useForgetEndedSessions(store);
  const [startedAt] = useState(() => Date.now());
  const value = useMemo(
    () => ({ client, locale, session: store, renderedSignedIn, startedAt }),
    [client, locale, store, renderedSignedIn, startedAt],
  );
  // Fixed at the first render: the answers describe the page as it was first served.
  const [config] = useState<SWRConfiguration>(() =>
    prefetched && prefetched.length > 0
      ? {
          ...pdpdSwrConfig,
          fallback: fallbackOfAnswers(prefetched, locale, ['', store.get()?.id ?? '']),
        }
      : pdpdSwrConfig,
  );
  return (
    <PdpdContext.Provider value={value}>
      <SWRConfig value={config}>{children}</SWRConfig>
    </PdpdContext.Provider>
  );
}

export function usePdpdContext(): PdpdContextValue {
  const context = useContext(PdpdContext);
  if (!context) throw new Error('usePdpd* hooks need a <PdpdProvider> above them');
  return context;
}
