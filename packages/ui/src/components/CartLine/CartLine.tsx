import {
  CART_MIN_QUANTITY,
  lineTotal,
  maxOrderableQuantity,
  type DomainMessageKey,
  type QuantityLimits,
  type UsdCents,
} from '@tijara/domain';
import { useId } from 'react';
import { AlertIcon } from '../../icons';
import { useMessages, useUI } from '../../provider';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Link } from '../Link';
import { formatPrice, PriceDisplay, type PriceCurrencyProps } from '../PriceDisplay';
import { QuantityStepper } from '../QuantityStepper';
import * as styles from './CartLine.css';
import { cartLineMessages } from './CartLine.messages';

export type CartLineProps = PriceCurrencyProps & {
  /** The product's name in the buyer's language. */
  name: string;
  /** The app's page of the product. */
  href: string;
  /** The variant's picture (or the product's); decorative beside the name. */
  image?: string | undefined;
  /** The chosen variant, as the caller words it ("Colour: white, 220 V"). */
  variantText?: string | undefined;
  /** Today's unit price, in USD cents. */
  unitPrice: UsdCents;
  /** The unit price when the item was added, when it differs from today's: shows a notice. */
  previousUnitPrice?: UsdCents | undefined;
  /** The stock changed since the item was added: shows a notice with the stock left. @default false */
  stockChanged?: boolean | undefined;
  quantity: number;
  /** The variant's stock and the product's maximum per order; no stock shows the line as sold out. */
  limits: QuantityLimits;
  /** A refusal of the last quantity change (the server's `cart.quantity.aboveStock`). */
  quantityProblem?: DomainMessageKey | null | undefined;
  /** The product is no longer sold: the line can only be deleted. @default false */
  isUnavailable?: boolean | undefined;
  /** Whether the line is chosen for the order. */
  isSelected: boolean;
  onSelectionChange: (isSelected: boolean) => void;
  /** Called with a quantity within the limits. */
  onQuantityChange: (quantity: number) => void;
  onDelete: () => void;
  /** Layout only (margin, grid placement). */
  className?: string | undefined;
};

/**
 * One line of the cart (spec sections 2 and 5): a checkbox to choose it for the order, the
 * picture, the name linking to the product, the variant, the unit price (with a notice when the
 * price or the stock changed since it was added), the quantity stepper within the stock and the
 * product's maximum, the line total and a delete button. A line sold out or no longer sold cannot
 * be chosen or changed, only deleted. Made for 360 px first.
 */
export function CartLine({
  name,
  href,
  image,
  variantText,
  unitPrice,
  previousUnitPrice,
  stockChanged = false,
  quantity,
  limits,
  quantityProblem,
  isUnavailable = false,
  isSelected,
  onSelectionChange,
  onQuantityChange,
  onDelete,
  currency,
  rate,
  className,
}: CartLineProps) {
  const t = useMessages(cartLineMessages);
  const { locale } = useUI();
  const nameId = useId();
  const soldOut = maxOrderableQuantity(limits) < CART_MIN_QUANTITY;
  const blocked = isUnavailable || soldOut;
  const priceChanged = previousUnitPrice !== undefined && previousUnitPrice !== unitPrice;

  const notice = (text: string, tone: 'warning' | 'danger' = 'warning') => (
    <p className={styles.notice} data-tone={tone}>
      <AlertIcon className={styles.noticeIcon} aria-hidden="true" />
      {text}
    </p>
  );

  return (
    <div
      className={[styles.line, className].filter(Boolean).join(' ')}
      data-unavailable={blocked || undefined}
      aria-labelledby={nameId}
      role="group"
    >
      <Checkbox
        className={styles.select}
        aria-label={t('select', { name })}
        isSelected={isSelected && !blocked}
        isDisabled={blocked}
        onChange={onSelectionChange}
      />
      {image ? (
        <img
          className={styles.picture}
          src={image}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.picture} aria-hidden="true" />
      )}
      <div className={styles.info}>
        <p className={styles.name} id={nameId}>
          <Link variant="standalone" href={href}>
            {name}
          </Link>
        </p>
        {variantText ? <p className={styles.variant}>{variantText}</p> : null}
        {isUnavailable
          ? notice(t('unavailable'), 'danger')
          : soldOut
            ? notice(t('outOfStock'), 'danger')
            : null}
        {!blocked && priceChanged
          ? notice(
              t('priceChanged', {
                previous: formatPrice(previousUnitPrice, currency ?? 'USD', rate, locale),
              }),
            )
          : null}
        {!blocked && stockChanged ? notice(t('stockChanged', { count: limits.stock })) : null}
        <p className={styles.price}>
          <span>{t('unitPrice')}</span>
          <PriceDisplay price={unitPrice} currency={currency} rate={rate} size="sm" />
        </p>
        <p className={styles.total}>
          <span className={styles.totalLabel}>{t('lineTotal')}</span>
          <PriceDisplay price={lineTotal({ quantity, unitPrice })} currency={currency} rate={rate} />
        </p>
      </div>
      <div className={styles.controls}>
        {blocked ? null : (
          <QuantityStepper
            aria-label={t('quantityOf', { name })}
            value={quantity}
            limits={limits}
            problem={quantityProblem}
            onChange={(value) => {
              if (Number.isInteger(value) && value !== quantity) onQuantityChange(value);
            }}
          />
        )}
        <Button
          variant="ghost"
          size="sm"
          className={styles.remove}
          aria-label={t('deleteOf', { name })}
          onPress={onDelete}
        >
          {t('delete')}
        </Button>
      </div>
    </div>
  );
}
