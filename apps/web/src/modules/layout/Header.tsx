import { useRate, useSession } from '@tijara/api';
import { CartButton, Link as UiLink, RateBadge, SearchBox, Skeleton } from '@tijara/ui';
import { lazy, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Deferred } from '../../app/deferred';
import { loginPathFor } from '../../app/signInRedirect';
import * as styles from './Header.css';
import {
  CART_PATH,
  HELP_LINKS,
  HOT_PRODUCTS_PATH,
  SEARCH_PATH,
  SEARCH_QUERY,
  searchPath,
} from './storefrontLinks';

// The menus download at the visitor's first interaction or when the browser is idle after the
// page loaded (see Deferred); one chunk holds them all.
const loadMenus = () => import('./HeaderMenus');
const LanguageMenu = lazy(() => loadMenus().then((module) => ({ default: module.LanguageMenu })));
const CurrencyMenu = lazy(() => loadMenus().then((module) => ({ default: module.CurrencyMenu })));
const AccountMenu = lazy(() => loadMenus().then((module) => ({ default: module.AccountMenu })));
const AllCategoriesMenu = lazy(() => loadMenus().then((module) => ({ default: module.AllCategoriesMenu })));
const HotWords = lazy(() => loadMenus().then((module) => ({ default: module.HotWords })));

export interface HeaderProps {
  /** The auth layout (login, register, reset password) hides the category menu (spec section 2). */
  showCategoryMenu: boolean;
}

function MenuPlaceholder({ wide = false }: { wide?: boolean }) {
  return <Skeleton className={wide ? styles.wideMenuPlaceholder : styles.menuPlaceholder} />;
}

/**
 * The storefront header (spec section 2): logo, search box with image search and the hot words,
 * sign-in link or user menu, cart with its count, the all-categories menu, the hot-products and
 * help links, the exchange rate, the currency and the language.
 */
export function Header({ showCategoryMenu }: HeaderProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { signedIn } = useSession();
  const { rate, isLoading: isRateLoading } = useRate();
  // The hot words show when the search box has focus: they are fetched at the first interaction.
  const [words, setWords] = useState<readonly string[]>([]);
  const currentSearch = location.pathname === '/search-list' ? (searchParams.get('name') ?? '') : '';

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={intl.formatMessage({ id: 'header.home' })}>
          <FormattedMessage id="app.name" />
        </Link>
        <SearchBox
          key={currentSearch}
          className={styles.search}
          defaultValue={currentSearch}
          hotWords={words}
          onSearch={(text) => void navigate(searchPath(text))}
          // Before the page's code has loaded, the form itself goes to the search results.
          action={SEARCH_PATH}
          queryName={SEARCH_QUERY}
          // No image-search call exists on the server yet (spec section 7's imageSearch calls).
          imageSearch={false}
        />
        <Deferred>
          <HotWords onLoad={setWords} />
        </Deferred>
        <div className={styles.actions}>
          {signedIn ? (
            <Deferred fallback={<MenuPlaceholder wide />}>
              <AccountMenu />
            </Deferred>
          ) : (
            <UiLink href={loginPathFor(location)} variant="standalone">
              <FormattedMessage id="header.logIn" />
            </UiLink>
          )}
          {/* The cart does not exist yet: its count is 0 until the cart calls do. */}
          <CartButton count={0} href={CART_PATH} />
        </div>
      </div>
      <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'header.nav' })}>
        {showCategoryMenu ? (
          <Deferred fallback={<MenuPlaceholder wide />}>
            <AllCategoriesMenu />
          </Deferred>
        ) : null}
        <ul className={styles.navLinks}>
          <li>
            <UiLink href={HOT_PRODUCTS_PATH} variant="standalone" className={styles.navLink}>
              <FormattedMessage id="header.hotProducts" />
            </UiLink>
          </li>
          {HELP_LINKS.map((link) => (
            <li key={link.path}>
              <UiLink href={link.path} variant="standalone" className={styles.navLink}>
                {intl.formatMessage(link.label)}
              </UiLink>
            </li>
          ))}
        </ul>
        <RateBadge rate={rate} isLoading={isRateLoading} className={styles.rate} />
        <Deferred fallback={<Skeleton className={styles.currencyPlaceholder} />}>
          <CurrencyMenu />
        </Deferred>
        <Deferred fallback={<MenuPlaceholder />}>
          <LanguageMenu />
        </Deferred>
      </nav>
    </header>
  );
}
