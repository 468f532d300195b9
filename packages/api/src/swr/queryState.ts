import type { KeyedMutator, SWRConfiguration } from 'swr';
import type { PdpdError } from '../client';

/** What a resource hook answers besides its named data: SWR's error, loading state and mutate. */
export interface QueryState<Data> {
  /** The failure of the last read, already reported (toast or sign-out). */
  error: PdpdError | undefined;
  /** True while the first answer for the current request (language, session) is on its way. */
  isLoading: boolean;
  /** SWR's bound mutate: `mutate()` reads again, as a "try again" button does after a failure. */
  mutate: KeyedMutator<Data>;
}

/** How long a read of static content is shared by every component that asks for it. */
export const STATIC_CONTENT_DEDUPE_MS = 5 * 60 * 1000;

/**
 * SWR options for content staff change a few times a day at most (categories, hot words, banners,
 * brands, warehouses, help pages). The header, the home page and the menus mount these reads on
 * every page: refetching each time the buyer comes back to the tab, or at each navigation, would
 * spend a phone's data on answers that have not changed. A language change or a sign-in still
 * reads at once, because the locale and the session are part of the key.
 */
export const STATIC_CONTENT_OPTIONS = {
  revalidateOnFocus: false,
  dedupingInterval: STATIC_CONTENT_DEDUPE_MS,
} as const satisfies SWRConfiguration;
