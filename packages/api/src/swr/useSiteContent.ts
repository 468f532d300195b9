import { hotWords, listBanners, listEvents, websiteContent, type ResponseOf } from '../contract';
import { STATIC_CONTENT_OPTIONS, type QueryState } from './queryState';
import { usePdpdQuery } from './usePdpdQuery';

type HotWords = ResponseOf<typeof hotWords>;
type Banners = ResponseOf<typeof listBanners>;
type Events = ResponseOf<typeof listEvents>;
type WebsiteContent = ResponseOf<typeof websiteContent>;

export interface HotWordsState extends QueryState<HotWords> {
  /** The words under the search box, in the buyer's language. */
  hotWords: HotWords | undefined;
}

export interface BannersState extends QueryState<Banners> {
  /** The home page's banners, in order. */
  banners: Banners | undefined;
}

export interface EventsState extends QueryState<Events> {
  /** The events running now, in order. */
  events: Events | undefined;
}

export interface WebsiteContentState extends QueryState<WebsiteContent> {
  /** The help centre's and site's pages; `html` is sanitised. */
  content: WebsiteContent | undefined;
}

const NO_REQUEST = {};

// Every read here is staff-edited content shown on every page or on the home page: see
// `STATIC_CONTENT_OPTIONS` for why none refetches on focus or at each mount.

/** The search box's hot words (spec section 7, `/ds/hotWords/list`). */
export function useHotWords(): HotWordsState {
  const { data, error, isLoading, mutate } = usePdpdQuery(hotWords, NO_REQUEST, STATIC_CONTENT_OPTIONS);
  return { hotWords: data, error, isLoading, mutate };
}

/** The home page's banners (`/hello/banner/listBanner`). */
export function useBanners(): BannersState {
  const { data, error, isLoading, mutate } = usePdpdQuery(listBanners, NO_REQUEST, STATIC_CONTENT_OPTIONS);
  return { banners: data, error, isLoading, mutate };
}

/**
 * The events running now (`/hello/events/listEvents`). The server decides which have started and
 * not ended; an answer a few minutes old is close enough for a promotion strip.
 */
export function useEvents(): EventsState {
  const { data, error, isLoading, mutate } = usePdpdQuery(listEvents, NO_REQUEST, STATIC_CONTENT_OPTIONS);
  return { events: data, error, isLoading, mutate };
}

/**
 * The help centre's and site's pages (`/hello/front/website/content/list`); `kind` narrows to one
 * section, without it every page comes back.
 */
export function useWebsiteContent(kind?: string): WebsiteContentState {
  const { data, error, isLoading, mutate } = usePdpdQuery(websiteContent, { kind }, STATIC_CONTENT_OPTIONS);
  return { content: data, error, isLoading, mutate };
}
