import { EmptyState, Link } from '@tijara/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { homeAddress } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import * as styles from '../catalogue/CataloguePage.css';

/**
 * The routes of spec section 2 whose screens are not built yet (help centre, news, inquiry,
 * procurement, agent application, payment, the buyer's cart, orders and centre pages). The route
 * exists, so links to it are not broken, and the page says the feature is not available yet.
 */
export function UnavailablePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'unavailable.title' }));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="unavailable.title" />
      </h1>
      <EmptyState
        title={<FormattedMessage id="unavailable.description" />}
        action={
          <Link href={homeAddress()} variant="standalone">
            <FormattedMessage id="notFound.backHome" />
          </Link>
        }
      />
    </div>
  );
}
