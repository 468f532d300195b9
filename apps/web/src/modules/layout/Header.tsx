import { useCartCount, useHotWords, useRate, useSession } from '@tijara/api';
import {
  CartButton,
  CategoryMenuLink,
  PageContainer,
  Link as UiLink,
  RateBadge,
  SearchBox,
  Skeleton,
} from '@tijara/ui';
import { lazy, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Deferred } from '../../app/deferred';
import {
  cartAddress,
  homeAddress,
  hotProductsAddress,
  isAddressOf,
  SEARCH_TEXT_PARAM,
  searchAddress,
  searchFormAction,
  searchRoute,
} from '../../app/routeTable';
import { loginPathFor } from '../../app/signInRedirect';
import { CATEGORY_INDEX_ID } from './CategoryIndex';
import * as styles from './Header.css';
import { HELP_LINKS } from './storefrontLinks';

// The menus download at the visitor's first interaction or when the browser is idle after the
// page loaded (see Deferred); one chunk holds them all.
const loadMenus = () => import('./HeaderMenus');
const LanguageMenu = lazy(() => loadMenus().then((module) => ({ default: module.LanguageMenu })));
const CurrencyMenu = lazy(() => loadMenus().then((module) => ({ default: module.CurrencyMenu })));
const AccountMenu = lazy(() => loadMenus().then((module) => ({ default: module.AccountMenu })));
const AllCategoriesMenu = lazy(() => loadMenus().then((module) => ({ default: module.AllCategoriesMenu })));
const PhoneMenu = lazy(() => loadMenus().then((module) => ({ default: module.PhoneMenu })));
const HelpChat = lazy(() => import('../help/HelpChat').then((module) => ({ default: module.HelpChat })));

export interface HeaderProps {
  /** The auth layout (login, register, reset password) hides the category menu (spec section 2). */
  showCategoryMenu: boolean;
}

/**
 * The place of a header control until the page's code brings it. Still, without a sweep: the
 * buyer is not waiting for these, and a sweep kept the screen redrawing every frame through the
 * whole load, work that competed with the page's own code on a phone (BENCHMARKS.md, the cart).
 */
function ControlPlaceholder({ className }: { className: string }) {
  return <Skeleton still className={className} />;
}

function MenuPlaceholder({ wide = false }: { wide?: boolean }) {
  return <ControlPlaceholder className={wide ? styles.wideMenuPlaceholder : styles.menuPlaceholder} />;
}

/**
 * The storefront header (spec section 2): logo, search box with image search and the hot words,
 * sign-in link or user menu, cart with its count, the all-categories menu, the hot-products and
 * help links, the exchange rate, the currency and the language.
 *
 * It stays at the top of the window while the page scrolls, so search and the cart are always in
 * reach. On a phone it is two short rows (logo, help, cart and the menu; then the search box):
 * the account, the rate, the currency, the language and the help links move into the menu sheet
 * (`PhoneMenu`), and the categories into the tab bar's sheet (`StoreTabBar`). The floating help
 * button starts in its own slot here, where it covers nothing.
 */
export function Header({ showCategoryMenu }: HeaderProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { signedIn } = useSession();
  const { rate, isLoading: isRateLoading } = useRate();
  // Lines in the cart; 0 while signed out or loading (the call waits for a session).
  const { count: cartCount = 0 } = useCartCount();
  // One of the first screen's reads: the server renders them into the page, as links until the
  // page's code runs (see SearchBox).
  const { hotWords: hotWordRows } = useHotWords();
  const hotWords = useMemo(() => hotWordRows?.map((word) => word.name) ?? [], [hotWordRows]);
  // The hot words show when the search box has focus: they are fetched at the first interaction.
  const currentSearch = isAddressOf(searchRoute, location.pathname)
    ? (searchParams.get(SEARCH_TEXT_PARAM) ?? '')
    : '';

  return (
    <header className={styles.header}>
      <PageContainer className={styles.bar}>
        <Link
          to={homeAddress()}
          className={styles.logo}
          aria-label={intl.formatMessage({ id: 'header.home' })}
        >
          <FormattedMessage id="app.name" />
        </Link>
        <SearchBox
          key={currentSearch}
          className={styles.search}
          defaultValue={currentSearch}
          hotWords={hotWords}
          onSearch={(text) => void navigate(searchAddress({ name: text }))}
          // Before the page's code has loaded, the form itself goes to the search results.
          action={searchFormAction()}
          queryName={SEARCH_TEXT_PARAM}
          // No image-search call exists on the server yet (spec section 7's imageSearch calls).
          imageSearch={false}
        />
        <div className={styles.actions}>
          <div className={styles.account}>
            {signedIn ? (
              <Deferred fallback={<MenuPlaceholder wide />}>
                <AccountMenu />
              </Deferred>
            ) : (
              <UiLink href={loginPathFor(location)} variant="standalone">
                <FormattedMessage id="header.logIn" />
              </UiLink>
            )}
          </div>
          <div className={styles.helpDock}>
            <Deferred fallback={<ControlPlaceholder className={styles.helpPlaceholder} />}>
              <HelpChat />
            </Deferred>
          </div>
          <CartButton count={cartCount} href={cartAddress()} />
          <div className={styles.phoneOnly}>
            <Deferred fallback={<ControlPlaceholder className={styles.iconPlaceholder} />}>
              <PhoneMenu rate={rate} isRateLoading={isRateLoading} />
            </Deferred>
          </div>
        </div>
      </PageContainer>
      <PageContainer as="nav" className={styles.nav} aria-label={intl.formatMessage({ id: 'header.nav' })}>
        {showCategoryMenu ? (
          <Deferred fallback={<CategoryMenuLink href={`#${CATEGORY_INDEX_ID}`} />}>
            <AllCategoriesMenu />
          </Deferred>
        ) : null}
        <ul className={styles.navLinks}>
          <li>
            <UiLink href={hotProductsAddress()} variant="standalone" className={styles.navLink}>
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
        <Deferred fallback={<ControlPlaceholder className={styles.currencyPlaceholder} />}>
          <CurrencyMenu />
        </Deferred>
        <Deferred fallback={<MenuPlaceholder />}>
          <LanguageMenu />
        </Deferred>
      </PageContainer>
    </header>
  );
}
