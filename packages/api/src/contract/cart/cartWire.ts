import { CART_MAX_LINES, usdCents } from '@tijara/domain';
import { z } from 'zod';
import { entityIdSchema } from '../address/addressWire';

/** A cart line's id: a decimal string, like every entity id. */
export const cartItemIdSchema = entityIdSchema;

/** A page may carry the whole cart (at most {@link CART_MAX_LINES} lines). */
export const cartPageRequestFields = {
  /** 1-based. @default 1 */
  pageNum: z.number().int().min(1).max(CART_MAX_LINES).optional(),
  /** @default CART_PAGE_SIZE_DEFAULT */
  pageSize: z.number().int().min(1).max(CART_MAX_LINES).optional(),
};

/**
 * Agent mode (spec sections 3 and 6): procurement staff work on a customer's cart, named by the
 * customer's user id. Accepted by every cart call; anyone but procurement staff is refused with
 * 403, and procurement staff are refused too (`cart.agentMode.unavailable`, 422) until procurement
 * mode (entering it for a chosen customer, `agent/user/userAuth`) is built in a later issue: until
 * then the server has no record of which customer a member of staff is serving.
 */
export const agentCustomerFields = {
  customerId: entityIdSchema.optional(),
};

/** Whole US cents as the server answers them, the domain's `UsdCents` once parsed. */
const centsSchema = z
  .number()
  .int()
  .nonnegative()
  .transform((cents) => usdCents(cents));

/**
 * One line of the cart: one variant (SKU) of a product, its quantity and whether it is selected
 * for ordering. Prices are the catalogue's current ones, in US cents; `added*` are the price and
 * stock when the buyer last added or changed the line, so a screen can show what changed.
 */
export const cartLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  skuId: z.string(),
  /** The product's platform (for its page's address); null once the product is gone. */
  platformType: z.number().int().nullable(),
  /** In the caller's language; the name it had when added once the product is gone. */
  name: z.string(),
  /** The variant's picture, or the product's first; null when there is none. */
  imageUrl: z.string().nullable(),
  /** The variant's attributes (colour, size, ...) in the caller's language; empty once gone. */
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  quantity: z.number().int().positive(),
  selected: z.boolean(),
  /** False when the variant left the catalogue: the line can only be deleted. */
  available: z.boolean(),
  /** The current unit price (the promotion price when there is one); null once the product is gone. */
  unitPrice: centsSchema.nullable(),
  addedUnitPrice: centsSchema,
  priceChanged: z.boolean(),
  /** Units of the variant in stock now (0 once gone). */
  stock: z.number().int().nonnegative(),
  addedStock: z.number().int().nonnegative(),
  stockChanged: z.boolean(),
  /** The most the quantity stepper may offer: the stock, or the product's maximum when lower. */
  maxQuantity: z.number().int().nonnegative(),
  /** The product's minimum order, reached by its variants together (the mixed-batch rule). */
  minOrder: z.number().int().positive(),
  /** `unitPrice` × `quantity` (0 once gone). */
  lineTotal: centsSchema,
  /** The domain's key for what keeps this line from being ordered as it is, or null. */
  problem: z.string().nullable(),
  /** When the line was created (ISO 8601); it is deleted 30 days later (spec section 9). */
  createdAt: z.string(),
});

export type CartLineWire = z.input<typeof cartLineSchema>;

/** The whole cart's figures, over every line (not only the page). */
export const cartSummarySchema = z.object({
  /** Lines (variants) in the cart: what the header's cart count shows. */
  lineCount: z.number().int().nonnegative(),
  selectedCount: z.number().int().nonnegative(),
  /** Units over the selected lines. */
  selectedQuantity: z.number().int().nonnegative(),
  /** The selected lines that can still be ordered, at current prices. */
  selectedTotal: centsSchema,
  /** Spec section 9: the minimum order (15 USD), for the screen's message. */
  minimumOrder: centsSchema,
  /** Why the selection cannot be ordered yet (a domain key and the lines concerned), or null. */
  orderProblem: z.object({ key: z.string(), itemIds: z.array(z.string()) }).nullable(),
});

export type CartSummaryWire = z.input<typeof cartSummarySchema>;

/** One page of cart lines, newest first. */
export const cartLinePageSchema = z.object({
  records: z.array(cartLineSchema),
  /** Every line the page is taken from. */
  total: z.number().int().nonnegative(),
  pageNum: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
