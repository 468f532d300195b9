import { useBrandDetail, useBrands } from '@tijara/api';
import { EmptyState, Skeleton, SkeletonGroup } from '@tijara/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { useMissingOnArrival } from '../../app/missingOnArrival';
import { brandAddress } from '../../app/routeTable';
import * as brandStyles from './HotBrandsPage.css';
import * as styles from './CataloguePage.css';
import { readBrandId } from './catalogueRequests';
import { ProductResults } from './ProductResults';

/** The side of a brand logo as the server draws it (200 x 200). */
const LOGO_PX = 200;

function BrandPanel({ brandId }: { brandId: number }) {
  const intl = useIntl();
  const { brand, error, isLoading } = useBrandDetail(brandId);
  // The server found it missing (and answered 404): the first render shows so, as its markup did.
  const arrivedMissing = useMissingOnArrival();
  if (!brand && (arrivedMissing || (error && !isLoading))) {
    return <EmptyState title={<FormattedMessage id="brands.notFound" />} />;
  }
  return (
    <section className={styles.section} aria-labelledby="brand-name">
      <SkeletonGroup isLoading={!brand} placeholder={<Skeleton shape="text" lines={3} />}>
        {brand ? (
          <div className={brandStyles.brandHeader}>
            {brand.logoUrl ? (
              <img
                className={brandStyles.brandLogo}
                src={brand.logoUrl}
                alt=""
                width={LOGO_PX}
                height={LOGO_PX}
              />
            ) : null}
            <div className={brandStyles.brandText}>
              <h2 id="brand-name" className={styles.sectionTitle}>
                {brand.name}
              </h2>
              {brand.description ? (
                <p className={styles.lead}>{brand.description}</p>
              ) : (
                // Spec section 2: "A brand page with no data shows 'no information on this brand'".
                <p className={styles.lead}>
                  <FormattedMessage id="brands.noInformation" />
                </p>
              )}
            </div>
          </div>
        ) : null}
      </SkeletonGroup>
      {brand ? (
        <ProductResults
          filter={{ brandId }}
          label={intl.formatMessage({ id: 'brands.products' }, { name: brand.name })}
          headingLevel={3}
          empty={<EmptyState headingLevel={3} title={<FormattedMessage id="brands.noProducts" />} />}
        />
      ) : null}
    </section>
  );
}

/**
 * `/hotBrand` (spec sections 2 and 7): the hot brands, and one brand's description and products
 * (`hello-page` by `brandId`); the first hot brand until the buyer picks one. A brand without a
 * description shows "no information on this brand".
 */
export function HotBrandsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'brands.title' });
  usePageTitle(title);
  const [searchParams] = useSearchParams();
  const { brands, isLoading } = useBrands({ hot: true });
  const asked = readBrandId(searchParams);
  const brandId = asked ?? brands?.[0]?.id ?? null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <nav aria-label={intl.formatMessage({ id: 'brands.list' })}>
        <SkeletonGroup isLoading={isLoading && !brands} placeholder={<Skeleton shape="text" lines={2} />}>
          {brands && brands.length === 0 ? (
            <EmptyState title={<FormattedMessage id="brands.none" />} />
          ) : (
            <ul className={brandStyles.brandList}>
              {brands?.map((brand) => (
                <li key={brand.id}>
                  <Link
                    className={brandStyles.brandLink}
                    to={brandAddress({ brandId: brand.id })}
                    aria-current={brand.id === brandId ? 'page' : undefined}
                  >
                    {brand.logoUrl ? (
                      <img
                        className={brandStyles.brandLinkLogo}
                        src={brand.logoUrl}
                        alt=""
                        width={LOGO_PX}
                        height={LOGO_PX}
                      />
                    ) : null}
                    <span>{brand.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </SkeletonGroup>
      </nav>
      {brandId === 'invalid' ? (
        <EmptyState title={<FormattedMessage id="brands.notFound" />} />
      ) : brandId === null ? null : (
        <BrandPanel key={brandId} brandId={brandId} />
      )}
    </div>
  );
}
