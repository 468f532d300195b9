import {
  getRate,
  helloPage,
  listBanners,
  PdpdError,
  pdpdKey,
  productDetail,
  type Endpoint,
  type PdpdClient,
  type PdpdRead,
  type RequestOf,
} from '@tijara/api';
import { HOME_CATEGORY, type Locale } from '@tijara/domain';
import { preload } from 'swr';
import {
  categoryFilterOf,
  homeSectionRequest,
  listPageRequest,
  readCategoryTarget,
  readProductRequest,
  readSearchTarget,
} from '../modules/catalogue/catalogueRequests';

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
  for (const { endpoint, request } of firstScreenReads(location)) {
    const answer = preload(pdpdKey(endpoint, request, locale, identity), async () => {
      const result = await client.call(endpoint, request);
      if (!result.success) throw new PdpdError(result);
      return result.data;
    }) as Promise<unknown> | undefined;
    // The page's hook takes the failure over; until then it is not an unhandled rejection.
    answer?.catch(() => undefined);
  }
}

/**
 * The calls the first screen at `location` reads, with the requests its hooks make: what the
 * browser asks for early (above) and what the server reads to render the page (entry-server.tsx).
 */
export function firstScreenReads(location: Pick<Location, 'pathname' | 'search'>): PdpdRead[] {
  const params = new URLSearchParams(location.search);
  const reads: PdpdRead[] = [];
  const read = <E extends Endpoint>(endpoint: E, request: RequestOf<E>) => {
    reads.push({ endpoint, request });
  };

  // The header's rate: every IQD price waits for it.
  read(getRate, {});
  switch (location.pathname) {
    case '/':
      read(listBanners, {});
      read(helloPage, homeSectionRequest(HOME_CATEGORY.hot));
      break;
    case '/search-list': {
      const target = readSearchTarget(params);
      if (target.kind === 'text') read(helloPage, listPageRequest(target.filter, params));
      break;
    }
    case '/category_search_list': {
      const filter = categoryFilterOf(readCategoryTarget(params));
      if (filter) read(helloPage, listPageRequest(filter, params));
      break;
    }
    case '/commodity_details': {
      const request = readProductRequest(params);
      if (request) read(productDetail, request);
      break;
    }
    default:
  }
  return reads;
}
