import { FormattedMessage } from 'react-intl';
import * as styles from './HomePage.css';

export function HomePage() {
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>
        <FormattedMessage id="home.title" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="home.lead" />
      </p>
    </section>
  );
}
