import {
  brandDetail,
  getRate,
  helloCategoryTree,
  helloPage,
  hotWords,
  listBanners,
  productDetail,
  type Endpoint,
  type PdpdRead,
  type RequestOf,
} from '@tijara/api';
import {
  HOME_CATEGORY,
  HOT_PRODUCTS_FIRST_ID,
  LANGUAGE_CODE,
  ORDER_TABS,
  type Locale,
  type OrderTab,
} from '@tijara/domain';
import { generatePath, matchPath } from 'react-router';
import {
  categoryFilterOf,
  homeSectionRequest,
  listPageRequest,
  readBrandId,
  readCategoryTarget,
  readProductRequest,
  readSearchTarget,
} from '../modules/catalogue/catalogueRequests';
import { findCategoryPath } from '../modules/catalogue/categoryPath';
import type { ScreenModule } from './screens';

/**
 * The storefront's one route table (spec section 2). Every address of the site is declared here
 * once, with what is needed to show it; the router (`routes.tsx`), the server renderer
 * (`entry-server.tsx`, `renderPage.tsx`), the first-screen preload (`preloadFirstScreen.ts`) and
 * every link (the address builders below) derive from it. `routeTable.guard.test.ts` fails when an
 * address is written anywhere else in the storefront or the ui package.
 */

/**
 * Who may see a route: everyone, a signed-in buyer (else the sign-in page), the auth layout, or
 * staff with a role (`staff`: the console's own layout, downloaded with its first page only).
 */
export type RouteGuard = 'public' | 'private' | 'auth' | 'staff';

/** What a first screen's call answered, as the server renderer saw it. */
export type ReadOutcome = { ok: true; data: unknown } | { ok: false; code: number };

export interface FirstScreen {
  /** The address's query. */
  query: URLSearchParams;
  /** The page's language (some calls ask for it in their request). */
  locale: Locale;
}

export interface StorefrontRoute {
  /** react-router's pattern, from the site's root (`/helpCenter/:name`; `*` for anything else). */
  readonly path: string;
  /**
   * The screen's route file, which re-exports it as `Component` (`screens.ts` loads it lazily, its
   * own chunk). Also the name Vite's build manifest gives it.
   */
  readonly screen: ScreenModule;
  readonly guard: RouteGuard;
  /**
   * A landing page the server renders (where a buyer arrives from outside and the first paint
   * matters most); every other address gets the plain app shell and renders in the browser.
   */
  readonly serverRendered?: boolean;
  /**
   * The calls the first screen reads besides the header's rate, with the requests its hooks make:
   * asked early in the browser, and read by the server to render the page.
   */
  readonly reads?: (screen: FirstScreen) => PdpdRead[];
  /**
   * Whether what the address names does not exist (a product, category or brand), from the
   * address and the answers of `reads`: the server then answers 404 with the screen's not-found
   * state.
   */
  readonly isMissing?: (screen: FirstScreen, outcomes: readonly ReadOutcome[]) => boolean;
  /**
   * The screen keeps its main action in a `StickyActionBar` along the bottom of a phone (the
   * product page's "Add to cart"), in the place of the tab bar, which the layout then leaves out.
   */
  readonly phoneActionBar?: boolean;
}

function read<E extends Endpoint>(endpoint: E, request: RequestOf<E>): PdpdRead {
  return { endpoint, request };
}

const notBuilt: ScreenModule = 'src/modules/unavailable/route.tsx';
const notFoundScreen: ScreenModule = 'src/modules/not-found/route.tsx';
const publicNotBuilt = (path: string): StorefrontRoute => ({ path, screen: notBuilt, guard: 'public' });
const privateNotBuilt = (path: string): StorefrontRoute => ({ path, screen: notBuilt, guard: 'private' });
const failedWith404 = (outcome: ReadOutcome | undefined) => outcome?.ok === false && outcome.code === 404;

const categoryTreeRead = (locale: Locale) =>
  read(helloCategoryTree, { language: String(LANGUAGE_CODE[locale]) });

