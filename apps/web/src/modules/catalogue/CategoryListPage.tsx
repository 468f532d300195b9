import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { CatalogueNotReady } from './CatalogueNotReady';
import * as styles from './CataloguePage.css';

const titles = defineMessages({
  category: { id: 'category.title' },
  hot: { id: 'category.hotTitle' },
});

/**
 * `/category_search_list` (spec section 2): a category's products (`id`, with its top-level
 * `firstId`), or the hot products (`type=hot`). Laid out; its products come with the catalogue calls.
 */
export function CategoryListPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const title = intl.formatMessage(searchParams.get('type') === 'hot' ? titles.hot : titles.category);
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <CatalogueNotReady />
    </div>
  );
}
