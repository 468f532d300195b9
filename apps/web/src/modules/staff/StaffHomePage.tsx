import { Link } from '@tijara/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../app/usePageTitle';
import * as styles from './StaffConsole.css';
import { navigationFor } from './staffNavigation';
import { useStaffRoles } from './useStaffRoles';

/** The console's start (`/staff`): the areas the member's roles use, as the navigation lists them. */
export function StaffHomePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'staff.console' }));
  // The layout shows this page only once the roles are known.
  const entries = navigationFor(useStaffRoles().roles ?? []);
  return (
    <section className={styles.stack}>
      <h1 className={styles.title}>
        <FormattedMessage id="staff.home.title" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="staff.home.lead" />
      </p>
      <ul className={styles.queue}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.queueItem}>
            <Link href={entry.address()} variant="standalone">
              {intl.formatMessage(entry.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