export const homeRoute: StorefrontRoute = {
  path: '/',
  screen: 'src/modules/home/route.tsx',
  guard: 'public',
  serverRendered: true,
  reads: () => [read(listBanners, {}), read(helloPage, homeSectionRequest(HOME_CATEGORY.hot))],
};

export const productRoute: StorefrontRoute = {
  path: '/commodity_details',
  screen: 'src/modules/catalogue/productDetailRoute.tsx',
  guard: 'public',
  serverRendered: true,
  reads: ({ query }) => {
    const request = readProductRequest(query);
    return request ? [read(productDetail, request)] : [];
  },
  isMissing: ({ query }, [detail]) => readProductRequest(query) === null || failedWith404(detail),
  phoneActionBar: true,
};

export const categoryRoute: StorefrontRoute = {
  path: '/category_search_list',
  screen: 'src/modules/catalogue/categoryListRoute.tsx',
  guard: 'public',
  serverRendered: true,
  // The tree gives the breadcrumbs, the title and whether the category exists.
  reads: ({ query, locale }) => {
    const filter = categoryFilterOf(readCategoryTarget(query));
    return [categoryTreeRead(locale), ...(filter ? [read(helloPage, listPageRequest(filter, query))] : [])];
  },
  isMissing: ({ query }, [tree]) => {
    const target = readCategoryTarget(query);
    if (target.kind === 'invalid') return true;
    if (target.kind !== 'category' || !tree?.ok) return false;
    return !findCategoryPath(tree.data as Parameters<typeof findCategoryPath>[0], String(target.categoryId));
  },
};

export const searchRoute: StorefrontRoute = {
  path: '/search-list',
  screen: 'src/modules/catalogue/searchResultsRoute.tsx',
  guard: 'public',
  serverRendered: true,
  reads: ({ query }) => {
    const target = readSearchTarget(query);
    return target.kind === 'text' ? [read(helloPage, listPageRequest(target.filter, query))] : [];
  },
};

export const hotBrandRoute: StorefrontRoute = {
  path: '/hotBrand',
  screen: 'src/modules/catalogue/hotBrandsRoute.tsx',
  guard: 'public',
  serverRendered: true,
  reads: ({ query }) => {
    const brandId = readBrandId(query);
    return typeof brandId === 'number' ? [read(brandDetail, { brandId })] : [];
  },
  isMissing: ({ query }, [detail]) => readBrandId(query) === 'invalid' || failedWith404(detail),
};

export const imgSearchRoute = publicNotBuilt('/img-search');
export const helpCenterRoute = publicNotBuilt('/helpCenter/:name');
export const newsCenterRoute = publicNotBuilt('/news-center');
export const inquiryRoute = publicNotBuilt('/inquiry');
export const procurementRoute = publicNotBuilt('/procurement');
export const applyAgentRoute = publicNotBuilt('/apply-agent');
/**
 * Spec section 2: where a stage's payment stands (`?orderNo=&stage=`): processing, failed with
 * repay, or success. The spec lists it among the public routes, but it shows one buyer's payment:
 * a visitor signs in first and comes back.
 */
export const paymentResultRoute: StorefrontRoute = {
  path: '/payment-result',
  screen: 'src/modules/payment/paymentResultRoute.tsx',
  guard: 'private',
};
/** Spec section 2: choosing another method for an unpaid stage (`?orderNo=&stage=`); private as the result is. */
export const switchPayRoute: StorefrontRoute = {
  path: '/switch-pay',
  screen: 'src/modules/payment/switchPayRoute.tsx',
  guard: 'private',
};
export const notFoundRoute: StorefrontRoute = { path: '/404', screen: notFoundScreen, guard: 'public' };

export const loginRoute: StorefrontRoute = {
  path: '/login',
  screen: 'src/modules/auth/loginRoute.tsx',
  guard: 'auth',
};
export const registerRoute: StorefrontRoute = {
  path: '/register',
  screen: 'src/modules/auth/registerRoute.tsx',
  guard: 'auth',
};
export const resetPasswordRoute: StorefrontRoute = {
  path: '/reset-password',
  screen: 'src/modules/auth/resetPasswordRoute.tsx',
  guard: 'auth',
};

