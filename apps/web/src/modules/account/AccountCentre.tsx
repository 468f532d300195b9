import { Link } from '@tijara/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import {
  addressBookRoute,
  cardsRoute,
  changePasswordRoute,
  individualCenterAddress,
  isAddressOf,
  myInformationRoute,
  orderListRoutes,
  paymentPasswordRoute,
  walletRoute,
  type IndividualCenterPage,
  type StorefrontRoute,
} from '../../app/routeTable';
import * as styles from './AccountCentre.css';

const sectionNames = defineMessages({
  information: { id: 'account.nav.information' },
  changePassword: { id: 'account.nav.changePassword' },
  paymentPassword: { id: 'account.nav.paymentPassword' },
  address: { id: 'account.nav.address' },
  wallet: { id: 'account.nav.wallet' },
  cards: { id: 'account.nav.cards' },
  orders: { id: 'orders.title' },
});

/**
 * The sections of the user centre that exist (spec section 2). Favorites join
 * this list when their screens are built: no link leads to a page that is not. A section is
 * current on any of its routes (the orders on every tab's page).
 */
const SECTIONS: readonly {
  page: IndividualCenterPage;
  routes: readonly StorefrontRoute[];
  name: keyof typeof sectionNames;
}[] = [
  { page: '1', routes: [myInformationRoute], name: 'information' },
  { page: 'buyer_order_list', routes: Object.values(orderListRoutes), name: 'orders' },
  { page: 'wallet', routes: [walletRoute], name: 'wallet' },
  { page: 'cards', routes: [cardsRoute], name: 'cards' },
  { page: 'changePassword', routes: [changePasswordRoute], name: 'changePassword' },
  { page: 'paymentPassword', routes: [paymentPasswordRoute], name: 'paymentPassword' },
  { page: 'address', routes: [addressBookRoute], name: 'address' },
];

/** A page of the user centre: its sections' navigation beside (on a phone, above) the page. */
export function AccountCentre({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // On a phone the sections are a row that scrolls sideways, wider than the screen: the current
    // one is brought into it, or the cards' and later sections' tab was cut off or out of sight.
    // `nearest` leaves the page where it is when the row is in view.
    list.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className={styles.frame}>
      <nav aria-label={intl.formatMessage({ id: 'account.nav.label' })} className={styles.nav}>
        <ul ref={list} className={styles.list}>
          {SECTIONS.map(({ page, routes, name }) => (
            <li key={page} className={styles.item}>
              <Link
                variant="standalone"
                href={individualCenterAddress(page)}
                aria-current={routes.some((route) => isAddressOf(route, pathname)) ? 'page' : undefined}
                className={styles.link}
              >
                <FormattedMessage {...sectionNames[name]} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
