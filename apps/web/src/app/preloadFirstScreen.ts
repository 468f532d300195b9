import { PdpdError, pdpdKey, type PdpdClient } from '@tijara/api';
import type { Locale } from '@tijara/domain';
import { preload } from 'swr';
import { firstScreenReads } from './routeTable';

export interface FirstScreen {
  /** The client the early calls go through (their failures reach the app once it renders). */
  client: PdpdClient;
  locale: Locale;
  /** The session's id, '' when signed out: part of every cache key (see `pdpdKey`). */
  identity: string;
  location: Pick<Location, 'pathname' | 'search'>;
}

/**
 * Asks for the first screen's data while its code and copy are still downloading, instead of
 * after the first render: the page's largest picture (a banner, a product's photo, the first
 * cards) depends on it. Each answer goes into SWR's preload under the key the page's hook reads
 * (`pdpdKey` of the same request, built by the same functions), so the hook takes it over rather
 * than asking again. A failure is the hook's error, reported like any other (`earlyFailures`).
 */
export function preloadFirstScreen({ client, locale, identity, location }: FirstScreen): void {
  for (const { endpoint, request } of firstScreenReads(location, locale)) {
    const answer = preload(pdpdKey(endpoint, request, locale, identity), async () => {
      const result = await client.call(endpoint, request);
      if (!result.success) throw new PdpdError(result);
      return result.data;
    }) as Promise<unknown> | undefined;
    // The page's hook takes the failure over; until then it is not an unhandled rejection.
    answer?.catch(() => undefined);
  }
}