/** Spec section 2: `/individualCenter/1` is the buyer's information. */
export const myInformationRoute: StorefrontRoute = {
  path: '/individualCenter/1',
  screen: 'src/modules/account/myInformationRoute.tsx',
  guard: 'private',
};
/** Spec section 2 lists "change password" without its name; `changePassword` reads as it does. */
export const changePasswordRoute: StorefrontRoute = {
  path: '/individualCenter/changePassword',
  screen: 'src/modules/account/changePasswordRoute.tsx',
  guard: 'private',
};
/** The payment password (set, change); spec section 2 names no page for it: `paymentPassword`. */
export const paymentPasswordRoute: StorefrontRoute = {
  path: '/individualCenter/paymentPassword',
  screen: 'src/modules/account/paymentPasswordRoute.tsx',
  guard: 'private',
};
/** Spec section 2: `/individualCenter/address`, the address book. */
export const addressBookRoute: StorefrontRoute = {
  path: '/individualCenter/address',
  screen: 'src/modules/account/addressBookRoute.tsx',
  guard: 'private',
};
/** Spec section 2: paying a stage of an order (`?orderNo=&stage=`, `method` to start with one chosen). */
export const tradeFlowRoute: StorefrontRoute = {
  path: '/trade_flow',
  screen: 'src/modules/payment/tradeFlowRoute.tsx',
  guard: 'private',
};
/** The wallet (spec sections 1, 3, 9); spec section 2 names no page for it: `wallet`. */
export const walletRoute: StorefrontRoute = {
  path: '/individualCenter/wallet',
  screen: 'src/modules/wallet/walletRoute.tsx',
  guard: 'private',
};
/** Spec section 2 lists "payment cards" without a name: `cards`, the saved cards. */
export const cardsRoute: StorefrontRoute = {
  path: '/individualCenter/cards',
  screen: 'src/modules/cards/cardsRoute.tsx',
  guard: 'private',
};
export const individualCenterRoute = privateNotBuilt('/individualCenter/:name');
export const buyerGroupListRoute = privateNotBuilt('/buyerGroupList');
/** Spec section 2: the cart; its summary and "confirm order" stay at the bottom edge on phones. */
export const cartRoute: StorefrontRoute = {
  path: '/buyer_cart',
  screen: 'src/modules/cart/cartRoute.tsx',
  guard: 'private',
  phoneActionBar: true,
};
/** Spec section 2: confirming the cart's chosen lines as an order; "Place order" stays at the bottom edge on phones. */
export const confirmOrdersRoute: StorefrontRoute = {
  path: '/confirm-orders',
  screen: 'src/modules/checkout/confirmOrdersRoute.tsx',
  guard: 'private',
  phoneActionBar: true,
};
/** Spec section 2: one order (`?orderNo=`), its timeline, costs, lines, delivery, remark and documents. */
export const orderDetailsRoute: StorefrontRoute = {
  path: '/order-details',
  screen: 'src/modules/orders/orderDetailsRoute.tsx',
  guard: 'private',
};

/**
 * Spec section 2: the order list pages of the user centre, `buyer_order_list` (every order) and
 * one sub-page per tab; one screen, which reads its tab from the page's name (`ORDER_TABS`).
 */
export type OrderListPage = 'buyer_order_list' | Exclude<OrderTab, 'all'>;
export const ORDER_LIST_PAGES: readonly OrderListPage[] = ORDER_TABS.map((tab) =>
  tab === 'all' ? 'buyer_order_list' : tab,
);

export const orderListRoutes = Object.fromEntries(
  ORDER_LIST_PAGES.map((page): [OrderListPage, StorefrontRoute] => [
    page,
    { path: `/individualCenter/${page}`, screen: 'src/modules/orders/orderListRoute.tsx', guard: 'private' },
  ]),
) as Readonly<Record<OrderListPage, StorefrontRoute>>;

