import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { CatalogueNotReady } from './CatalogueNotReady';
import * as styles from './CataloguePage.css';

/**
 * `/search-list` (spec section 2): the results of a text search (`name`) or of an image or
 * similar-item search (`id`). Laid out; its results come with the catalogue's search call.
 */
export function SearchResultsPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const text = searchParams.get('name')?.trim() ?? '';
  const title = text
    ? intl.formatMessage({ id: 'search.titleFor' }, { text })
    : intl.formatMessage({ id: 'search.title' });
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <CatalogueNotReady />
    </div>
  );
}
