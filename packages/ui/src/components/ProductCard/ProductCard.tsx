import {
  countValues,
  effectivePrice,
  hasBadge,
  hasVideoPreview,
  priceRange,
  PRODUCT_THUMBNAIL_PX,
  searchRibbons,
  type Product,
  type UsdCents,
} from '@tijara/domain';
import { memo, useState, type FocusEvent } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Link as AriaLink } from 'react-aria-components';
import { useMessages, useUI } from '../../provider';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Grid, type GridProps } from '../Grid';
import { safeRel } from '../Link/Link';
import { linkMessages } from '../Link/Link.messages';
import { PriceDisplay, type PriceCurrencyProps, type PriceRangeValue } from '../PriceDisplay';
import { Ribbon } from '../Ribbon';
import { Tag } from '../Tag';
import { VideoPlayer } from '../VideoPlayer';
import * as styles from './ProductCard.css';
import { productCardMessages } from './ProductCard.messages';

/** The card's modes (spec section 2): a plain card, a search result, an entry of the favorites. */
export const PRODUCT_CARD_MODES = ['default', 'search', 'favorite'] as const;
export type ProductCardMode = (typeof PRODUCT_CARD_MODES)[number];

/**
 * What the card shows as the price: the min-max range over the variants when they differ,
 * otherwise one price, with the struck-through price when a lone variant is on promotion.
 */
export function cardPrice(product: Pick<Product, 'price' | 'variants'>): {
  price: UsdCents | PriceRangeValue;
  originalPrice?: UsdCents;
} {
  const range = priceRange(product.variants);
  if (range && range.min !== range.max) return { price: range };
  const [only] = product.variants;
  if (product.variants.length === 1 && only?.promotionPrice !== undefined) {
    return { price: effectivePrice(only), originalPrice: only.price };
  }
  return { price: range?.min ?? product.price };
}

export type ProductCardProps = PriceCurrencyProps & {
  product: Product;
  /**
   * Where the card leads: the app's page of the product (the design system knows no addresses).
   * It opens in a new tab.
   */
  href: string;
  /** `search` adds the similar-products action, `favorite` the selection checkbox. @default 'default' */
  mode?: ProductCardMode;
  /** Search mode: called when the buyer asks for similar products. */
  onFindSimilar?: ((product: Product) => void) | undefined;
  /** Favorite mode: whether the product is chosen (for export or grouping). @default false */
  isSelected?: boolean | undefined;
  /** Favorite mode: called when the buyer ticks or unticks the product. */
  onSelectionChange?: ((isSelected: boolean, product: Product) => void) | undefined;
  /** The caller's labels shown as chips under the price ("Free shipping"). */
  labels?: readonly string[] | undefined;
  /** The ribbon texts for search tags 0 and 1; built-in "Hot" and "New" by default. */
  ribbonLabels?: Partial<Record<0 | 1, string>> | undefined;
  /** The heading level of the product name in the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /**
   * The card shows in the page's first screen: its picture loads at once and ahead of the page's
   * other pictures, instead of lazily (it is often the largest thing painted). @default false
   */
  isPriority?: boolean | undefined;
  /** Layout only (margin, grid placement). */
  className?: string | undefined;
};

/**
 * A product in a list (spec sections 2 and 9): a 300 x 300 lazy thumbnail, the name on two lines,
 * the price or price range, sold and monthly sales, the caller's labels; a muted video preview on
 * hover or focus for tag 12, a badge for tag 2, a ribbon for search tags 0 and 1. The whole card
 * opens the product detail in a new tab through its one link, the name (block link); the
 * similar-products button and the favorite checkbox sit above that link.
 */
