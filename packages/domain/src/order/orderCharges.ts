import { sum, usdCents, type UsdCents } from '../money';

/** One line of an order as it is priced when the order is made (from the catalogue, on the server). */
export interface PricedOrderLine {
  productId: string;
  unitPrice: UsdCents;
  quantity: number;
  /** The product's freight from its supplier to the China warehouse. */
  chinaFreight: UsdCents;
}

/** What the buyer pays when ordering (spec section 4, flow step 2), in US cents. */
export interface FirstStageCharges {
  /** "Goods price": unit price × quantity over the lines. */
  goodsPrice: UsdCents;
  /** "China-section freight". */
  chinaFreight: UsdCents;
  /** The order's amount (spec section 3): goods price + China freight. */
  amount: UsdCents;
}

/** A line's total: unit price × quantity. */
export function orderLineTotal(line: Pick<PricedOrderLine, 'unitPrice' | 'quantity'>): UsdCents {
  if (!Number.isInteger(line.quantity) || line.quantity < 1)
    throw new RangeError(`quantity must be a positive integer, got ${line.quantity}`);
  return usdCents(line.unitPrice * line.quantity);
}

/**
 * The first-stage charges of an order (spec sections 3 and 4: "goods price and China leg are paid
 * at ordering"). The China freight is the product's, charged once per product however many of its
 * variants are ordered: the variants come from one supplier in one parcel, as the product page's
 * landed cost already counts it once per product.
 */
export function firstStageCharges(lines: readonly PricedOrderLine[]): FirstStageCharges {
  const goodsPrice = sum(lines.map(orderLineTotal));
  const freightOfProduct = new Map<string, UsdCents>();
  for (const line of lines) {
    const known = freightOfProduct.get(line.productId);
    // Variants of one product carry the product's one freight; keep the highest should they differ.
    if (known === undefined || line.chinaFreight > known)
      freightOfProduct.set(line.productId, line.chinaFreight);
  }
  const chinaFreight = sum([...freightOfProduct.values()]);
  return { goodsPrice, chinaFreight, amount: sum([goodsPrice, chinaFreight]) };
}
