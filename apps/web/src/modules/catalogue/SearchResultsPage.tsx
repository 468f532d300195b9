import { EmptyState } from '@tijara/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { readSearchTarget } from './catalogueRequests';
import * as styles from './CataloguePage.css';
import { ProductResults } from './ProductResults';
import { SearchNoResults } from './SearchNoResults';

/**
 * `/search-list` (spec section 2): the results of a text search (`name`), with the cards' search
 * ribbons. Text that is empty once folded (spaces, punctuation) is spec section 8's "empty search"
 * warning, and nothing is asked of the server. A search that finds nothing offers corrections, the
 * hot words and the categories instead (`SearchNoResults`). An image or similar-item search (`id`) needs the
 * image-search calls, which do not exist yet: the page says so.
 */
export function SearchResultsPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const target = readSearchTarget(searchParams);
  const text = target.kind === 'byImage' ? '' : target.text;
  const title = text
    ? intl.formatMessage({ id: 'search.titleFor' }, { text })
    : intl.formatMessage({ id: 'search.title' });
  usePageTitle(title);

  let body;
  if (target.kind === 'byImage') {
    body = <EmptyState title={<FormattedMessage id="search.byImageUnavailable" />} />;
  } else if (target.kind === 'empty') {
    body = (
      <EmptyState
        title={<FormattedMessage id="search.empty.title" />}
        description={<FormattedMessage id="search.empty.description" />}
      />
    );
  } else {
    body = (
      <ProductResults
        filter={target.filter}
        label={intl.formatMessage({ id: 'search.title' })}
        mode="search"
        empty={<SearchNoResults text={target.filter.keyword ?? text} />}
      />
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {body}
    </div>
  );
}
