import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** The address the server found naming nothing (a product, category or brand), or null. */
const MissingAddress = createContext<string | null>(null);

const addressOf = (location: { pathname: string; search: string }) =>
  `${location.pathname}${location.search}`;

/**
 * Remembers that the first address was found missing by the server (`isMissing` in the route
 * table), which answered 404 with the screen's not-found state. The browser's first render must
 * show the same state to hydrate that markup, before its own call has failed again.
 */
export function MissingOnArrivalProvider({ missing, children }: { missing: boolean; children: ReactNode }) {
  const location = useLocation();
  const [address] = useState(() => (missing ? addressOf(location) : null));
  return <MissingAddress.Provider value={address}>{children}</MissingAddress.Provider>;
}

/** Whether the server found the current address naming nothing: its screen shows its not-found state. */
export function useMissingOnArrival(): boolean {
  const address = useContext(MissingAddress);
  const location = useLocation();
  return address !== null && address === addressOf(location);
}
