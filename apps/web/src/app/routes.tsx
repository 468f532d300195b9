import { createElement } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';
import { StoreLayout } from '../modules/layout/StoreLayout';
import { RequireSignIn } from './RequireSignIn';
import type { LazyRoute } from './routeLoading';
import { homeRoute, ROUTE_TABLE, STAFF_LAYOUT_SCREEN, type RouteGuard } from './routeTable';
import { screenOf } from './screens';

/** A route table entry as react-router's: its path below the layout's root, its lazy screen. */
function routeObjectsOf(guard: RouteGuard): RouteObject[] {
  return ROUTE_TABLE.filter((route) => route.guard === guard).map((route) =>
    route === homeRoute
      ? { index: true, element: createElement(screenOf(route.screen)) }
      : { path: route.path.replace(/^\//, ''), element: createElement(screenOf(route.screen)) },
  );
}

/**
 * The router's routes, derived from the route table (`routeTable.ts`, spec section 2): the
 * storefront layout holds the public pages and, behind the sign-in guard, the private ones; the
 * auth layout (no category menu) holds sign-in, registration and password reset; the staff
 * console's own layout (a lazily loaded screen of its own, so none of the console is in a buyer's
 * bundle) holds the console's pages and checks the member's roles.
 */
export const routes: RouteObject[] = [
  {
    element: <StoreLayout />,
    children: [
      ...routeObjectsOf('public'),
      { element: <RequireSignIn />, children: routeObjectsOf('private') },
    ],
  },
  { element: <StoreLayout variant="auth" />, children: routeObjectsOf('auth') },
  { element: createElement(screenOf(STAFF_LAYOUT_SCREEN)), children: routeObjectsOf('staff') },
];

function isLazyRoute(element: unknown): element is { type: LazyRoute } {
  return (
    typeof element === 'object' &&
    element !== null &&
    'type' in element &&
    typeof (element.type as Partial<LazyRoute>).preload === 'function'
  );
}

/** The last pathname matched, with its matches. */
let lastMatched: { pathname: string; matches: RouteMatch[] | null } | undefined;

/**
 * The routes `pathname` matches (react-router's `matchRoutes`), kept for the last pathname asked:
 * matching flattens, ranks and makes a pattern of the whole table each time (10-35 ms at a 4x
 * slowdown), and a page is matched twice as it starts (its screens' download, then its first
 * render) and again at each render of the routes.
 */
export function matchesOf(pathname: string): RouteMatch[] | null {
  if (lastMatched?.pathname !== pathname) lastMatched = { pathname, matches: matchRoutes(routes, pathname) };
  return lastMatched.matches;
}

/**
 * Downloads the screens of the routes `pathname` matches, so that the first render shows the page
 * whole: its JavaScript arrives alongside the catalogue instead of after the first render.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchesOf(pathname) ?? [];
  const downloads: Promise<unknown>[] = [];
  for (const { route } of matches) {
    if (isLazyRoute(route.element)) downloads.push(route.element.type.preload());
  }
  return Promise.all(downloads);
}
