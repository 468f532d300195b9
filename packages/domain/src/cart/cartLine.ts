import { z } from 'zod';
import { OUTCOME_MESSAGE } from '../errors';
import type { UsdCents } from '../money';
import { withKey, type ErrorKey } from '../validation';
import {
  CART_ERROR,
  CART_MIN_QUANTITY,
  orderProblem,
  quantityProblem,
  type CartItem,
  type MixedBatchRule,
} from './cartRule';

/**
 * The most lines (variants) one cart holds. The spec names the refusal (section 8, 6011 "cart
 * number tip") but not the figure; 200 variants is far above any order the storefront has seen,
 * and keeps every cart call (the summary reads all lines) bounded.
 */
export const CART_MAX_LINES = 200;

/**
 * The largest quantity a request may carry: PostgreSQL's integer, so no quantity overflows the
 * column. It is not a business limit (stock and the product's maximum are, and are far lower); it
 * only keeps absurd numbers from reaching the database.
 */
export const CART_QUANTITY_WIRE_MAX = 2_147_483_647;

/**
 * A quantity as a cart call receives it (spec section 5: "quantity at least 1"): a whole number of
 * at least {@link CART_MIN_QUANTITY}. Stock and the maximum are checked by the server against the
 * catalogue, with {@link quantityProblem}, since the request cannot know them.
 */
export const cartQuantityRequestSchema = z
  .number(withKey(CART_ERROR.notWhole))
  .int(withKey(CART_ERROR.notWhole))
  .min(CART_MIN_QUANTITY, withKey(CART_ERROR.belowMinimum))
  .max(CART_QUANTITY_WIRE_MAX);

/** What a cart line remembers of the catalogue when it was added or last changed by the buyer. */
export interface SeenTerms {
  unitPrice: UsdCents;
  stock: number;
}

/**
 * Issue 14: "a price or stock that changed since the item was added is shown as changed". The
 * terms are those the buyer last saw when adding or changing the line (the server refreshes them
 * then); any difference counts, up or down, and the screen shows the old figure beside the new.
 */
export function cartLineChanges(
  seen: SeenTerms,
  current: SeenTerms,
): { priceChanged: boolean; stockChanged: boolean } {
  return { priceChanged: seen.unitPrice !== current.unitPrice, stockChanged: seen.stock !== current.stock };
}

/**
 * The merchant's mixed-batch rule as this catalogue states it (spec section 5): a product's
 * minimum order (1688's 起订量) may be reached by mixing its variants, so the cart's lines of one
 * product count together. None for a product without a minimum above one unit.
 */
export function mixedBatchRuleOfMinOrder(minOrder: number): MixedBatchRule | undefined {
  return minOrder > CART_MIN_QUANTITY ? { minQuantity: minOrder } : undefined;
}

/** A cart line with whether its variant is still in the catalogue. */
export interface CartLine extends CartItem {
  /** False when the variant (or its product) left the catalogue since it was added. */
  available: boolean;
}

/**
 * One line's problem, shown beside it: a product removed from the shelves (spec section 8), or a
 * quantity that no longer fits the stock or the maximum. Null when it can be ordered as it is.
 */
export function cartLineProblem(line: CartLine): ErrorKey | null {
  if (!line.available) return OUTCOME_MESSAGE.productUnavailable;
  return quantityProblem(line.quantity, line);
}

/**
 * {@link orderProblem} for a cart that may hold lines whose product has gone: such a line, when
 * selected, cannot be ordered and is named first. The other rules see the available lines only.
 */
export function cartOrderProblem(
  lines: readonly CartLine[],
  mixedBatchRules: Readonly<Record<string, MixedBatchRule>> = {},
): { key: ErrorKey; itemIds: string[] } | null {
  const gone = lines.filter((line) => line.selected && !line.available);
  if (gone.length > 0)
    return { key: OUTCOME_MESSAGE.productUnavailable, itemIds: gone.map((line) => line.id) };
  return orderProblem({ items: lines.filter((line) => line.available) }, mixedBatchRules);
}
