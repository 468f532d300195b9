import { useCategoryTree, useHotWords, useSignOut, useUserInfo } from '@tijara/api';
import {
  CategoryMenu,
  LanguageSwitcher,
  Select,
  Skeleton,
  UserMenu,
  useUI,
  type PriceCurrency,
} from '@tijara/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useCurrency } from '../../app/currency';
import { categoryPathAddress, individualCenterAddress, procurementAddress } from '../../app/routeTable';
import { LOGIN_PATH } from '../../app/signInRedirect';
import { switchLocale } from '../../i18n/storedLocale';
import * as styles from './Header.css';

/**
 * The header's menus, downloaded together at the visitor's first interaction (see `Deferred`):
 * their lists and popovers are most of the header's JavaScript, and nobody opens one before they
 * have touched the page.
 */

/** Spec section 1: the four languages; a choice is stored and the page reloads in it. */
export function LanguageMenu() {
  const { locale } = useUI();
  return <LanguageSwitcher value={locale} onChange={(next) => switchLocale(next)} />;
}

/** IQD or USD for every price (issue 7, item 5), kept for the next visits. */
export function CurrencyMenu() {
  const intl = useIntl();
  const { currency, setCurrency } = useCurrency();
  const options: { id: PriceCurrency; label: string }[] = [
    { id: 'IQD', label: intl.formatMessage({ id: 'header.currency.iqd' }) },
    { id: 'USD', label: intl.formatMessage({ id: 'header.currency.usd' }) },
  ];
  return (
    <Select
      aria-label={intl.formatMessage({ id: 'header.currency' })}
      items={options}
      value={currency}
      onChange={(key) => {
        if (key === 'IQD' || key === 'USD') setCurrency(key);
      }}
    />
  );
}

/** Spec section 2: the pages of the user menu's entries. */
const ACCOUNT_LINKS = {
  procurement: procurementAddress({ fromSource: 1 }),
  information: individualCenterAddress('1'),
  address: individualCenterAddress('address'),
  favorites: individualCenterAddress('favorites'),
  orders: individualCenterAddress('buyer_order_list'),
};

/**
 * The signed-in buyer's menu (spec section 2): greeting, their pages, sign out. Signing out ends
 * the session on the server and here, then goes to the sign-in page (spec section 6).
 */
export function AccountMenu() {
  const { user } = useUserInfo();
  const signOut = useSignOut();
  const navigate = useNavigate();
  // Right after signing in the name is not known yet: keep the place rather than show "Log in".
  if (!user) return <Skeleton className={styles.wideMenuPlaceholder} />;
  return (
    <UserMenu
      user={user}
      loginHref={LOGIN_PATH}
      links={ACCOUNT_LINKS}
      onSignOut={() => {
        void signOut().then(() => navigate(LOGIN_PATH));
      }}
    />
  );
}

/**
 * Spec section 2: "all-categories drop-down", the three-level tree in the buyer's language (read
 * again after a language change, spec section 1). Each entry opens its category list page.
 */
export function AllCategoriesMenu() {
  const { categories, isLoading } = useCategoryTree();
  return <CategoryMenu categories={categories ?? []} isLoading={isLoading} getHref={categoryPathAddress} />;
}

/** Spec section 2: the search box's hot words (`/ds/hotWords/list`), handed to the header. */
export function HotWords({ onLoad }: { onLoad: (words: readonly string[]) => void }) {
  const { hotWords } = useHotWords();
  useEffect(() => {
    if (hotWords) onLoad(hotWords.map((word) => word.name));
  }, [hotWords, onLoad]);
  return null;
}
