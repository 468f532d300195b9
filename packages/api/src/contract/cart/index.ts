import type { Endpoint } from '../endpoint';
import {
  addCart,
  deleteProduct,
  getProductNum,
  selectCartPage,
  selectCartProductPage,
  selectProduct,
  updateProduct,
} from './cartCalls';

export * from './cartCalls';
export type { CartLineWire, CartSummaryWire } from './cartWire';

/** Every call of the cart area, for the contract's `endpoints`. */
export const cartEndpoints: readonly Endpoint[] = [
  selectCartPage,
  selectCartProductPage,
  getProductNum,
  addCart,
  updateProduct,
  deleteProduct,
  selectProduct,
];
