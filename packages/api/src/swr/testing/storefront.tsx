import type { Locale } from '@tijara/domain';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { createPdpdClient, type PdpdClient, type PdpdFailure } from '../../client';
import { PdpdProvider } from '../PdpdProvider';
import { createSessionStore, type SessionStore } from '../session';

/** The hooks' surroundings in a test, wired as the storefront wires them. */
export interface Storefront {
  /** For `renderHook(..., { wrapper })`: the provider with the current locale. */
  wrapper: (props: { children: ReactNode }) => ReactNode;
  session: SessionStore;
  /** What the client handed to `onFailure` (the toasts). */
  failures: PdpdFailure[];
  /** What the client handed to `onUnauthorized` (each also signed out). */
  unauthorized: PdpdFailure[];
  /** Switches the language from the next render on, as the language switcher does. */
  setLocale(locale: Locale): void;
}

/**
 * The storefront's wiring against `baseUrl`, with a fresh SWR cache: the client reads the token
 * from the session store and a 401 signs out. `swr` adds SWR options over the test defaults (no
 * deduping between renders, so every refetch a hook asks for reaches the server).
 */
export function createStorefront(
  baseUrl: string,
  initialLocale: Locale = 'ar',
  swr: SWRConfiguration = {},
): Storefront {
  let locale = initialLocale;
  const session = createSessionStore();
  const failures: PdpdFailure[] = [];
  const unauthorized: PdpdFailure[] = [];
  const clients = new Map<Locale, PdpdClient>();
  const clientFor = (current: Locale) => {
    const existing = clients.get(current);
    if (existing) return existing;
    const client = createPdpdClient({
      baseUrl,
      getLocale: () => current,
      getToken: session.getToken,
      onFailure: (failure) => failures.push(failure),
      onUnauthorized: (failure) => {
        unauthorized.push(failure);
        session.signOut();
      },
    });
    clients.set(current, client);
    return client;
  };
  const cache = new Map();
  return {
    session,
    failures,
    unauthorized,
    setLocale(next) {
      locale = next;
    },
    wrapper: ({ children }) => (
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0, ...swr }}>
        <PdpdProvider client={clientFor(locale)} locale={locale} session={session}>
          {children}
        </PdpdProvider>
      </SWRConfig>
    ),
  };
}
