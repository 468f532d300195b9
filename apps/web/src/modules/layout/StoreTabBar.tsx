import { useCartCount, useSession } from '@tijara/api';
import { BottomNav, CartIcon, CategoriesIcon, HomeIcon, UserIcon, useHydrated } from '@tijara/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import {
  cartAddress,
  cartRoute,
  homeAddress,
  homeRoute,
  individualCenterAddress,
  isAddressOf,
  myInformationRoute,
} from '../../app/routeTable';
import { loginPathFor } from '../../app/signInRedirect';
import { CATEGORY_INDEX_ID, CategoryIndex } from './CategoryIndex';

// The sheet and its tree come with the header's menus (one chunk), at the first interaction.
const PhoneCategorySheet = lazy(() =>
  import('./HeaderMenus').then((module) => ({ default: module.PhoneCategorySheet })),
);

/**
 * The phone's tab bar: home, every category (a sheet that drills down), the cart with its count,
 * and the buyer's account (or signing in). Hidden from the tablet breakpoint, where the header
 * holds the same places. Until the page has hydrated, the categories are a link to the page's
 * category index (plain HTML); after, a button that opens the sheet, with the index in its place
 * while the sheet's code downloads, so a slow connection never leaves the tap unanswered.
 */
export function StoreTabBar() {
  const intl = useIntl();
  const location = useLocation();
  const { signedIn } = useSession();
  const { count: cartCount = 0 } = useCartCount();
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const hydrated = useHydrated();
  const at = (route: Parameters<typeof isAddressOf>[0]) => isAddressOf(route, location.pathname);
  return (
    <>
      <BottomNav
        aria-label={intl.formatMessage({ id: 'tabs.nav' })}
        items={[
          {
            id: 'home',
            label: intl.formatMessage({ id: 'tabs.home' }),
            icon: <HomeIcon />,
            href: homeAddress(),
            isCurrent: at(homeRoute),
          },
          {
            id: 'categories',
            label: intl.formatMessage({ id: 'tabs.categories' }),
            icon: <CategoriesIcon />,
            ...(hydrated
              ? { onPress: () => setCategoriesOpen(true) }
              : { href: `${location.pathname}${location.search}#${CATEGORY_INDEX_ID}` }),
          },
          {
            id: 'cart',
            label: intl.formatMessage({ id: 'tabs.cart' }),
            icon: <CartIcon />,
            href: cartAddress(),
            count: cartCount,
            isCurrent: at(cartRoute),
          },
          signedIn
            ? {
                id: 'account',
                label: intl.formatMessage({ id: 'tabs.account' }),
                icon: <UserIcon />,
                href: individualCenterAddress('1'),
                isCurrent: at(myInformationRoute),
              }
            : {
                id: 'account',
                label: intl.formatMessage({ id: 'tabs.logIn' }),
                icon: <UserIcon />,
                href: loginPathFor(location),
              },
        ]}
      />
      {categoriesOpen ? (
        <Suspense fallback={<CategoryIndex onClose={() => setCategoriesOpen(false)} />}>
          <PhoneCategorySheet isOpen={categoriesOpen} onOpenChange={setCategoriesOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