/*
 * The staff console (issue 15 item 4; later issues add operations and procurement). Its own
 * address space, `/staff/...`: no address of spec section 2 starts with it, so no buyer's page can
 * ever collide with it; one prefix keeps the console's pages apart for the server, the logs and a
 * proxy rule; and the console's layout wraps exactly the routes under it.
 */
/** The console's layout (`src/modules/staff`): loaded lazily, as a screen, with the console's first page. */
export const STAFF_LAYOUT_SCREEN: ScreenModule = 'src/modules/staff/staffLayoutRoute.tsx';
/** The console's start: the areas the member's roles use. */
export const staffHomeRoute: StorefrontRoute = {
  path: '/staff',
  screen: 'src/modules/staff/staffHomeRoute.tsx',
  guard: 'staff',
};
/** Finance's queue of payments awaiting a decision (`?page=`). */
export const financeQueueRoute: StorefrontRoute = {
  path: '/staff/finance',
  screen: 'src/modules/staff/financeQueueRoute.tsx',
  guard: 'staff',
};
/** One payment under review (`?attemptId=`): its vouchers and finance's decision. */
export const financeReviewRoute: StorefrontRoute = {
  path: '/staff/finance/review',
  screen: 'src/modules/staff/financeReviewRoute.tsx',
  guard: 'staff',
};

/** Finance's wallet top-ups waiting for a decision: vouchers, approve or reject. */
export const walletTopUpsRoute: StorefrontRoute = {
  path: '/staff/finance/top-ups',
  screen: 'src/modules/staff/walletTopUpsRoute.tsx',
  guard: 'staff',
};

/** Operations' second-stage fee of an order (`?orderNo=`): its state, and the form that sets it. */
export const secondStageRoute: StorefrontRoute = {
  path: '/staff/second-stage',
  screen: 'src/modules/staff/secondStageRoute.tsx',
  guard: 'staff',
};

/** Procurement's VIP price negotiation of an order (`?orderNo=`): its prices, changes and refunds. */
export const priceChangeRoute: StorefrontRoute = {
  path: '/staff/procurement/price-change',
  screen: 'src/modules/staff/priceChangeRoute.tsx',
  guard: 'staff',
};

/** Operations' search synonyms (issue 16 item 2): the words buyers use for one thing, as groups. */
export const searchSynonymsRoute: StorefrontRoute = {
  path: '/staff/catalogue/search-synonyms',
  screen: 'src/modules/staff/searchSynonymsRoute.tsx',
  guard: 'staff',
};

/** Anything the storefront does not have. */
export const fallbackRoute: StorefrontRoute = { path: '*', screen: notFoundScreen, guard: 'public' };

/** Every route of spec section 2. */
export const ROUTE_TABLE: readonly StorefrontRoute[] = [
  homeRoute,
  productRoute,
  categoryRoute,
  searchRoute,
  hotBrandRoute,
  imgSearchRoute,
  helpCenterRoute,
  newsCenterRoute,
  inquiryRoute,
  procurementRoute,
  applyAgentRoute,
  paymentResultRoute,
  switchPayRoute,
  notFoundRoute,
  loginRoute,
  registerRoute,
  resetPasswordRoute,
  myInformationRoute,
  changePasswordRoute,
  paymentPasswordRoute,
  addressBookRoute,
  walletRoute,
  cardsRoute,
  ...Object.values(orderListRoutes),
  tradeFlowRoute,
  individualCenterRoute,
  buyerGroupListRoute,
  cartRoute,
  confirmOrdersRoute,
  orderDetailsRoute,
  staffHomeRoute,
  financeQueueRoute,
  financeReviewRoute,
  walletTopUpsRoute,
  secondStageRoute,
  priceChangeRoute,
  searchSynonymsRoute,
  fallbackRoute,
];

const isPattern = (route: StorefrontRoute) => route.path.includes(':');

