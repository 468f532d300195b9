import { matchRoutes, type RouteObject } from 'react-router';
import { StoreLayout } from '../modules/layout/StoreLayout';
import { RequireSignIn } from './RequireSignIn';
import { lazyRoute, type LazyRoute } from './routeLoading';

// Each screen is its own chunk, downloaded the first time its route is visited.
const Home = lazyRoute(() => import('../modules/home/route'));
const ProductDetail = lazyRoute(() => import('../modules/catalogue/productDetailRoute'));
const CategoryList = lazyRoute(() => import('../modules/catalogue/categoryListRoute'));
const SearchResults = lazyRoute(() => import('../modules/catalogue/searchResultsRoute'));
const HotBrands = lazyRoute(() => import('../modules/catalogue/hotBrandsRoute'));
const Login = lazyRoute(() => import('../modules/auth/loginRoute'));
const Register = lazyRoute(() => import('../modules/auth/registerRoute'));
const ResetPassword = lazyRoute(() => import('../modules/auth/resetPasswordRoute'));
const MyInformation = lazyRoute(() => import('../modules/account/myInformationRoute'));
const Unavailable = lazyRoute(() => import('../modules/unavailable/route'));
const NotFound = lazyRoute(() => import('../modules/not-found/route'));

/** Public routes of spec section 2 whose screens are not built yet: they say so (UnavailablePage). */
const PUBLIC_NOT_BUILT = [
  'img-search',
  'helpCenter/:name',
  'news-center',
  'inquiry',
  'procurement',
  'apply-agent',
  'payment-result',
  'switch-pay',
];

/** Private routes of spec section 2 whose screens are not built yet. */
const PRIVATE_NOT_BUILT = [
  'trade_flow',
  'individualCenter/:name',
  'buyerGroupList',
  'buyer_cart',
  'confirm-orders',
  'order-details',
];

/**
 * Spec section 2's routes. The storefront layout holds the public pages and, behind the sign-in
 * guard, the private ones; the auth layout (no category menu) holds sign-in, registration and
 * password reset. Route entries stay thin: each screen lives in its feature module.
 */
export const routes: RouteObject[] = [
  {
    element: <StoreLayout />,
    children: [
      { index: true, element: <Home /> },
      { path: 'commodity_details', element: <ProductDetail /> },
      { path: 'category_search_list', element: <CategoryList /> },
      { path: 'search-list', element: <SearchResults /> },
      { path: 'hotBrand', element: <HotBrands /> },
      ...PUBLIC_NOT_BUILT.map((path) => ({ path, element: <Unavailable /> })),
      {
        element: <RequireSignIn />,
        children: [
          { path: 'individualCenter/1', element: <MyInformation /> },
          ...PRIVATE_NOT_BUILT.map((path) => ({ path, element: <Unavailable /> })),
        ],
      },
      { path: '404', element: <NotFound /> },
      { path: '*', element: <NotFound /> },
    ],
  },
  {
    element: <StoreLayout variant="auth" />,
    children: [
      { path: 'login', element: <Login /> },
      { path: 'register', element: <Register /> },
      { path: 'reset-password', element: <ResetPassword /> },
    ],
  },
];

function isLazyRoute(element: unknown): element is { type: LazyRoute } {
  return (
    typeof element === 'object' &&
    element !== null &&
    'type' in element &&
    typeof (element.type as Partial<LazyRoute>).preload === 'function'
  );
}

/**
 * Downloads the screens of the routes `pathname` matches, so that the first render shows the page
 * whole: its JavaScript arrives alongside the catalogue instead of after the first render.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const downloads: Promise<unknown>[] = [];
  for (const { route } of matches) {
    if (isLazyRoute(route.element)) downloads.push(route.element.type.preload());
  }
  return Promise.all(downloads);
}
