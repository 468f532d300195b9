import { useCategoryTree, useSession, useSignOut, useUserInfo } from '@tijara/api';
import { isProcurementManager, LOCALES, type IqdPerUsd } from '@tijara/domain';
import {
  Button,
  CategoryMenu,
  CategorySheet,
  Dialog,
  DialogTrigger,
  IconButton,
  LANGUAGE_NAMES,
  LanguageSwitcher,
  Link,
  MenuIcon,
  Radio,
  RadioGroup,
  RateBadge,
  Select,
  Skeleton,
  UserMenu,
  useMessages,
  userMenuMessages,
  useUI,
  type PriceCurrency,
} from '@tijara/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useCurrency } from '../../app/currency';
import {
  categoryPathAddress,
  hotProductsAddress,
  individualCenterAddress,
  procurementAddress,
  registerAddress,
} from '../../app/routeTable';
import { LOGIN_PATH, loginPathFor } from '../../app/signInRedirect';
import { switchLocale } from '../../i18n/storedLocale';
import * as styles from './Header.css';
import * as sheetStyles from './PhoneMenu.css';
import { HELP_LINKS } from './storefrontLinks';

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
function useCurrencyOptions(): { id: PriceCurrency; label: string }[] {
  const intl = useIntl();
  return [
    { id: 'IQD', label: intl.formatMessage({ id: 'header.currency.iqd' }) },
    { id: 'USD', label: intl.formatMessage({ id: 'header.currency.usd' }) },
  ];
}

export function CurrencyMenu() {
  const intl = useIntl();
  const { currency, setCurrency } = useCurrency();
  const options = useCurrencyOptions();
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

/**
 * Every category on a phone: the tab bar's sheet that drills down level by level, with the same
 * tree and links as the desktop menu (`AllCategoriesMenu`).
 */
export function PhoneCategorySheet({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { categories, isLoading } = useCategoryTree();
  return (
    <CategorySheet
      categories={categories ?? []}
      isLoading={isLoading}
      getHref={categoryPathAddress}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    />
  );
}

/** The signed-in buyer's part of the phone's menu sheet: the user menu's entries as a list. */
function PhoneAccountLinks({ close }: { close: () => void }) {
  const t = useMessages(userMenuMessages);
  const { user } = useUserInfo();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!user) return <Skeleton className={sheetStyles.accountPlaceholder} />;
  const links = [
    ...(isProcurementManager(user) ? [{ href: ACCOUNT_LINKS.procurement, label: t('procurement') }] : []),
    { href: ACCOUNT_LINKS.information, label: t('information') },
    { href: ACCOUNT_LINKS.address, label: t('address') },
    { href: ACCOUNT_LINKS.favorites, label: t('favorites') },
    { href: ACCOUNT_LINKS.orders, label: t('orders') },
  ];
  return (
    <>
      <p className={sheetStyles.greeting}>{t('greeting', { name: user.userName })}</p>
      <ul className={sheetStyles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} variant="standalone" onPress={close} className={sheetStyles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        onPress={() => {
          close();
          void signOut().then(() => navigate(LOGIN_PATH));
        }}
      >
        {t('signOut')}
      </Button>
    </>
  );
}

/**
 * The phone's menu sheet (the header's menu button): the account (or sign-in and registration),
 * the hot products and help links, the exchange rate, and the currency and language as choices
 * in the sheet itself, one tap each. A bottom sheet on a phone (`Dialog`), where the thumb is.
 */
export function PhoneMenu({ rate, isRateLoading }: { rate: IqdPerUsd | undefined; isRateLoading: boolean }) {
  const intl = useIntl();
  const location = useLocation();
  const { signedIn } = useSession();
  const { locale } = useUI();
  const { currency, setCurrency } = useCurrency();
  const currencies = useCurrencyOptions();
  const title = intl.formatMessage({ id: 'header.menu' });
  return (
    <DialogTrigger>
      <IconButton label={title} icon={<MenuIcon />} />
      <Dialog title={title}>
        {({ close }) => (
          <div className={sheetStyles.sheet}>
            <section className={sheetStyles.section}>
              {signedIn ? (
                <PhoneAccountLinks close={close} />
              ) : (
                <div className={sheetStyles.signIn}>
                  <Link href={loginPathFor(location)} variant="standalone" onPress={close}>
                    <FormattedMessage id="header.logIn" />
                  </Link>
                  <Link href={registerAddress()} variant="standalone" onPress={close}>
                    <FormattedMessage id="header.register" />
                  </Link>
                </div>
              )}
            </section>
            <nav className={sheetStyles.section} aria-label={intl.formatMessage({ id: 'header.nav' })}>
              <ul className={sheetStyles.links}>
                <li>
                  <Link
                    href={hotProductsAddress()}
                    variant="standalone"
                    onPress={close}
                    className={sheetStyles.link}
                  >
                    <FormattedMessage id="header.hotProducts" />
                  </Link>
                </li>
                {HELP_LINKS.map((link) => (
                  <li key={link.path}>
                    <Link href={link.path} variant="standalone" onPress={close} className={sheetStyles.link}>
                      {intl.formatMessage(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <section className={sheetStyles.section}>
              <RateBadge rate={rate} isLoading={isRateLoading} className={sheetStyles.rate} />
              <RadioGroup
                label={intl.formatMessage({ id: 'header.currency' })}
                orientation="horizontal"
                value={currency}
                onChange={(value) => {
                  if (value === 'IQD' || value === 'USD') setCurrency(value);
                }}
              >
                {currencies.map((option) => (
                  <Radio key={option.id} value={option.id}>
                    {option.label}
                  </Radio>
                ))}
              </RadioGroup>
              <RadioGroup
                label={intl.formatMessage({ id: 'header.language' })}
                orientation="horizontal"
                value={locale}
                onChange={(value) => {
                  const next = LOCALES.find((candidate) => candidate === value);
                  if (next && next !== locale) switchLocale(next);
                }}
              >
                {LOCALES.map((option) => (
                  <Radio key={option} value={option}>
                    <span lang={option}>{LANGUAGE_NAMES[option]}</span>
                  </Radio>
                ))}
              </RadioGroup>
            </section>
          </div>
        )}
      </Dialog>
    </DialogTrigger>
  );
}
