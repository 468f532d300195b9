import { sum, usdCents, type UsdCents } from '../money';
import type { ErrorKey } from '../validation';

/** One line of the cart (spec section 3: product list, product count). */
export interface CartItem {
  id: string;
  productId: string;
  skuId: string;
  /** Who sells it: the mixed-batch rule applies per seller. */
  sellerId: string;
  quantity: number;
  unitPrice: UsdCents;
  /** Units in stock for this variant. */
  stock: number;
  /** The most one order may take, when the merchant sets one. */
  maxQuantity?: number | undefined;
  selected: boolean;
  createdAt: Date;
}

/** Spec section 3: "Cart: product list, product count, optional customerId in agent mode". */
export interface Cart {
  items: CartItem[];
  /** Set when procurement staff fill a customer's cart (spec section 4, procurement). */
  customerId?: string | undefined;
}

/** Spec section 5: "quantity at least 1". */
export const CART_MIN_QUANTITY = 1;

/** Spec sections 5 and 9: "Minimum order 15 USD". */
export const MINIMUM_ORDER = usdCents(1500);

/** Spec section 9: "Cart items not created for 30 days are deleted". */
export const CART_ITEM_RETENTION_DAYS = 30;

export const CART_ERROR = {
  notWhole: 'cart.quantity.notWhole',
  belowMinimum: 'cart.quantity.belowMinimum',
  aboveStock: 'cart.quantity.aboveStock',
  aboveMaximum: 'cart.quantity.aboveMaximum',
  mixedBatchNotMet: 'cart.mixedBatch.notMet',
  empty: 'cart.empty',
  belowMinimumOrder: 'cart.belowMinimumOrder',
  /** A line id that is not in the caller's cart (another buyer's answers the same). */
  itemNotFound: 'cart.item.notFound',
  /**
   * Procurement staff naming a customer (agent mode, spec section 6): refused until procurement
   * mode (entering it for a chosen customer) is built.
   */
  agentModeUnavailable: 'cart.agentMode.unavailable',
} as const satisfies Record<string, ErrorKey>;

export interface QuantityLimits {
  stock: number;
  maxQuantity?: number | undefined;
}

/**
 * Spec section 5: "quantity at least 1, not above stock or maximum". Answers the first rule the
 * quantity breaks, or null.
 */
export function quantityProblem(quantity: number, { stock, maxQuantity }: QuantityLimits): ErrorKey | null {
  if (!Number.isInteger(quantity)) return CART_ERROR.notWhole;
  if (quantity < CART_MIN_QUANTITY) return CART_ERROR.belowMinimum;
  if (quantity > stock) return CART_ERROR.aboveStock;
  if (maxQuantity !== undefined && quantity > maxQuantity) return CART_ERROR.aboveMaximum;
  return null;
}

/** The highest quantity a stepper may offer: stock, or the merchant's maximum when lower. */
export function maxOrderableQuantity({ stock, maxQuantity }: QuantityLimits): number {
  return Math.max(0, Math.min(stock, maxQuantity ?? Number.POSITIVE_INFINITY));
}

/**
 * A merchant's mixed-batch rule (spec section 5): the selected lines of one seller, across
 * variants and products, must reach a total quantity or a total amount. As on the wholesale sites
 * it comes from, reaching either threshold that is set is enough.
 */
export interface MixedBatchRule {
  minQuantity?: number | undefined;
  minAmount?: UsdCents | undefined;
}

export function lineTotal(item: Pick<CartItem, 'quantity' | 'unitPrice'>): UsdCents {
  return usdCents(item.quantity * item.unitPrice);
}

/** Whether one seller's selected lines satisfy its mixed-batch rule. */
export function meetsMixedBatch(items: readonly CartItem[], rule: MixedBatchRule): boolean {
  if (rule.minQuantity === undefined && rule.minAmount === undefined) return true;
  const quantity = items.reduce((total, item) => total + item.quantity, 0);
  const amount = sum(items.map(lineTotal));
  return (
    (rule.minQuantity !== undefined && quantity >= rule.minQuantity) ||
    (rule.minAmount !== undefined && amount >= rule.minAmount)
  );
}

/** Total of the selected lines. */
export function selectedTotal(cart: Cart): UsdCents {
  return sum(cart.items.filter((item) => item.selected).map(lineTotal));
}

/**
 * Whether the selection can be ordered (spec section 5: "Cart must be non-empty to order.
 * Minimum order 15 USD", each line within its limits, each seller's mixed-batch rule met).
 * Answers the first problem with the lines it concerns, or null.
 */
export function orderProblem(
  cart: Cart,
  mixedBatchRules: Readonly<Record<string, MixedBatchRule>> = {},
): { key: ErrorKey; itemIds: string[] } | null {
  const selected = cart.items.filter((item) => item.selected);
  if (selected.length === 0) return { key: CART_ERROR.empty, itemIds: [] };
  for (const item of selected) {
    const problem = quantityProblem(item.quantity, item);
    if (problem) return { key: problem, itemIds: [item.id] };
  }
  const sellers = new Map<string, CartItem[]>();
  for (const item of selected) sellers.set(item.sellerId, [...(sellers.get(item.sellerId) ?? []), item]);
  for (const [sellerId, items] of sellers) {
    const rule = mixedBatchRules[sellerId];
    if (rule && !meetsMixedBatch(items, rule)) {
      return { key: CART_ERROR.mixedBatchNotMet, itemIds: items.map((item) => item.id) };
    }
  }
  if (selectedTotal(cart) < MINIMUM_ORDER) {
    return { key: CART_ERROR.belowMinimumOrder, itemIds: selected.map((item) => item.id) };
  }
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec section 9: a cart line created 30 days ago or more is deleted. */
export function isCartItemExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= CART_ITEM_RETENTION_DAYS * DAY_MS;
}
