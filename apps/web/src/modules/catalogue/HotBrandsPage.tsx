import { useIntl } from 'react-intl';
import { usePageTitle } from '../../app/usePageTitle';
import { CatalogueNotReady } from './CatalogueNotReady';
import * as styles from './CataloguePage.css';

/**
 * `/hotBrand` (spec section 2): the hot brands, each with its description, and "no information on
 * this brand" for one without. Laid out; its data comes with the brand calls.
 */
export function HotBrandsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'brands.title' });
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <CatalogueNotReady />
    </div>
  );
}
