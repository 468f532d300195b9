import { Skeleton } from '@tijara/ui';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNearViewport } from '../../app/useNearViewport';
import * as catalogueStyles from '../catalogue/CataloguePage.css';
import * as styles from './QuoteRequestForm.css';

// The form (its fields, the phone's country list, the unit list) is the home page's largest part
// and its last: it downloads when the buyer scrolls near it, not with the page.
const QuoteRequestForm = lazy(() =>
  import('./QuoteRequestForm').then((module) => ({ default: module.QuoteRequestForm })),
);

/** The home page's sourcing quote form (spec section 2), with its heading and lead. */
export function QuoteSection() {
  const [ref, isNear] = useNearViewport<HTMLElement>();
  const placeholder = <Skeleton shape="rect" aspectRatio="auto" className={styles.placeholder} />;
  return (
    <section ref={ref} className={catalogueStyles.section} aria-labelledby="home-quote">
      <h2 id="home-quote" className={catalogueStyles.sectionTitle}>
        <FormattedMessage id="home.quote.title" />
      </h2>
      <p className={catalogueStyles.lead}>
        <FormattedMessage id="home.quote.lead" />
      </p>
      {isNear ? (
        <Suspense fallback={placeholder}>
          <QuoteRequestForm />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
