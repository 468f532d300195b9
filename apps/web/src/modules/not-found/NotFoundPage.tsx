import { EmptyState, Link } from '@tijara/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { homeAddress } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import * as styles from '../catalogue/CataloguePage.css';

/** Spec section 2's `/404`, also shown for any address the storefront does not have. */
export function NotFoundPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'notFound.title' }));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <FormattedMessage id="notFound.title" />
      </h1>
      <EmptyState
        title={<FormattedMessage id="notFound.lead" />}
        action={
          <Link href={homeAddress()} variant="standalone">
            <FormattedMessage id="notFound.backHome" />
          </Link>
        }
      />
    </div>
  );
}
