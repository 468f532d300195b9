import type { RouteObject } from 'react-router';
import { StoreLayout } from '../modules/layout/StoreLayout';

/**
 * Spec section 2's routes. Route files stay thin: each screen lives in its feature module and is
 * loaded on demand, so the first page downloads only what it shows.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <StoreLayout />,
    children: [
      { index: true, lazy: () => import('../modules/home/route') },
      { path: '404', lazy: () => import('../modules/not-found/route') },
      { path: '*', lazy: () => import('../modules/not-found/route') },
    ],
  },
];
