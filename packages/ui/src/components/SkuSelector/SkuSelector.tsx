import {
  attributeOptions,
  countValues,
  effectivePrice,
  findVariant,
  initialSelection,
  isValueAvailable,
  priceRange,
  type ProductVariant,
  type UsdCents,
  type VariantSelection,
} from '@tijara/domain';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useMessages, useUI } from '../../provider';
import { formatPrice, type PriceCurrencyProps } from '../PriceDisplay';
import * as styles from './SkuSelector.css';
import { skuSelectorMessages } from './SkuSelector.messages';

export interface SkuSelectorProps extends PriceCurrencyProps {
  /** The product's variants (SKUs), with stock and price. */
  variants: readonly ProductVariant[];
  /** The chosen values, when the caller controls them. */
  selection?: VariantSelection;
  /** The values chosen at first. @default the domain's `initialSelection` (the first variant in stock) */
  defaultSelection?: VariantSelection;
  /** Runs on every choice with the variant now chosen (undefined until every attribute has a value). */
  onChange?: (variant: ProductVariant | undefined, selection: VariantSelection) => void;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * Chooses a product variant (spec sections 2 and 3): one radio group per attribute, values with
 * their picture when they have one, values that lead to no variant in stock disabled. Before every
 * attribute has a value it shows the min-max price of the variants; after, the variant's price
 * (the struck-through original beside a promotion price) and its stock, in the buyer's currency
 * (`currency` and `rate`, as `PriceDisplay` takes them; USD by default). Keyboard: Tab moves
 * between attributes, the arrows between values.
 */
export function SkuSelector({
  variants,
  selection,
  defaultSelection,
  onChange,
  className,
  currency = 'USD',
  rate,
}: SkuSelectorProps) {
  const t = useMessages(skuSelectorMessages);
  const { locale } = useUI();
  const [own, setOwn] = useState<VariantSelection>(() => defaultSelection ?? initialSelection(variants));
  const chosen = selection ?? own;
  const attributes = attributeOptions(variants);
  const variant = findVariant(variants, chosen);

  function choose(name: string, value: string) {
    const next = { ...chosen, [name]: value };
    setOwn(next);
    onChange?.(findVariant(variants, next), next);
  }

  const format = (amount: UsdCents) => formatPrice(amount, currency, rate, locale);
  const range = priceRange(variants);
  let price = '';
  if (variant) price = format(effectivePrice(variant));
  else if (range)
    price = range.min === range.max ? format(range.min) : `${format(range.min)} – ${format(range.max)}`;

  let stock = t('chooseAll');
  if (variant) stock = variant.stock > 0 ? t('inStock', countValues(variant.stock, locale)) : t('outOfStock');

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {attributes.map((attribute) => (
        <RadioGroup
          key={attribute.name}
          orientation="horizontal"
          value={chosen[attribute.name] ?? null}
          onChange={(value) => choose(attribute.name, value)}
          className={styles.group}
        >
          <Label className={styles.groupLabel}>{attribute.name}</Label>
          <div className={styles.values}>
            {attribute.values.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                isDisabled={!isValueAvailable(variants, chosen, attribute.name, option.value)}
                className={styles.value}
              >
                {option.imageUrl ? <img src={option.imageUrl} alt="" className={styles.swatch} /> : null}
                {option.translatedValue ?? option.value}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      ))}
      <div className={styles.summary} aria-live="polite">
        <div>
          <span className={styles.price} dir="ltr" data-testid="sku-price">
            {price}
          </span>
          {variant?.promotionPrice !== undefined ? (
            <s className={styles.original} dir="ltr">
              {format(variant.price)}
            </s>
          ) : null}
        </div>
        <span className={styles.stock}>{stock}</span>
      </div>
    </div>
  );
}
