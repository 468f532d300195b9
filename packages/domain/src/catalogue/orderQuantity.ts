import { CART_ERROR, CART_MIN_QUANTITY, quantityProblem } from '../cart/cartRule';
import { formatCount, type Locale } from '../locale';
import type { ErrorKey } from '../validation';

export const ORDER_QUANTITY_ERROR = {
  /** Below the supplier's minimum order (1688's 起订量). */
  belowMinOrder: 'catalogue.quantity.belowMinOrder',
} as const satisfies Record<string, ErrorKey>;

/** What limits how many units of a product (or one of its variants) a buyer may order at once. */
export interface OrderQuantityLimits {
  /** The supplier's minimum order in units; 1 when there is none. */
  minOrder: number;
  /** Units in stock. */
  stock: number;
  /** The most one order may take, when the supplier sets one. */
  maxOrder?: number | undefined;
}

/**
 * Spec sections 3 and 5: a quantity on the product page (its freight estimate, then its cart line)
 * is a whole number, at least the product's minimum order, and not above stock or the maximum
 * (the cart's rule, {@link quantityProblem}). Answers the first rule broken, or null.
 */
export function orderQuantityProblem(
  quantity: number,
  { minOrder, stock, maxOrder }: OrderQuantityLimits,
): ErrorKey | null {
  if (!Number.isInteger(quantity)) return CART_ERROR.notWhole;
  if (quantity >= CART_MIN_QUANTITY && quantity < minOrder) return ORDER_QUANTITY_ERROR.belowMinOrder;
  return quantityProblem(quantity, { stock, maxQuantity: maxOrder });
}

/**
 * The figures a quantity problem's message quotes (`{minOrder}`, `{stock}`, `{maxOrder}`), as
 * counts in the buyer's language (`formatCount`), the way the product page shows them. Without a
 * maximum of its own, an order is limited by the stock.
 */
export function orderQuantityMessageValues(
  { minOrder, stock, maxOrder }: OrderQuantityLimits,
  locale: Locale,
): { minOrder: string; stock: string; maxOrder: string } {
  return {
    minOrder: formatCount(minOrder, locale),
    stock: formatCount(stock, locale),
    maxOrder: formatCount(maxOrder ?? stock, locale),
  };
}
