import { formatIqd, formatUsd, usdToIqd, type IqdPerUsd, type Locale, type UsdCents } from '@tijara/domain';
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { useMessages, useUI } from '../../provider';
import * as styles from './PriceDisplay.css';
import { priceDisplayMessages } from './PriceDisplay.messages';

/** The currencies a price is shown in (spec section 9). */
export const PRICE_CURRENCIES = ['USD', 'IQD'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

export const PRICE_SIZES = ['sm', 'md', 'lg'] as const;
export type PriceSize = (typeof PRICE_SIZES)[number];

/** A lowest and highest price, as `priceRange` of `@tijara/domain` returns them. */
export interface PriceRangeValue {
  min: UsdCents;
  max: UsdCents;
}

export interface PriceCurrencyProps {
  /** The currency the price is shown in; amounts are always given in USD cents. @default 'USD' */
  currency?: PriceCurrency | undefined;
  /** IQD per USD 1 (the header's rate); required for IQD, which is converted from the USD amount. */
  rate?: IqdPerUsd | undefined;
}

export type PriceDisplayProps = PriceCurrencyProps & {
  /** The price the buyer pays, in USD cents, or a min-max range over the variants. */
  price: UsdCents | PriceRangeValue;
  /** The price before a promotion, shown struck through beside `price` when it is higher. */
  originalPrice?: UsdCents | undefined;
  /** @default 'md' */
  size?: PriceSize;
  /** Layout only (margin, grid placement). */
  className?: string;
};

/**
 * One amount as text by the spec's display rule (section 9): USD as "$1,234.56" in every locale
 * (`formatUsd`), IQD converted at the rate and shown in whole dinars (`formatIqd`).
 */
export function formatPrice(
  amount: UsdCents,
  currency: PriceCurrency,
  rate: IqdPerUsd | undefined,
  locale: Locale,
): string {
  if (currency === 'USD') return formatUsd(amount);
  if (rate === undefined) throw new RangeError('an IQD price needs the IQD per USD rate');
  return formatIqd(usdToIqd(amount, rate), locale);
}

function isRange(price: UsdCents | PriceRangeValue): price is PriceRangeValue {
  return typeof price === 'object';
}

/**
 * A price, a min-max range, or a promotion price beside the struck-through original. USD is
 * isolated left to right (`<bdi dir="ltr">`) so "$" stays before the digits in Arabic and Kurdish;
 * IQD is isolated in its own direction. A promotion is read as one sentence ("Was $12.00, now
 * $9.50"); the struck-through text alone would not say which price is which.
 */
export function PriceDisplay({
  price,
  originalPrice,
  currency = 'USD',
  rate,
  size = 'md',
  className,
}: PriceDisplayProps) {
  const { locale } = useUI();
  const t = useMessages(priceDisplayMessages);
  const text = (amount: UsdCents) => formatPrice(amount, currency, rate, locale);
  const amount = (value: UsdCents, key?: string): ReactNode =>
    currency === 'USD' ? (
      <bdi key={key} dir="ltr">
        {text(value)}
      </bdi>
    ) : (
      <bdi key={key}>{text(value)}</bdi>
    );
  const rootClass = [styles.root({ size }), className].filter(Boolean).join(' ');

  if (isRange(price)) {
    if (price.min === price.max)
      return <PriceDisplay {...{ currency, rate, size, className }} price={price.min} />;
    return (
      <span className={rootClass} data-price="range">
        <span className={styles.current} aria-hidden="true">
          {amount(price.min, 'min')} – {amount(price.max, 'max')}
        </span>
        <VisuallyHidden elementType="span">
          {t('range', { min: text(price.min), max: text(price.max) })}
        </VisuallyHidden>
      </span>
    );
  }

  if (originalPrice !== undefined && originalPrice > price) {
    return (
      <span className={rootClass} data-price="promotion">
        <span className={styles.current} aria-hidden="true">
          {amount(price)}
        </span>
        <s className={styles.original} aria-hidden="true">
          {amount(originalPrice)}
        </s>
        <VisuallyHidden elementType="span">
          {t('promotion', { original: text(originalPrice), price: text(price) })}
        </VisuallyHidden>
      </span>
    );
  }

  return (
    <span className={rootClass} data-price="single">
      <span className={styles.current}>{amount(price)}</span>
    </span>
  );
}
