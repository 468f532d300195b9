import { HOT_PRODUCTS_FIRST_ID, type Category } from '@tijara/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Spec section 2: the cart page (a private route). */
export const CART_PATH = '/buyer_cart';

/** Spec section 2: "type=hot with firstId=2 for hot products". */
export const HOT_PRODUCTS_PATH = `/category_search_list?type=hot&firstId=${HOT_PRODUCTS_FIRST_ID}`;

/** Spec section 2: the search results of a text search (`/search-list?name=`). */
export const SEARCH_PATH = '/search-list';

/** The search text's name in the query of `SEARCH_PATH` (spec section 2). */
export const SEARCH_QUERY = 'name';

/** The search results of `text`. */
export function searchPath(text: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_QUERY]: text }).toString()}`;
}

/**
 * Spec section 2: a category's list, `/category_search_list?id={id}&firstId={top-level id}`, from
 * the path top level → chosen. The rule of the ui package's `categoryHref` (the category menu's
 * links, which the header passes this function); written here so that a page linking to a
 * category (breadcrumbs, sub-categories) does not download the menu's code with it.
 */
export function categoryListPath(path: readonly Pick<Category, 'categoryId'>[]): string {
  const chosen = path.at(-1);
  const first = path[0];
  if (!chosen || !first) return '/category_search_list';
  return `/category_search_list?${new URLSearchParams({ id: chosen.categoryId, firstId: first.categoryId }).toString()}`;
}

/** The hot-brand page of one brand (spec section 2's `/hotBrand`, with `brandId`). */
export function brandPath(brandId: number): string {
  return `/hotBrand?${new URLSearchParams({ brandId: String(brandId) }).toString()}`;
}

const helpMessages = defineMessages({
  about: { id: 'header.help.about' },
  helpCentre: { id: 'header.help.centre' },
});

export interface HelpLink {
  path: string;
  label: MessageDescriptor;
}

/**
 * The header's help tabs. Spec section 2: "/helpCenter/{name}: three sections (site introduction,
 * transaction service, platform rules); also pages 1 and 6 are linked". It does not say which page
 * is which: page 1 is read as the site introduction (the first section) and page 6 as the help
 * centre's entry. Change the labels here once the help pages exist.
 */
export const HELP_LINKS: readonly HelpLink[] = [
  { path: '/helpCenter/1', label: helpMessages.about },
  { path: '/helpCenter/6', label: helpMessages.helpCentre },
];
