import { PageContainer } from '@tijara/ui';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './StoreLayout.css';

export interface StoreLayoutProps {
  /**
   * `store` for the storefront's pages; `auth` for sign-in, registration and password reset,
   * whose header has no category menu (spec section 2) and whose content is one narrow column.
   * @default 'store'
   */
  variant?: 'store' | 'auth';
}

/** The page frame: header, the route's screen, footer. */
export function StoreLayout({ variant = 'store' }: StoreLayoutProps) {
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <Header showCategoryMenu={variant === 'store'} />
      <PageContainer
        as="main"
        id="main"
        tabIndex={-1}
        width={variant === 'auth' ? 'narrow' : 'page'}
        className={styles.main}
      >
        {/* The loading bar (PageAids) shows while a screen downloads; the old one stays meanwhile. */}
        {/* A new page gets a new chance: the boundary resets when the path changes. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </PageContainer>
      <Footer />
    </div>
  );
}
