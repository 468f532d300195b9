import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { addProductByUrlFormSchema, productUrlSchema } from './productUrlForm';

const url = 'https://detail.1688.com/offer/624281203456.html';

describe('add product by URL', () => {
  it('gives the product the URL names', () => {
    expect(validate(addProductByUrlFormSchema, { url: ` ${url} ` })).toEqual({
      ok: true,
      value: { url, platform: '1688', productId: '624281203456' },
    });
  });

  it('requires a URL', () => {
    for (const input of [{ url: '  ' }, {}]) {
      expect(validate(addProductByUrlFormSchema, input)).toEqual({
        ok: false,
        errors: { url: 'favorites.productUrl.required' },
      });
    }
  });

  it('refuses a URL without a product id or from another site', () => {
    for (const input of ['https://detail.1688.com/', 'https://www.amazon.com/dp/B0123456']) {
      expect(validate(productUrlSchema, input)).toEqual({
        ok: false,
        errors: { '': 'favorites.productUrl.invalid' },
      });
    }
  });
});
