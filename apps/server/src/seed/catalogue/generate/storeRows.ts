import { HOT_PRODUCTS_FIRST_ID, LOCALES } from '@tijara/domain';
import type { ArtPool } from '../art/artPool';
import { bannerDrawing } from '../art/bannerArt';
import type {
  BannerRow,
  FreightTariffRow,
  HotWordRow,
  SiteEventRow,
  WarehouseRow,
  WebsiteContentRow,
} from '../../../modules/catalogue/catalogueRows';
import {
  BANNERS,
  EVENTS,
  FREIGHT_TARIFF_LIST_PRICES,
  HOT_WORD_ITEMS,
  WAREHOUSES,
  type BannerVocabulary,
} from '../vocabulary/storeContent';
import type { RootVocabulary } from '../vocabulary/types';
import { WEBSITE_CONTENT } from '../vocabulary/websiteContent';
import type { CategoryTree } from './categories';

const DAY_MS = 86_400_000;
const BANNER_SIZE = { width: 1200, height: 400 } as const;
const ACCENTS = ['#FFFFFF', '#2B2B2E', '#D93025', '#1A73E8'];

/** Each locale's hot words: the item nouns of `HOT_WORD_ITEMS`, as the products' names spell them. */
export function generateHotWords(tree: readonly RootVocabulary[]): HotWordRow[] {
  const items = tree.flatMap((root) =>
    root.children.flatMap((child) => child.leaves.map((leaf) => leaf.item)),
  );
  const chosen = HOT_WORD_ITEMS.map((english) => {
    const found = items.find((item) => item.text.en === english);
    if (!found) throw new Error(`hot word "${english}" is not an item of the tree`);
    return found.text;
  });
  return LOCALES.flatMap((locale) => chosen.map((words, sort) => ({ locale, sort, name: words[locale] })));
}

function icons(tree: readonly RootVocabulary[], shows: BannerVocabulary['shows']) {
  return shows.map(([root, child]) => {
    const icon = tree[root]?.children[child]?.icon;
    if (!icon) throw new Error(`banner shows a missing category ${root}/${child}`);
    return icon;
  });
}

/** Storefront links (spec section 2): a category list, or the hot-products page. */
function categoryLink(rootId: number): string {
  return `/category_search_list?id=${rootId}&firstId=${rootId}`;
}

export function generateBanners(
  tree: readonly RootVocabulary[],
  categories: CategoryTree,
  art: ArtPool,
): BannerRow[] {
  return BANNERS.map((banner, index) => {
    const drawing = bannerDrawing(
      banner.colours[0],
      banner.colours[1],
      icons(tree, banner.shows),
      ACCENTS.slice(index),
    );
    const rootId = banner.target === 'hot' ? null : categories.rootIds[banner.target.root];
    return {
      id: index + 1,
      sort: index,
      title: banner.title,
      image_key: art.picture('banner', drawing, BANNER_SIZE.width, BANNER_SIZE.height),
      link:
        rootId === null || rootId === undefined
          ? `/category_search_list?type=hot&firstId=${HOT_PRODUCTS_FIRST_ID}`
          : categoryLink(rootId),
    };
  });
}

/** Events dated from `now`, so some run whenever the catalogue is seeded. */
export function generateEvents(
  tree: readonly RootVocabulary[],
  categories: CategoryTree,
  art: ArtPool,
  now: Date,
): SiteEventRow[] {
  return EVENTS.map((event, index) => {
    const drawing = bannerDrawing(
      event.colours[0],
      event.colours[1],
      icons(tree, event.shows),
      ACCENTS.slice(index + 1),
    );
    const rootId = categories.rootIds[event.root];
    if (rootId === undefined) throw new Error(`event ${event.title.en} names a missing root`);
    return {
      id: index + 1,
      sort: index,
      title: event.title,
      summary: event.summary,
      image_key: art.picture('event', drawing, BANNER_SIZE.width, BANNER_SIZE.height),
      link: categoryLink(rootId),
      starts_at: new Date(now.getTime() + event.startsInDays * DAY_MS).toISOString(),
      ends_at: new Date(now.getTime() + event.endsInDays * DAY_MS).toISOString(),
    };
  });
}

export function generateWebsiteContent(): WebsiteContentRow[] {
  return WEBSITE_CONTENT.map((page, sort) => ({
    id: page.id,
    kind: page.kind,
    sort,
    title: page.title,
    body: page.body,
  }));
}

/** Warehouses by city; the phone is left empty for the operator to fill in (none is invented). */
export function generateWarehouses(): WarehouseRow[] {
  return WAREHOUSES.map((warehouse, sort) => ({
    id: warehouse.id,
    country_id: warehouse.countryId,
    sort,
    name: warehouse.name,
    address: warehouse.address,
    phone: '',
  }));
}

/** The placeholder list prices (see `FREIGHT_TARIFF_LIST_PRICES`): the operator replaces them. */
export function generateFreightTariff(): FreightTariffRow[] {
  return FREIGHT_TARIFF_LIST_PRICES.map((tariff) => ({
    mode: tariff.mode,
    unit_cents: tariff.unitCents,
    insurance_bp: tariff.insuranceBp,
  }));
}