/** The routes of fixed paths by their path in lower case; made at the first lookup. */
let fixedRoutes: ReadonlyMap<string, StorefrontRoute> | undefined;

/**
 * The route of a fixed path `pathname` is, if any: as the router matches one, whatever the case of
 * its letters and with any slashes at its end. A lookup, where matching each path in turn made a
 * pattern of each (a page's layout and header ask on every render, during hydration too).
 */
function fixedRouteOf(pathname: string): StorefrontRoute | undefined {
  fixedRoutes ??= ROUTE_TABLE.reduce((byPath, route) => {
    const key = route.path.toLowerCase();
    if (!isPattern(route) && route !== fallbackRoute && !byPath.has(key)) byPath.set(key, route);
    return byPath;
  }, new Map<string, StorefrontRoute>());
  return fixedRoutes.get((pathname.replace(/\/+$/, '') || '/').toLowerCase());
}

/** The route `pathname` shows, as the router picks it (its ranking: `/individualCenter/1` first). */
export function routeOf(pathname: string): StorefrontRoute {
  return (
    fixedRouteOf(pathname) ??
    ROUTE_TABLE.find((route) => isPattern(route) && matchPath(route.path, pathname) !== null) ??
    fallbackRoute
  );
}

/** Whether `pathname` is `route`'s. */
export function isAddressOf(route: StorefrontRoute, pathname: string): boolean {
  return routeOf(pathname) === route;
}

/** The pages the server renders: pathname → the module of its screen in Vite's manifest. */
export const SERVER_RENDERED_SCREENS: Readonly<Record<string, ScreenModule>> = Object.fromEntries(
  ROUTE_TABLE.flatMap((route) => (route.serverRendered ? [[route.path, route.screen]] : [])),
);

/**
 * What every page's shell reads: the header's rate, and the category tree and hot words its
 * menus show (the phone's category sheet, the search box's panel). Read with the page (by the
 * server for a rendered page, early in the browser otherwise), so the menus work as soon as their
 * code has arrived, even on a slow connection, rather than waiting for a round trip of their own.
 */
const shellReads = (locale: Locale): PdpdRead[] => [
  read(getRate, {}),
  categoryTreeRead(locale),
  read(hotWords, {}),
];

/** What tells two reads apart: the call and its request (the same pair is one answer). */
export function readKey({ endpoint, request }: { endpoint: Endpoint; request: unknown }): string {
  return `${endpoint.path} ${JSON.stringify(request)}`;
}

