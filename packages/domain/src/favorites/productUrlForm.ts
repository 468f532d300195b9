import { z } from 'zod';
import { withKey } from '../validation';
import { parseProductUrl, type ProductUrlReference } from './productUrl';
import { PRODUCT_URL_ERROR_KEYS } from './productUrlFormRule';

/** A product URL, read into the product it names (spec section 5: required, with a product ID). */
export const productUrlSchema = z
  .string(withKey(PRODUCT_URL_ERROR_KEYS.required))
  .trim()
  .min(1, withKey(PRODUCT_URL_ERROR_KEYS.required))
  .transform((url, context): ProductUrlReference & { url: string } => {
    const product = parseProductUrl(url);
    if (product) return { url, ...product };
    context.issues.push({ code: 'custom', input: url, message: PRODUCT_URL_ERROR_KEYS.invalid });
    return z.NEVER;
  });

/** The add-product-by-URL form: one field, `url`; its value is the product the URL names. */
export const addProductByUrlFormSchema = z.object({ url: productUrlSchema }).transform(({ url }) => url);

export type AddProductByUrlForm = z.output<typeof addProductByUrlFormSchema>;
