import type { ProductCard } from '@tijara/api';
import { ProductGrid, type ProductGridProps } from '@tijara/ui';
import { usePriceCurrency } from '../../app/Price';
import { ProductGridSkeleton } from './ProductGridSkeleton';

export type PricedProductGridProps = Omit<ProductGridProps, 'products' | 'currency' | 'rate'> & {
  products: readonly ProductCard[];
};

/**
 * The ui package's product grid with its prices in the buyer's currency (issue 7, item 5): the
 * cards format prices themselves, so they take the currency and rate `Price` uses. While an IQD
 * price waits for the rate, the cards show as placeholders rather than in the wrong currency.
 */
export function PricedProductGrid({ products, ...props }: PricedProductGridProps) {
  const display = usePriceCurrency();
  return (
    <ProductGridSkeleton count={products.length} isLoading={display === null}>
      <ProductGrid {...props} {...display} products={products} />
    </ProductGridSkeleton>
  );
}
