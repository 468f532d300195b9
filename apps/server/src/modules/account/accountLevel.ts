/**
 * The level of an ordinary buyer's account. Spec section 3 names only level 12 (procurement
 * manager); buyers get 1, a value the storefront never treats specially.
 */
export const BUYER_LEVEL = 1;
