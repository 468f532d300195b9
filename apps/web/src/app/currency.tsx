import type { PriceCurrency } from '@tijara/ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { preferenceStorage } from './preferences';

/** Where the buyer's currency choice is kept between visits. */
export const CURRENCY_STORAGE_KEY = 'tijara.currency';

/**
 * The currency prices show in until the buyer picks one (the spec names both and says nothing of a
 * default): US dollars, the currency orders are charged in, which needs no exchange rate to show.
 */
export const DEFAULT_CURRENCY: PriceCurrency = 'USD';

function isCurrency(value: unknown): value is PriceCurrency {
  return value === 'USD' || value === 'IQD';
}

/** The stored choice, or the default when there is none, it is unknown or storage is blocked. */
export function readStoredCurrency(storage: Pick<Storage, 'getItem'> | undefined): PriceCurrency {
  try {
    const stored = storage?.getItem(CURRENCY_STORAGE_KEY);
    return isCurrency(stored) ? stored : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

interface CurrencyContextValue {
  currency: PriceCurrency;
  /** Shows every price in this currency from now on, and on later visits. */
  setCurrency: (currency: PriceCurrency) => void;
}

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

export interface CurrencyProviderProps {
  /** @default the browser's localStorage, copied into the cookie the server renders pages with */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** The currency to start with instead of the stored one (the server's, from the request's cookie). */
  initialCurrency?: PriceCurrency | undefined;
  children: ReactNode;
}

/** The buyer's currency (IQD or USD, spec section 1), persisted; every `Price` below follows it. */
export function CurrencyProvider({ storage, initialCurrency, children }: CurrencyProviderProps) {
  const [store] = useState(() => storage ?? preferenceStorage());
  const [currency, setState] = useState(() => initialCurrency ?? readStoredCurrency(store));
  const setCurrency = useCallback(
    (next: PriceCurrency) => {
      setState(next);
      try {
        store?.setItem(CURRENCY_STORAGE_KEY, next);
      } catch {
        // Blocked or full storage: the choice lasts for this page.
      }
    },
    [store],
  );
  const value = useMemo(() => ({ currency, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useCurrency(): CurrencyContextValue {
  const context = useContext(CurrencyContext);
  if (!context) throw new Error('useCurrency needs a <CurrencyProvider> above it');
  return context;
}
