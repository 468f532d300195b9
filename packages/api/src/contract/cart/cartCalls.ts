import { defineEndpoint } from '../endpoint';
import type * as schemas from './cartSchemas';

/** How many lines one page of the cart carries when the caller does not say. */
export const CART_PAGE_SIZE_DEFAULT = 50;

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
export const selectCartPage = defineEndpoint<typeof schemas.selectCartPage>()({
  path: '/hello/cart/selectCartPage',
  method: 'POST',
  access: 'private',
});

/**
 * The cart's lines of one product, one page (newest first): what the product page shows of the
 * variants already in the cart. A product with nothing in the cart answers an empty page.
 */
export const selectCartProductPage = defineEndpoint<typeof schemas.selectCartProductPage>()({
  path: '/hello/cart/selectCartProductPage',
  method: 'POST',
  access: 'private',
});

/**
 * Spec section 7: "getProductNum (optional customerId)". The header's cart count: the number of
 * lines (variants) in the cart, not of units, as the cart screen lists them.
 */
export const getProductNum = defineEndpoint<typeof schemas.getProductNum>()({
  path: '/hello/cart/getProductNum',
  method: 'POST',
  access: 'private',
});

/**
 * Adds `quantity` units of one variant. A variant already in the cart gets the units added to its
 * line (and the line's price and stock seen are refreshed); a new one becomes a selected line. The
 * line's new quantity must stay within the variant's stock and the product's maximum (spec section
 * 5; the minimum order is the mixed-batch rule, checked when ordering). A cart holds at most
 * {@link CART_MAX_LINES} lines (6011). Answers the line and its quantity.
 */
export const addCart = defineEndpoint<typeof schemas.addCart>()({
  path: '/hello/cart/addCart',
  method: 'POST',
  access: 'private',
});

/**
 * Sets a line's quantity (the stepper), within the variant's current stock and the product's
 * maximum; the line's price and stock seen become the current ones. Answers the line's quantity.
 */
export const updateProduct = defineEndpoint<typeof schemas.updateProduct>()({
  path: '/hello/cart/updateProduct',
  method: 'POST',
  access: 'private',
});

/**
 * Deletes lines. All or nothing: when any id is not a line of the cart, nothing is deleted and
 * the answer is 404. Answers how many were deleted.
 */
export const deleteProduct = defineEndpoint<typeof schemas.deleteProduct>()({
  path: '/hello/cart/deleteProduct',
  method: 'POST',
  access: 'private',
});

/**
 * Selects lines for ordering, or clears their selection: some lines by id (all or nothing, as for
 * deleting) or the whole cart (`all: true`, the "select all" box). Answers how many lines are
 * selected afterwards.
 */
export const selectProduct = defineEndpoint<typeof schemas.selectProduct>()({
  path: '/hello/cart/selectProduct',
  method: 'POST',
  access: 'private',
});
