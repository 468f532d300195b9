import { CART_MAX_LINES } from '@tijara/domain';
import type { PdpdError } from '../client';
import {
  addCart,
  deleteProduct,
  getProductNum,
  selectCartPage,
  selectCartProductPage,
  selectProduct,
  updateProduct,
  type ResponseOf,
} from '../contract';
import { usePdpdMutation, type PdpdMutation } from './usePdpdMutation';
import { usePdpdQuery } from './usePdpdQuery';

export interface CartState {
  /** The lines (newest first) and the whole cart's summary; undefined until loaded or while signed out. */
  cart: ResponseOf<typeof selectCartPage> | undefined;
  error: PdpdError | undefined;
  isLoading: boolean;
}

/** The whole cart in one answer: a cart holds at most `CART_MAX_LINES` lines. */
const WHOLE_CART = { pageSize: CART_MAX_LINES };

/** The signed-in buyer's cart, every line and its summary (`/buyer_cart`; spec section 7, `selectCartPage`). */
export function useCart(): CartState {
  const { data, error, isLoading } = usePdpdQuery(selectCartPage, WHOLE_CART);
  return { cart: data, error, isLoading };
}

export interface CartCountState {
  /** Lines (variants) in the cart, as the header's cart icon shows; undefined while signed out. */
  count: number | undefined;
  error: PdpdError | undefined;
  isLoading: boolean;
}

const NO_REQUEST = {};

/** The header's cart count (spec section 7, `getProductNum`): refetched after every cart change. */
export function useCartCount(): CartCountState {
  const { data, error, isLoading } = usePdpdQuery(getProductNum, NO_REQUEST);
  return { count: data, error, isLoading };
}

export interface CartProductLinesState {
  /** The cart's lines of one product (what the product page shows as already in the cart). */
  lines: ResponseOf<typeof selectCartProductPage>['records'] | undefined;
  error: PdpdError | undefined;
  isLoading: boolean;
}

/** The cart's lines of `productId` (`selectCartProductPage`); waits while `productId` is null. */
export function useCartProductLines(productId: string | null): CartProductLinesState {
  const { data, error, isLoading } = usePdpdQuery(
    selectCartProductPage,
    productId === null ? null : { productId, pageSize: CART_MAX_LINES },
  );
  return { lines: data?.records, error, isLoading };
}

/** Every read a cart change makes stale: the cart, a product's lines and the header's count. */
const CART_READS = [selectCartPage, selectCartProductPage, getProductNum];

export interface CartMutations {
  /** Adds units of a variant (summed into its line when it is in the cart already). */
  addToCart: PdpdMutation<typeof addCart>['trigger'];
  /** Sets a line's quantity (the stepper). */
  updateQuantity: PdpdMutation<typeof updateProduct>['trigger'];
  /** Deletes lines, all or nothing. */
  deleteLines: PdpdMutation<typeof deleteProduct>['trigger'];
  /** Selects or unselects lines, or the whole cart (`all: true`). */
  selectLines: PdpdMutation<typeof selectProduct>['trigger'];
  isMutating: boolean;
}

/** The cart's changes; each success refetches the cart, the product's lines and the header's count. */
export function useCartMutations(): CartMutations {
  const add = usePdpdMutation(addCart, CART_READS);
  const update = usePdpdMutation(updateProduct, CART_READS);
  const remove = usePdpdMutation(deleteProduct, CART_READS);
  const select = usePdpdMutation(selectProduct, CART_READS);
  return {
    addToCart: add.trigger,
    updateQuantity: update.trigger,
    deleteLines: remove.trigger,
    selectLines: select.trigger,
    isMutating: add.isMutating || update.isMutating || remove.isMutating || select.isMutating,
  };
}
