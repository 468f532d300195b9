import { useIntl } from 'react-intl';
import { usePageTitle } from '../../app/usePageTitle';
import { CatalogueNotReady } from './CatalogueNotReady';
import * as styles from './CataloguePage.css';

/**
 * `/commodity_details?productId&platformType` (spec section 2): a product's pictures, video,
 * variants, quantity, similar products and landed cost. Laid out; its data comes with the product
 * calls.
 */
export function ProductDetailPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'product.title' });
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <CatalogueNotReady />
    </div>
  );
}
