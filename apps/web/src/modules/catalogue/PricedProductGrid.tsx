import type { ProductCard } from '@tijara/api';
import type { Product } from '@tijara/domain';
import { ProductGrid, type ProductGridProps } from '@tijara/ui';
import { usePriceCurrency } from '../../app/Price';
import { productAddress } from '../../app/routeTable';
import { ProductGridSkeleton } from './ProductGridSkeleton';

export type PricedProductGridProps = Omit<ProductGridProps, 'products' | 'currency' | 'rate' | 'getHref'> & {
  products: readonly ProductCard[];
};

/** Each card leads to its product's page (spec section 2). */
const productPageOf = (product: Pick<Product, 'id' | 'platformType'>) =>
  productAddress({ productId: product.id, platformType: product.platformType });

/**
 * The ui package's product grid with its prices in the buyer's currency (issue 7, item 5): the
 * cards format prices themselves, so they take the currency and rate `Price` uses. While an IQD
 * price waits for the rate, the cards show as placeholders rather than in the wrong currency.
 */
export function PricedProductGrid({ products, ...props }: PricedProductGridProps) {
  const display = usePriceCurrency();
  return (
    <ProductGridSkeleton count={products.length} isLoading={display === null}>
      <ProductGrid {...props} {...display} products={products} getHref={productPageOf} />
    </ProductGridSkeleton>
  );
}
