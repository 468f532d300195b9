import { useRate } from '@tijara/api';
import { RateBadge } from '@tijara/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import * as styles from './StoreLayout.css';

export function Header() {
  const intl = useIntl();
  const { rate, isLoading } = useRate();
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.logo} aria-label={intl.formatMessage({ id: 'header.home' })}>
        <FormattedMessage id="app.name" />
      </Link>
      <RateBadge rate={rate} isLoading={isLoading} />
    </header>
  );
}
