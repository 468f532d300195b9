export const PRODUCT_URL_ERROR_KEYS = {
  required: 'favorites.productUrl.required',
  /** Spec section 8: "invalid product URL", for another site or a URL without a product id. */
  invalid: 'favorites.productUrl.invalid',
} as const;
