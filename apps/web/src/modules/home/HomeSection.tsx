import { useProductPage } from '@tijara/api';
import { EmptyState, Link } from '@tijara/ui';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { categoryAddress } from '../../app/routeTable';
import { useNearViewport } from '../../app/useNearViewport';
import { HOME_SECTION_SIZE, homeSectionRequest } from '../catalogue/catalogueRequests';
import * as catalogueStyles from '../catalogue/CataloguePage.css';
import { PricedProductGrid } from '../catalogue/PricedProductGrid';
import { ProductGridSkeleton } from '../catalogue/ProductGridSkeleton';
import * as styles from './HomePage.css';

export interface HomeSectionProps {
  /** Spec section 4's home category id: hot 30, selected 54, video 12, local 101. */
  categoryId: number;
  title: MessageDescriptor;
  /**
   * Fetch and render at once (the first section, on the first screen); otherwise only once the
   * section comes near the screen. @default false
   */
  eager?: boolean;
}

/**
 * One of the home page's product sections (spec sections 2 and 4): the first products of its
 * category (`hello-page` with its id, by monthly sales) and a link to all of them.
 */
export function HomeSection({ categoryId, title, eager = false }: HomeSectionProps) {
  const intl = useIntl();
  const [ref, isNear] = useNearViewport<HTMLElement>();
  const { page, error, isLoading } = useProductPage(eager || isNear ? homeSectionRequest(categoryId) : null);
  const headingId = `home-section-${categoryId}`;
  const name = intl.formatMessage(title);
  const empty = page?.total === 0 || (!page && error && !isLoading);
  return (
    <section
      ref={ref}
      className={eager ? catalogueStyles.section : `${catalogueStyles.section} ${styles.belowTheFold}`}
      aria-labelledby={headingId}
      data-category-id={categoryId}
    >
      <div className={catalogueStyles.sectionHeader}>
        <h2 id={headingId} className={catalogueStyles.sectionTitle}>
          {name}
        </h2>
        {empty ? null : (
          <Link
            href={categoryAddress({ id: categoryId })}
            variant="standalone"
            aria-label={intl.formatMessage({ id: 'home.section.viewAllOf' }, { section: name })}
          >
            <FormattedMessage id="home.section.viewAll" />
          </Link>
        )}
      </div>
      {empty ? (
        <EmptyState headingLevel={3} title={<FormattedMessage id="home.section.empty" />} />
      ) : (
        <ProductGridSkeleton count={HOME_SECTION_SIZE} isLoading={!page}>
          {page ? <PricedProductGrid products={page.records} aria-label={name} /> : null}
        </ProductGridSkeleton>
      )}
    </section>
  );
}