export const ProductCard = memo(function ProductCard({
  product,
  href,
  mode = 'default',
  onFindSimilar,
  isSelected = false,
  onSelectionChange,
  labels,
  ribbonLabels,
  headingLevel = 3,
  isPriority = false,
  currency,
  rate,
  className,
}: ProductCardProps) {
  const t = useMessages(productCardMessages);
  const { locale } = useUI();
  const tLink = useMessages(linkMessages);
  const [isActive, setActive] = useState(false);
  const [videoRequested, setVideoRequested] = useState(false);
  const withVideo = hasVideoPreview(product);
  const activate = () => {
    setActive(true);
    if (withVideo) setVideoRequested(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setActive(false);
  };
  const Heading = `h${headingLevel}` as const;
  const ribbon = mode === 'search' ? searchRibbons(product)[0] : undefined;
  const ribbonText =
    ribbon === undefined
      ? undefined
      : (ribbonLabels?.[ribbon as 0 | 1] ?? t(ribbon === 0 ? 'ribbonTag0' : 'ribbonTag1'));

  const picture = (
    <div className={styles.picture}>
      <img
        className={styles.thumbnail}
        src={product.images[0]}
        alt=""
        width={PRODUCT_THUMBNAIL_PX}
        height={PRODUCT_THUMBNAIL_PX}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : undefined}
        decoding="async"
      />
      {withVideo && videoRequested && product.videoUrl ? (
        <VideoPlayer
          mode="preview"
          src={product.videoUrl}
          poster={product.images[0]}
          isPlaying={isActive}
          width={PRODUCT_THUMBNAIL_PX}
          height={PRODUCT_THUMBNAIL_PX}
        />
      ) : null}
    </div>
  );

  // After the link in the reading and Tab order, drawn over the picture and above the link.
  const overlay =
    (mode === 'search' && onFindSimilar) || mode === 'favorite' ? (
      <div className={styles.overlay}>
        {mode === 'search' && onFindSimilar ? (
          <Button
            variant="secondary"
            size="sm"
            className={styles.similar}
            aria-label={t('findSimilarOf', { name: product.name })}
            onPress={() => onFindSimilar(product)}
          >
            {t('findSimilar')}
          </Button>
        ) : null}
        {mode === 'favorite' ? (
          <Checkbox
            className={styles.favorite}
            aria-label={t('select', { name: product.name })}
            isSelected={isSelected}
            onChange={(selected) => onSelectionChange?.(selected, product)}
          />
        ) : null}
      </div>
    ) : null;

  return (
    <article
      className={[styles.card, className].filter(Boolean).join(' ')}
      data-mode={mode}
      data-active={isActive || undefined}
      onPointerEnter={activate}
      onPointerLeave={() => setActive(false)}
      onFocus={activate}
      onBlur={onBlur}
    >
      {ribbonText ? (
        <Ribbon label={ribbonText} className={styles.ribbonFrame}>
          {picture}
        </Ribbon>
      ) : (
        picture
      )}
      <div className={styles.body}>
        <Heading className={styles.name}>
          <AriaLink className={styles.link} href={href} target="_blank" rel={safeRel('_blank', undefined)}>
            {product.name}
            <VisuallyHidden elementType="span"> {tLink('opensInNewTab')}</VisuallyHidden>
          </AriaLink>
        </Heading>
        <PriceDisplay {...cardPrice(product)} currency={currency} rate={rate} />
        <p className={styles.sales}>
          <span>{t('sold', countValues(product.sold, locale))}</span>
          <span>{t('monthSold', countValues(product.monthSold, locale))}</span>
        </p>
        {hasBadge(product) || (labels && labels.length > 0) ? (
          <div className={styles.tags}>
            {hasBadge(product) ? (
              <Tag tone="primary" data-badge="">
                {t('featured')}
              </Tag>
            ) : null}
            {labels?.map((label) => (
              <Tag key={label}>{label}</Tag>
            ))}
          </div>
        ) : null}
      </div>
      {overlay}
    </article>
  );
});

/**
 * The product grid's columns and gaps: two columns on a 360 px phone, three on a tablet, five on a
 * desktop. Exported for a caller's placeholder of the same shape (skeleton cards).
 */
export const PRODUCT_GRID_LAYOUT = {
  columns: { base: 2, tablet: 3, desktop: 5 },
  gap: { base: 'sm', tablet: 'lg' },
} as const satisfies Pick<GridProps, 'columns' | 'gap'>;

export interface ProductGridProps extends Omit<
  ProductCardProps,
  'product' | 'href' | 'isSelected' | 'labels' | 'isPriority' | 'className'
> {
  products: readonly Product[];
  /** Each card's link: the app's page of the product (see the card's `href`). */
  getHref: (product: Product) => string;
  /** Favorite mode: the ids of the chosen products. */
  selectedIds?: ReadonlySet<string> | undefined;
  /** The caller's chips per product. */
  getLabels?: ((product: Product) => readonly string[]) | undefined;
  /** The list's name for screen readers ("Search results"). */
  'aria-label'?: string | undefined;
  /**
   * How many cards, from the first, show in the page's first screen: their pictures load at once
   * (see the card's `isPriority`); the rest load lazily. @default 0
   */
  priorityCount?: number | undefined;
  /** Layout only (margin, grid placement). */
  className?: string | undefined;
}

/**
 * Product cards in a responsive grid: two columns on a phone, three on a tablet, five on a
 * desktop. It stays fast with 60 cards: thumbnails load lazily, a card mounts its video only on
 * first hover or focus, cards are memoised, and rows off screen skip layout and paint
 * (`content-visibility: auto`, with an intrinsic size so the scroll bar does not jump).
 */
export function ProductGrid({
  products,
  getHref,
  selectedIds,
  getLabels,
  'aria-label': ariaLabel,
  priorityCount = 0,
  className,
  ...cardProps
}: ProductGridProps) {
  return (
    <Grid as="ul" {...PRODUCT_GRID_LAYOUT} className={className} aria-label={ariaLabel}>
      {products.map((product, index) => (
        <li key={`${product.platformType}-${product.id}`} className={styles.gridItem}>
          <ProductCard
            {...cardProps}
            isPriority={index < priorityCount}
            product={product}
            href={getHref(product)}
            isSelected={selectedIds?.has(product.id) ?? false}
            labels={getLabels?.(product)}
          />
        </li>
      ))}
    </Grid>
  );
}
