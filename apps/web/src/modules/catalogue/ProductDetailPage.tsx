import { useProductDescription, useProductDetail, useRecommended, type ProductDetail } from '@tijara/api';
import { countValues } from '@tijara/domain';
import {
  Breadcrumb,
  Breadcrumbs,
  Button,
  EmptyState,
  Link,
  Skeleton,
  SkeletonGroup,
  useUI,
} from '@tijara/ui';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useMissingOnArrival } from '../../app/missingOnArrival';
import { Price } from '../../app/Price';
import { brandAddress, categoryPathAddress, homeAddress } from '../../app/routeTable';
import { useNearViewport } from '../../app/useNearViewport';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDomainKey } from '../../i18n/domainMessages';
import { readProductRequest } from './catalogueRequests';
import * as styles from './CataloguePage.css';
import { ProductGallery } from './ProductGallery';
import * as detailStyles from './ProductDetailPage.css';
import { ProductPurchase } from './ProductPurchase';

function Facts({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const { locale } = useUI();
  return (
    <ul className={detailStyles.facts}>
      <li>
        <FormattedMessage id="product.sold" values={countValues(product.sold, locale)} />
      </li>
      <li>
        <FormattedMessage id="product.monthSold" values={countValues(product.monthSold, locale)} />
      </li>
      {product.repurchaseRate === undefined ? null : (
        <li>
          <FormattedMessage
            id="product.repurchaseRate"
            values={{
              rate: intl.formatNumber(product.repurchaseRate, { style: 'percent', maximumFractionDigits: 1 }),
            }}
          />
        </li>
      )}
      <li>
        <FormattedMessage id="product.leadTime" values={{ days: product.leadTimeDays }} />
      </li>
    </ul>
  );
}

function Specifications({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const { lengthMm, widthMm, heightMm } = product.dimensions;
  const rows: { name: string; value: string }[] = [
    ...product.attributes,
    {
      name: intl.formatMessage({ id: 'product.weight' }),
      value: intl.formatMessage(
        { id: 'product.weightValue' },
        { weight: intl.formatNumber(product.grossWeightKg, { maximumFractionDigits: 3 }) },
      ),
    },
    {
      name: intl.formatMessage({ id: 'product.size' }),
      value: intl.formatMessage(
        { id: 'product.sizeValue' },
        { length: lengthMm, width: widthMm, height: heightMm },
      ),
    },
  ];
  if (product.trademark)
    rows.push({ name: intl.formatMessage({ id: 'product.trademark' }), value: product.trademark });
  return (
    <section className={styles.panel} aria-labelledby="product-specifications">
      <h2 id="product-specifications" className={detailStyles.panelTitle}>
        <FormattedMessage id="product.specifications" />
      </h2>
      <dl className={detailStyles.specifications}>
        {rows.map((row) => (
          <div key={row.name} className={detailStyles.specification}>
            <dt>{row.name}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The description's pictures, loaded lazily (the server's allowlist keeps `<img src alt>` only). */
function lazyPictures(html: string): string {
  return html.replace(/<img\b/gi, '<img loading="lazy" decoding="async"');
}

// The similar products' cards are drawn only when the buyer scrolls near them: their code too.
const PricedProductGrid = lazy(() =>
  import('./PricedProductGrid').then((module) => ({ default: module.PricedProductGrid })),
);

// The description and the similar products are below the fold: they are fetched and drawn when
// the buyer scrolls near them, so the pictures, price and purchase box come first.

function Description({ productId }: { productId: string }) {
  const [ref, isNear] = useNearViewport<HTMLElement>();
  const { html, isLoading } = useProductDescription(isNear ? productId : null);
  if (isNear && !isLoading && !html) return null;
  return (
    <section ref={ref} className={styles.panel} aria-labelledby="product-description">
      <h2 id="product-description" className={detailStyles.panelTitle}>
        <FormattedMessage id="product.description" />
      </h2>
      <SkeletonGroup isLoading={html === undefined} placeholder={<Skeleton shape="text" lines={4} />}>
        {/*
          The description is HTML the server has already sanitised (`/hello/product/description`:
          sanitize-html with an allowlist of text, list, heading and table tags and images from the
          catalogue's media or https only; no scripts, styles, links, event handlers or frames), so
          it is rendered as HTML here rather than escaped. Its pictures are below the fold: they
          load as the buyer scrolls to them.
        */}
        <div className={styles.richText} dangerouslySetInnerHTML={{ __html: lazyPictures(html ?? '') }} />
      </SkeletonGroup>
    </section>
  );
}

function SimilarProducts({ productId }: { productId: string }) {
  const intl = useIntl();
  const [ref, isNear] = useNearViewport<HTMLElement>();
  const { products, isLoading } = useRecommended(isNear ? productId : null);
  if (isNear && !isLoading && (!products || products.length === 0)) return null;
  const label = intl.formatMessage({ id: 'product.similar' });
  return (
    <section ref={ref} className={styles.section} aria-labelledby="product-similar">
      <h2 id="product-similar" className={styles.sectionTitle}>
        {label}
      </h2>
      <SkeletonGroup isLoading={!products} placeholder={<Skeleton shape="text" lines={3} />}>
        {products ? (
          <Suspense fallback={<Skeleton shape="text" lines={3} />}>
            <PricedProductGrid products={products} aria-label={label} />
          </Suspense>
        ) : null}
      </SkeletonGroup>
    </section>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <Breadcrumbs>
        <Breadcrumb href={homeAddress()}>
          {intl.formatMessage({ id: 'catalogue.breadcrumb.home' })}
        </Breadcrumb>
        {product.categoryPath.map((category, index) => (
          <Breadcrumb
            key={category.categoryId}
            href={categoryPathAddress(product.categoryPath.slice(0, index + 1))}
          >
            {category.categoryName}
          </Breadcrumb>
        ))}
        <Breadcrumb>{product.name}</Breadcrumb>
      </Breadcrumbs>
      <div className={detailStyles.top}>
        <ProductGallery
          name={product.name}
          images={product.images}
          thumbnailUrls={product.thumbnailUrls}
          videoUrl={product.videoUrl}
        />
        <div className={detailStyles.summary}>
          <h1 className={styles.title}>{product.name}</h1>
          <Price size="lg" price={{ min: product.price, max: product.maxPrice }} />
          <Facts product={product} />
          {product.brandInfo ? (
            <p className={detailStyles.brand}>
              <FormattedMessage
                id="product.brand"
                values={{
                  brand: (
                    <Link href={brandAddress({ brandId: product.brandInfo.id })} variant="inline">
                      {product.brandInfo.name}
                    </Link>
                  ),
                }}
              />
            </p>
          ) : null}
          <ProductPurchase product={product} />
        </div>
      </div>
      <Specifications product={product} />
      <Description productId={product.id} />
      <SimilarProducts productId={product.id} />
    </div>
  );
}

/**
 * `/commodity_details?productId&platformType` (spec section 2): the product's pictures and video,
 * variants with stock and price, quantity, landed-cost estimate, specifications, description and
 * similar products. An unknown or removed product (404) shows spec section 8's "product invalid or
 * removed from shelves".
 */
export function ProductDetailPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const request = readProductRequest(searchParams);
  const { product, error, isLoading, mutate } = useProductDetail(
    request?.productId ?? null,
    request?.platformType,
  );
  usePageTitle(product?.name ?? intl.formatMessage({ id: 'product.title' }));

  // The server found it missing (and answered 404): the first render shows so, as its markup did.
  const arrivedMissing = useMissingOnArrival();
  const missing = request === null || (!product && (arrivedMissing || error?.failure.code === 404));
  if (missing) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>
          <FormattedMessage id="product.title" />
        </h1>
        <EmptyState
          title={formatDomainKey(intl, 'error.productUnavailable')}
          description={<FormattedMessage id="product.unavailable.description" />}
          action={
            <Link href={homeAddress()} variant="standalone">
              <FormattedMessage id="notFound.backHome" />
            </Link>
          }
        />
      </div>
    );
  }
  if (!product && error && !isLoading) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>
          <FormattedMessage id="product.title" />
        </h1>
        <EmptyState
          title={<FormattedMessage id="product.failed" />}
          action={
            <Button variant="secondary" onPress={() => void mutate()}>
              <FormattedMessage id="catalogue.retry" />
            </Button>
          }
        />
      </div>
    );
  }
  if (!product) {
    return (
      <SkeletonGroup
        isLoading
        placeholder={
          <div className={detailStyles.top}>
            <Skeleton />
            <Skeleton shape="text" lines={6} />
          </div>
        }
      />
    );
  }
  // A new product starts with its own choice: the purchase box keeps no state across products.
  return <ProductView key={product.id} product={product} />;
}