/** Each call once: a page's own reads may repeat one of the shell's (the category tree). */
function uniqueReads(reads: readonly PdpdRead[]): PdpdRead[] {
  const seen = new Set<string>();
  return reads.filter((pdpdRead) => {
    const key = readKey(pdpdRead);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The calls of the route's own first screen, in its order (what `isMissing` is given the answers of). */
export function routeReads(location: Pick<Location, 'pathname' | 'search'>, locale: Locale): PdpdRead[] {
  const screen = { query: new URLSearchParams(location.search), locale };
  return routeOf(location.pathname).reads?.(screen) ?? [];
}

/** Every call of a page's first screen: the shell's, then the route's own, each once. */
export function firstScreenReads(
  location: Pick<Location, 'pathname' | 'search'>,
  locale: Locale,
): PdpdRead[] {
  return uniqueReads([...shellReads(locale), ...routeReads(location, locale)]);
}

// ---- Address builders: the only way the storefront writes one of its addresses. ----

type Query = Record<string, string | number | undefined>;

/** `route`'s address with its `:params` filled in and `query` (entries left undefined are left out). */
function addressOf(route: StorefrontRoute, params: Record<string, string> = {}, query: Query = {}): string {
  const path = generatePath(route.path, params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The query parameter of the sign-in pages that carries where the visitor was going. */
export const REDIRECT_PARAM = 'redirect';
/** The query parameter of a text search (spec section 2: `/search-list?name=`). */
export const SEARCH_TEXT_PARAM = 'name';

export const homeAddress = () => addressOf(homeRoute);

/** Spec section 2: a product's detail, `productId` and `platformType` (opened in a new tab). */
export const productAddress = (product: { productId: string; platformType: number }) =>
  addressOf(productRoute, {}, { productId: product.productId, platformType: product.platformType });

/**
 * Spec section 2: a category's list (`id`, with its top-level `firstId`), a home section's (`id`
 * only), or the hot products (`type=hot` with `firstId=2`: see `hotProductsAddress`).
 */
export const categoryAddress = (
  category: { id?: string | number; firstId?: string | number; type?: 'hot' } = {},
) => addressOf(categoryRoute, {}, { type: category.type, id: category.id, firstId: category.firstId });

/** A category's list from its path in the tree, top level → chosen (the menu's and breadcrumbs' links). */
export const categoryPathAddress = (path: readonly { categoryId: string }[]) => {
  const chosen = path.at(-1);
  const first = path[0];
  return chosen && first
    ? categoryAddress({ id: chosen.categoryId, firstId: first.categoryId })
    : categoryAddress();
};

/** Spec section 2: "type=hot with firstId=2 for hot products". */
export const hotProductsAddress = () => categoryAddress({ type: 'hot', firstId: HOT_PRODUCTS_FIRST_ID });

/** Spec section 2: the results of a text search. */
export const searchAddress = ({ name }: { name: string }) =>
  addressOf(searchRoute, {}, { [SEARCH_TEXT_PARAM]: name });
/** The search results' path alone: the search box's form goes there before the page's code loads. */
export const searchFormAction = () => addressOf(searchRoute);

/** The hot brands, or one brand's page (`brandId`). */
export const brandAddress = ({ brandId }: { brandId?: number } = {}) =>
  addressOf(hotBrandRoute, {}, { brandId });

/** The sign-in pages, remembering where the visitor was going (`redirect`, a path of this site). */
export const loginAddress = ({ redirect }: { redirect?: string } = {}) =>
  addressOf(loginRoute, {}, { [REDIRECT_PARAM]: redirect });
export const registerAddress = ({ redirect }: { redirect?: string } = {}) =>
  addressOf(registerRoute, {}, { [REDIRECT_PARAM]: redirect });
export const resetPasswordAddress = ({ redirect }: { redirect?: string } = {}) =>
  addressOf(resetPasswordRoute, {}, { [REDIRECT_PARAM]: redirect });

/** Spec section 2: `/helpCenter/{name}` (pages 1 and 6 are linked from the header). */
export const helpCenterAddress = (name: string | number) =>
  addressOf(helpCenterRoute, { name: String(name) });

/**
 * Spec section 2: the pages of `/individualCenter/{name}` (`changePassword` and `paymentPassword`
 * are this storefront's names: the spec lists those pages without one).
 */
export type IndividualCenterPage =
  | '1'
  | 'changePassword'
  | 'paymentPassword'
  | 'address'
  | 'wallet'
  | 'cards'
  | 'favorites'
  | 'buyer_order_list'
  | 'awaitingPay'
  | 'waitPurchase'
  | 'waitDelivery'
  | 'chinaShipping'
  | 'logisticsPayment'
  | 'seaShipping'
  | 'toWarehouse'
  | 'completed'
  | 'cancelled';
/** The user centre's pages that are built, each its own route; the others share the placeholder. */
const individualCenterPages: Partial<Record<IndividualCenterPage, StorefrontRoute>> = {
  '1': myInformationRoute,
  changePassword: changePasswordRoute,
  paymentPassword: paymentPasswordRoute,
  address: addressBookRoute,
  wallet: walletRoute,
  cards: cardsRoute,
  ...orderListRoutes,
};
export const individualCenterAddress = (name: IndividualCenterPage) =>
  addressOf(individualCenterPages[name] ?? individualCenterRoute, { name });

/** Spec section 2: the cart (also with a `type` query). */
export const cartAddress = ({ type }: { type?: string } = {}) => addressOf(cartRoute, {}, { type });

/** Spec section 2: procurement, `fromSource=1` to manage, `fromSource=2` to start picking. */
export const procurementAddress = ({ fromSource }: { fromSource: 1 | 2 }) =>
  addressOf(procurementRoute, {}, { fromSource });

export const imgSearchAddress = () => addressOf(imgSearchRoute);
export const newsCenterAddress = () => addressOf(newsCenterRoute);
export const inquiryAddress = () => addressOf(inquiryRoute);
export const applyAgentAddress = () => addressOf(applyAgentRoute);
export const buyerGroupListAddress = () => addressOf(buyerGroupListRoute);
export const confirmOrdersAddress = () => addressOf(confirmOrdersRoute);
/** Spec section 2: one of the buyer's orders, `/order-details?orderNo=`. */
export const ORDER_NO_PARAM = 'orderNo';
export const orderDetailsAddress = ({ orderNo }: { orderNo: string }) =>
  addressOf(orderDetailsRoute, {}, { [ORDER_NO_PARAM]: orderNo });
/** The query parameters of the payment pages: the stage (1 or 2) and the method chosen at first. */
export const STAGE_PARAM = 'stage';
export const METHOD_PARAM = 'method';
/** A stage of an order on a payment page; `stage` left out is the stage the order waits for. */
export interface StageAddress {
  orderNo: string;
  stage?: 1 | 2 | undefined;
}
/** Spec section 2: where the payment of an order's stage stands. */
export const paymentResultAddress = ({ orderNo, stage }: StageAddress) =>
  addressOf(paymentResultRoute, {}, { [ORDER_NO_PARAM]: orderNo, [STAGE_PARAM]: stage });
/** Spec section 2: another method for an unpaid stage. */
export const switchPayAddress = ({ orderNo, stage }: StageAddress) =>
  addressOf(switchPayRoute, {}, { [ORDER_NO_PARAM]: orderNo, [STAGE_PARAM]: stage });
/** Spec section 2: paying an order's stage, with `method` chosen at first when given. */
export const tradeFlowAddress = ({
  orderNo,
  stage,
  method,
}: StageAddress & { method?: string | undefined }) =>
  addressOf(tradeFlowRoute, {}, { [ORDER_NO_PARAM]: orderNo, [STAGE_PARAM]: stage, [METHOD_PARAM]: method });
export const notFoundAddress = () => addressOf(notFoundRoute);
/** The staff console's start. */
export const staffHomeAddress = () => addressOf(staffHomeRoute);
/** The query parameters of finance's pages: the queue's page, the attempt under review. */
export const QUEUE_PAGE_PARAM = 'page';
export const ATTEMPT_ID_PARAM = 'attemptId';
/** Finance's queue, at `page` (the first when left out). */
export const financeQueueAddress = ({ page }: { page?: number } = {}) =>
  addressOf(financeQueueRoute, {}, { [QUEUE_PAGE_PARAM]: page === 1 ? undefined : page });
/** Finance's wallet top-ups. */
export const walletTopUpsAddress = () => addressOf(walletTopUpsRoute);
/** Operations' second-stage fee page, for `orderNo` when given. */
export const secondStageAddress = ({ orderNo }: { orderNo?: string } = {}) =>
  addressOf(secondStageRoute, {}, { [ORDER_NO_PARAM]: orderNo });
/** Procurement's price-change page, for `orderNo` when given. */
export const priceChangeAddress = ({ orderNo }: { orderNo?: string } = {}) =>
  addressOf(priceChangeRoute, {}, { [ORDER_NO_PARAM]: orderNo });
/** Operations' search synonyms. */
export const searchSynonymsAddress = () => addressOf(searchSynonymsRoute);
/** One payment attempt under finance's review. */
export const financeReviewAddress = ({ attemptId }: { attemptId: string }) =>
  addressOf(financeReviewRoute, {}, { [ATTEMPT_ID_PARAM]: attemptId });
