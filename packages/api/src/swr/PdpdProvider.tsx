import type { Locale } from '@tijara/domain';
import { createContext, useContext, type ReactNode } from 'react';
import type { PdpdClient } from '../client';

interface PdpdContextValue {
  client: PdpdClient;
  locale: Locale;
}

const PdpdContext = createContext<PdpdContextValue | null>(null);

export interface PdpdProviderProps {
  client: PdpdClient;
  /** Part of every cache key, so a language change refetches translated data. */
  locale: Locale;
  children: ReactNode;
}

/** Gives the hooks below their client. Put it once near the root of the app. */
export function PdpdProvider({ client, locale, children }: PdpdProviderProps) {
  return <PdpdContext.Provider value={{ client, locale }}>{children}</PdpdContext.Provider>;
}

export function usePdpdContext(): PdpdContextValue {
  const context = useContext(PdpdContext);
  if (!context) throw new Error('usePdpd* hooks need a <PdpdProvider> above them');
  return context;
}
