import { PageContainer } from '@tijara/ui';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { PAGE_CONTENT_ID, PageContentHydrated } from '../../app/pageContentHydrated';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import { routeOf } from '../../app/routeTable';
import { CategoryIndex } from './CategoryIndex';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './StoreLayout.css';
import { StoreTabBar } from './StoreTabBar';

export interface StoreLayoutProps {
  /**
   * `store` for the storefront's pages; `auth` for sign-in, registration and password reset,
   * whose header has no category menu (spec section 2) and whose content is one narrow column.
   * @default 'store'
   */
  variant?: 'store' | 'auth';
}

/**
 * The page frame: header, the route's screen, footer, and on a phone the tab bar along the bottom
 * edge, unless the screen keeps its own action bar there (the route table's `phoneActionBar`); and
 * the category index (hidden) that the categories controls open until the real menus arrive.
 */
export function StoreLayout({ variant = 'store' }: StoreLayoutProps) {
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <a href={`#${PAGE_CONTENT_ID}`} className={styles.skipLink}>
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <Header showCategoryMenu={variant === 'store'} />
      <PageContainer
        as="main"
        id={PAGE_CONTENT_ID}
        tabIndex={-1}
        width={variant === 'auth' ? 'narrow' : 'page'}
        className={styles.main}
      >
        {/* The loading bar (PageAids) shows while a screen downloads; the old one stays meanwhile. */}
        {/* A new page gets a new chance: the boundary resets when the path changes. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={null}>
            <Outlet />
            {/* Gives back what the buyer typed into the screen before it hydrated (keepTypedInput). */}
            <PageContentHydrated />
          </Suspense>
        </RouteErrorBoundary>
      </PageContainer>
      <Footer />
      {routeOf(pathname).phoneActionBar ? null : <StoreTabBar />}
      {/* Every category as plain links, for the links that open it before the menus arrive. */}
      <CategoryIndex />
    </div>
  );
}
