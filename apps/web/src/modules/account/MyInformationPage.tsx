import { useUserInfo } from '@tijara/api';
import { SkeletonGroup, Skeleton } from '@tijara/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../app/usePageTitle';
import { AccountCentre } from './AccountCentre';
import * as styles from './MyInformationPage.css';

/** Spec section 2, `/individualCenter/1`: the signed-in buyer's information (`userInfo`). */
export function MyInformationPage() {
  const intl = useIntl();
  const { user, isLoading } = useUserInfo();
  usePageTitle(intl.formatMessage({ id: 'account.information.title' }));
  const none = intl.formatMessage({ id: 'account.information.none' });
  return (
    <AccountCentre>
      <section className={styles.card}>
        <h1 className={styles.title}>
          <FormattedMessage id="account.information.title" />
        </h1>
        <SkeletonGroup isLoading={isLoading && !user} placeholder={<Skeleton shape="text" lines={3} />}>
          {user ? (
            <dl className={styles.list}>
              <div className={styles.row}>
                <dt className={styles.term}>
                  <FormattedMessage id="account.information.userName" />
                </dt>
                <dd className={styles.value}>{user.userName}</dd>
              </div>
              <div className={styles.row}>
                <dt className={styles.term}>
                  <FormattedMessage id="account.information.email" />
                </dt>
                <dd className={styles.value}>{user.email ? <bdi dir="ltr">{user.email}</bdi> : none}</dd>
              </div>
              <div className={styles.row}>
                <dt className={styles.term}>
                  <FormattedMessage id="account.information.phone" />
                </dt>
                <dd className={styles.value}>{user.phone ? <bdi dir="ltr">{user.phone}</bdi> : none}</dd>
              </div>
            </dl>
          ) : (
            <p className={styles.value}>
              <FormattedMessage id="account.information.unavailable" />
            </p>
          )}
        </SkeletonGroup>
      </section>
    </AccountCentre>
  );
}
