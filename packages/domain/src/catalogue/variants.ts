import type { UsdCents } from '../money';
import type { ProductVariant } from './product';

/** One attribute and the values the product's variants offer for it, in first-seen order. */
export interface AttributeOptions {
  name: string;
  values: { value: string; imageUrl?: string | undefined; translatedValue?: string | undefined }[];
}

/** A choice of one value per attribute name. */
export type VariantSelection = Readonly<Record<string, string>>;

/**
 * Spec section 3: "Grouping yields attribute lists". Names and values keep the order the supplier
 * listed them in; a value's image is the first one any variant gives it.
 */
export function attributeOptions(variants: readonly ProductVariant[]): AttributeOptions[] {
  const byName = new Map<string, AttributeOptions>();
  for (const variant of variants) {
    for (const attribute of variant.attributes) {
      let options = byName.get(attribute.name);
      if (!options) {
        options = { name: attribute.name, values: [] };
        byName.set(attribute.name, options);
      }
      const existing = options.values.find((option) => option.value === attribute.value);
      if (!existing) {
        options.values.push({
          value: attribute.value,
          imageUrl: attribute.skuImageUrl,
          translatedValue: attribute.translatedValue,
        });
      } else if (!existing.imageUrl && attribute.skuImageUrl) {
        existing.imageUrl = attribute.skuImageUrl;
      }
    }
  }
  return [...byName.values()];
}

function matches(variant: ProductVariant, selection: VariantSelection): boolean {
  return Object.entries(selection).every(([name, value]) =>
    variant.attributes.some((attribute) => attribute.name === name && attribute.value === value),
  );
}

/** Spec section 3: "combination lookup": the variant with exactly the selected values. */
export function findVariant(
  variants: readonly ProductVariant[],
  selection: VariantSelection,
): ProductVariant | undefined {
  return variants.find(
    (variant) => variant.attributes.length === Object.keys(selection).length && matches(variant, selection),
  );
}

/**
 * Whether choosing `value` for `name`, keeping the rest of the selection, still leads to a variant
 * in stock: a button for a value that cannot be bought is shown disabled.
 */
export function isValueAvailable(
  variants: readonly ProductVariant[],
  selection: VariantSelection,
  name: string,
  value: string,
): boolean {
  const next = { ...selection, [name]: value };
  return variants.some((variant) => variant.stock > 0 && matches(variant, next));
}

/** Spec section 3: "initial selection": the first variant in stock, else the first variant. */
export function initialSelection(variants: readonly ProductVariant[]): VariantSelection {
  const first = variants.find((variant) => variant.stock > 0) ?? variants[0];
  return first
    ? Object.fromEntries(first.attributes.map((attribute) => [attribute.name, attribute.value]))
    : {};
}

/** What a buyer pays for a variant: the promotion price when there is one. */
export function effectivePrice(variant: Pick<ProductVariant, 'price' | 'promotionPrice'>): UsdCents {
  return variant.promotionPrice ?? variant.price;
}

/** Spec section 3: "min/max price" over the variants, on the price a buyer pays; null when none. */
export function priceRange(variants: readonly ProductVariant[]): { min: UsdCents; max: UsdCents } | null {
  if (variants.length === 0) return null;
  const prices = variants.map(effectivePrice);
  return { min: Math.min(...prices) as UsdCents, max: Math.max(...prices) as UsdCents };
}
