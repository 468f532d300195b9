import { Link } from '@tijara/ui';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import {
  addressBookRoute,
  changePasswordRoute,
  individualCenterAddress,
  isAddressOf,
  myInformationRoute,
  paymentPasswordRoute,
  type IndividualCenterPage,
  type StorefrontRoute,
} from '../../app/routeTable';
import * as styles from './AccountCentre.css';

const sectionNames = defineMessages({
  information: { id: 'account.nav.information' },
  changePassword: { id: 'account.nav.changePassword' },
  paymentPassword: { id: 'account.nav.paymentPassword' },
  address: { id: 'account.nav.address' },
});

/**
 * The sections of the user centre that exist (spec section 2). The order pages, favorites, cards
 * and the wallet join this list when their screens are built: no link leads to a page that is not.
 */
const SECTIONS: readonly {
  page: IndividualCenterPage;
  route: StorefrontRoute;
  name: keyof typeof sectionNames;
}[] = [
  { page: '1', route: myInformationRoute, name: 'information' },
  { page: 'changePassword', route: changePasswordRoute, name: 'changePassword' },
  { page: 'paymentPassword', route: paymentPasswordRoute, name: 'paymentPassword' },
  { page: 'address', route: addressBookRoute, name: 'address' },
];

/** A page of the user centre: its sections' navigation beside (on a phone, above) the page. */
export function AccountCentre({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <div className={styles.frame}>
      <nav aria-label={intl.formatMessage({ id: 'account.nav.label' })} className={styles.nav}>
        <ul className={styles.list}>
          {SECTIONS.map(({ page, route, name }) => (
            <li key={page} className={styles.item}>
              <Link
                variant="standalone"
                href={individualCenterAddress(page)}
                aria-current={isAddressOf(route, pathname) ? 'page' : undefined}
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
