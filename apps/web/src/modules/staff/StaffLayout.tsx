import { useSession, useSignOut, useUserInfo } from '@tijara/api';
import { Button, EmptyState, Link, Skeleton } from '@tijara/ui';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../../app/RouteErrorBoundary';
import { homeAddress, staffHomeAddress } from '../../app/routeTable';
import { loginPathFor } from '../../app/signInRedirect';
// The store's skip link, the same on the console's pages (its styles are loaded with the store's frame).
import { skipLink } from '../layout/StoreLayout.css';
import * as styles from './StaffConsole.css';
import { StaffMessages } from './StaffMessages';
import { currentEntry, navigationFor } from './staffNavigation';
import { useStaffRoles } from './useStaffRoles';

/**
 * The staff console's frame (issue 15 item 4, the first part of the console): not the storefront's
 * header, footer or tab bar, but a header with the signed-in member and a side navigation of the
 * areas the member's roles use. Downloaded with the first console page only, so none of it is in a
 * buyer's pages. A signed-out visitor goes to the sign-in page (and back here after it); a
 * signed-in account without a staff role gets "not allowed" and none of the console's data (the
 * server refuses its calls: 401, 403). Its texts are a catalogue of their own, downloaded here too.
 */
export function StaffLayout() {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn) return <Navigate to={loginPathFor(location)} replace />;
  return (
    // The console's copy is its own download (StaffMessages): a skeleton while it arrives, the
    // route's error state with a reload if it cannot.
    <RouteErrorBoundary>
      <StaffMessages fallback={<ConsoleLoading />}>
        <SignedInConsole />
      </StaffMessages>
    </RouteErrorBoundary>
  );
}

/**
 * The console before its copy has arrived: its frame and a skeleton. The page's loading bar (a
 * labelled progress bar) says it is loading, as while a screen's code downloads.
 */
function ConsoleLoading() {
  return (
    <div className={styles.console}>
      <div className={styles.main}>
        <Skeleton shape="text" lines={4} />
      </div>
    </div>
  );
}

function SignedInConsole() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { user } = useUserInfo();
  const signOut = useSignOut();
  const { roles, failed, retry } = useStaffRoles();
  const entries = roles ? navigationFor(roles) : [];
  const current = currentEntry(entries, pathname);

  let content;
  if (roles === undefined && failed) {
    content = (
      <EmptyState
        title={<FormattedMessage id="staff.access.failed" />}
        description={<FormattedMessage id="staff.access.failedHint" />}
        action={
          <Button variant="secondary" onPress={retry}>
            <FormattedMessage id="staff.retry" />
          </Button>
        }
      />
    );
  } else if (roles === undefined) {
    content = (
      <div aria-busy="true" className={styles.stack}>
        <span className={styles.visuallyHidden}>
          <FormattedMessage id="staff.access.checking" />
        </span>
        <Skeleton shape="text" lines={4} />
      </div>
    );
  } else if (entries.length === 0) {
    content = <NotAllowed />;
  } else {
    content = (
      // A new page gets a new chance: the boundary resets when the path changes.
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    );
  }

  return (
    <div className={styles.console}>
      <a href="#staff-main" className={skipLink}>
        <FormattedMessage id="staff.skipToContent" />
      </a>
      <header className={styles.header}>
        <Link href={staffHomeAddress()} className={styles.brand}>
          <FormattedMessage id="staff.console" />
        </Link>
        <div className={styles.member}>
          <span className={styles.memberName}>
            {user ? (
              <FormattedMessage id="staff.signedInAs" values={{ name: <bdi>{user.userName}</bdi> }} />
            ) : null}
          </span>
          <Link href={homeAddress()} className={styles.headerLink}>
            <FormattedMessage id="staff.toStorefront" />
          </Link>
          <Button variant="secondary" size="sm" onPress={() => void signOut()}>
            <FormattedMessage id="staff.signOut" />
          </Button>
        </div>
      </header>
      <div className={styles.body}>
        {entries.length > 0 ? (
          <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'staff.nav.label' })}>
            <ul className={styles.navList}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <RouterLink
                    to={entry.address()}
                    aria-current={entry === current ? 'page' : undefined}
                    className={styles.navLink}
                  >
                    {intl.formatMessage(entry.label)}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <main id="staff-main" tabIndex={-1} className={styles.main}>
          {content}
        </main>
      </div>
    </div>
  );
}

/** A signed-in account without the console's roles: says so, and offers the storefront. */
function NotAllowed() {
  const signOut = useSignOut();
  return (
    <EmptyState
      title={<FormattedMessage id="staff.notAllowed.title" />}
      description={<FormattedMessage id="staff.notAllowed.description" />}
      action={
        <div className={styles.actions}>
          <Link href={homeAddress()} variant="standalone">
            <FormattedMessage id="staff.toStorefront" />
          </Link>
          <Button variant="secondary" onPress={() => void signOut()}>
            <FormattedMessage id="staff.notAllowed.switchAccount" />
          </Button>
        </div>
      }
    />
  );
}
