import { CART_MAX_LINES, cartQuantityRequestSchema } from '@tijara/domain';
import { z } from 'zod';
import { entityIdSchema } from '../address/addressWire';
import { defineEndpoint } from '../endpoint';
import {
  agentCustomerFields,
  cartItemIdSchema,
  cartLinePageSchema,
  cartPageRequestFields,
  cartSummarySchema,
} from './cartWire';

/*
 * The cart calls of spec section 7 ("/hello/cart/..."). Every call is the signed-in buyer's own
 * cart: a line id of another buyer's cart answers exactly like one that does not exist (404,
 * `cart.item.notFound`). Prices, totals and stock come from the catalogue on the server; a request
 * that names a price or a total is refused (unknown field). Each call also takes `customerId`
 * (agent mode, see `agentCustomerFields`).
 */

/**
 * The buyer's cart, one page of lines (newest first) with the whole cart's summary: what
 * `/buyer_cart` shows (lines, selection, totals, the minimum-order message).
 */
export const selectCartPage = defineEndpoint({
  path: '/hello/cart/selectCartPage',
  method: 'POST',
  access: 'private',
  request: z.strictObject({ ...cartPageRequestFields, ...agentCustomerFields }),
  response: cartLinePageSchema.extend({ summary: cartSummarySchema }),
});

/**
 * The cart's lines of one product, one page (newest first): what the product page shows of the
 * variants already in the cart. A product with nothing in the cart answers an empty page.
 */
export const selectCartProductPage = defineEndpoint({
  path: '/hello/cart/selectCartProductPage',
  method: 'POST',
  access: 'private',
  request: z.strictObject({ productId: entityIdSchema, ...cartPageRequestFields, ...agentCustomerFields }),
  response: cartLinePageSchema,
});

/**
 * Spec section 7: "getProductNum (optional customerId)". The header's cart count: the number of
 * lines (variants) in the cart, not of units, as the cart screen lists them.
 */
export const getProductNum = defineEndpoint({
  path: '/hello/cart/getProductNum',
  method: 'POST',
  access: 'private',
  request: z.strictObject({ ...agentCustomerFields }),
  response: z.number().int().nonnegative(),
});

/**
 * Adds `quantity` units of one variant. A variant already in the cart gets the units added to its
 * line (and the line's price and stock seen are refreshed); a new one becomes a selected line. The
 * line's new quantity must stay within the variant's stock and the product's maximum (spec section
 * 5; the minimum order is the mixed-batch rule, checked when ordering). A cart holds at most
 * {@link CART_MAX_LINES} lines (6011). Answers the line and its quantity.
 */
export const addCart = defineEndpoint({
  path: '/hello/cart/addCart',
  method: 'POST',
  access: 'private',
  request: z.strictObject({
    productId: entityIdSchema,
    skuId: entityIdSchema,
    quantity: cartQuantityRequestSchema,
    ...agentCustomerFields,
  }),
  response: z.object({ id: z.string(), quantity: z.number().int().positive() }),
});

/**
 * Sets a line's quantity (the stepper), within the variant's current stock and the product's
 * maximum; the line's price and stock seen become the current ones. Answers the line's quantity.
 */
export const updateProduct = defineEndpoint({
  path: '/hello/cart/updateProduct',
  method: 'POST',
  access: 'private',
  request: z.strictObject({
    id: cartItemIdSchema,
    quantity: cartQuantityRequestSchema,
    ...agentCustomerFields,
  }),
  response: z.object({ id: z.string(), quantity: z.number().int().positive() }),
});

/**
 * Deletes lines. All or nothing: when any id is not a line of the cart, nothing is deleted and
 * the answer is 404. Answers how many were deleted.
 */
export const deleteProduct = defineEndpoint({
  path: '/hello/cart/deleteProduct',
  method: 'POST',
  access: 'private',
  request: z.strictObject({
    ids: z.array(cartItemIdSchema).min(1).max(CART_MAX_LINES),
    ...agentCustomerFields,
  }),
  response: z.object({ deleted: z.number().int().nonnegative() }),
});

/**
 * Selects lines for ordering, or clears their selection: some lines by id (all or nothing, as for
 * deleting) or the whole cart (`all: true`, the "select all" box). Answers how many lines are
 * selected afterwards.
 */
export const selectProduct = defineEndpoint({
  path: '/hello/cart/selectProduct',
  method: 'POST',
  access: 'private',
  request: z.union([
    z.strictObject({
      ids: z.array(cartItemIdSchema).min(1).max(CART_MAX_LINES),
      selected: z.boolean(),
      ...agentCustomerFields,
    }),
    z.strictObject({ all: z.literal(true), selected: z.boolean(), ...agentCustomerFields }),
  ]),
  response: z.object({ selectedCount: z.number().int().nonnegative() }),
});
