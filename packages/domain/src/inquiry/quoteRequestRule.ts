/**
 * The product name or keywords (the "purchase request") has at most 200 characters: a product
 * title, not a letter. Spec section 5 gives no limit; this one keeps the stored text bounded.
 */
export const QUOTE_PRODUCT_NAME_MAX_LENGTH = 200;

/** The description has at most 2000 characters, for the same reason (spec section 5 gives none). */
export const QUOTE_DESCRIPTION_MAX_LENGTH = 2000;

/** A source product address has at most 2048 characters, the longest address browsers reliably keep. */
export const QUOTE_SOURCE_URL_MAX_LENGTH = 2048;

export const QUOTE_REQUEST_ERROR_KEYS = {
  productNameRequired: 'inquiry.productName.required',
  productNameTooLong: 'inquiry.productName.tooLong',
  descriptionInvalid: 'inquiry.description.invalid',
  descriptionTooLong: 'inquiry.description.tooLong',
  quantityInvalid: 'inquiry.quantity.invalid',
  unitInvalid: 'inquiry.unit.invalid',
  targetUnitPriceInvalid: 'inquiry.targetUnitPrice.invalid',
  maximumBudgetInvalid: 'inquiry.maximumBudget.invalid',
  sourceUrlInvalid: 'inquiry.sourceUrl.invalid',
  sourceUrlTooLong: 'inquiry.sourceUrl.tooLong',
} as const;

/** `http(s)://`, a host, then anything without spaces: a page staff can open, never `javascript:`. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/**
 * Whether `text` is the address of a web page: `http` or `https`, a host, no spaces. Unlike a
 * favorite's product URL (spec section 5: "must contain a product ID", `parseProductUrl`), a
 * quote's source may be any supplier's page: the buyer shows what they want, staff find it.
 */
export function isWebAddress(text: string): boolean {
  return text.length <= QUOTE_SOURCE_URL_MAX_LENGTH && WEB_ADDRESS.test(text);
}
