import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { quoteRequestSchema } from './quoteRequest';
import {
  isWebAddress,
  QUOTE_DESCRIPTION_MAX_LENGTH,
  QUOTE_PRODUCT_NAME_MAX_LENGTH,
  QUOTE_SOURCE_URL_MAX_LENGTH,
} from './quoteRequestRule';

const minimal = { productName: ' cleaning robot ', contactName: 'Ali', phone: '07701234567' };

const errorsOf = (input: unknown) => {
  const result = validate(quoteRequestSchema, input);
  return result.ok ? {} : result.errors;
};

describe('quote request (the call)', () => {
  it('needs only the purchase request and a contact', () => {
    expect(validate(quoteRequestSchema, minimal)).toEqual({
      ok: true,
      value: {
        productName: 'cleaning robot',
        description: '',
        unit: 'piece',
        contactName: 'Ali',
        areaId: '964',
        phone: '7701234567',
      },
    });
  });

  it('takes every field of spec section 3, amounts in US cents', () => {
    const result = validate(quoteRequestSchema, {
      ...minimal,
      description: ' 220 V, EU plug ',
      quantity: 500,
      unit: 'squareMeter',
      targetUnitPrice: 1999,
      maximumBudget: 1_000_000,
      email: 'ali@example.com',
      sourceUrl: ' https://detail.1688.com/offer/123.html ',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        productName: 'cleaning robot',
        description: '220 V, EU plug',
        quantity: 500,
        unit: 'squareMeter',
        targetUnitPrice: 1999,
        maximumBudget: 1_000_000,
        contactName: 'Ali',
        areaId: '964',
        phone: '7701234567',
        email: 'ali@example.com',
        sourceUrl: 'https://detail.1688.com/offer/123.html',
      },
    });
  });

  it('reads empty optional fields as not given', () => {
    const result = validate(quoteRequestSchema, {
      ...minimal,
      description: null,
      quantity: null,
      unit: '',
      targetUnitPrice: null,
      maximumBudget: null,
      sourceUrl: '  ',
    });
    expect(result).toEqual(validate(quoteRequestSchema, minimal));
  });

  it('requires the purchase request, at most 200 characters', () => {
    expect(QUOTE_PRODUCT_NAME_MAX_LENGTH).toBe(200);
    expect(errorsOf({ ...minimal, productName: '  ' })).toEqual({
      productName: 'inquiry.productName.required',
    });
    expect(errorsOf({ ...minimal, productName: undefined })).toEqual({
      productName: 'inquiry.productName.required',
    });
    expect(validate(quoteRequestSchema, { ...minimal, productName: 'x'.repeat(200) }).ok).toBe(true);
    expect(errorsOf({ ...minimal, productName: 'x'.repeat(201) })).toEqual({
      productName: 'inquiry.productName.tooLong',
    });
  });

  it('bounds the description at 2000 characters', () => {
    expect(QUOTE_DESCRIPTION_MAX_LENGTH).toBe(2000);
    expect(validate(quoteRequestSchema, { ...minimal, description: 'x'.repeat(2000) }).ok).toBe(true);
    expect(errorsOf({ ...minimal, description: 'x'.repeat(2001) })).toEqual({
      description: 'inquiry.description.tooLong',
    });
    expect(errorsOf({ ...minimal, description: 5 })).toEqual({ description: 'inquiry.description.invalid' });
  });

  it('takes a quantity as a positive whole number in one of the units', () => {
    for (const quantity of [0, -1, 1.5, 2 ** 60, '5']) {
      expect(errorsOf({ ...minimal, quantity })).toEqual({ quantity: 'inquiry.quantity.invalid' });
    }
    expect(errorsOf({ ...minimal, unit: 'kilogram' })).toEqual({ unit: 'inquiry.unit.invalid' });
  });

  it('takes amounts as positive whole cents that a database integer holds', () => {
    for (const amount of [0, -5, 19.99, 2 ** 60, '1999']) {
      expect(errorsOf({ ...minimal, targetUnitPrice: amount, maximumBudget: amount })).toEqual({
        targetUnitPrice: 'inquiry.targetUnitPrice.invalid',
        maximumBudget: 'inquiry.maximumBudget.invalid',
      });
    }
  });

  it('takes a source product page of any shop, but only a web address', () => {
    expect(QUOTE_SOURCE_URL_MAX_LENGTH).toBe(2048);
    for (const url of [
      'https://www.amazon.com/dp/B0C1234567?th=1',
      'http://item.taobao.com/item.htm?id=123',
      'HTTPS://shop.example',
    ]) {
      expect(isWebAddress(url), url).toBe(true);
    }
    for (const url of [
      'javascript:alert(1)',
      'detail.1688.com/offer/123.html',
      'ftp://example.com/file',
      'https://',
      'https://exa mple.com',
      'https://user@example.com/',
    ]) {
      expect(isWebAddress(url), url).toBe(false);
      expect(errorsOf({ ...minimal, sourceUrl: url })).toEqual({ sourceUrl: 'inquiry.sourceUrl.invalid' });
    }
    const long = `https://example.com/${'a'.repeat(QUOTE_SOURCE_URL_MAX_LENGTH)}`;
    expect(isWebAddress(long)).toBe(false);
    expect(errorsOf({ ...minimal, sourceUrl: long })).toEqual({ sourceUrl: 'inquiry.sourceUrl.tooLong' });
    expect(errorsOf({ ...minimal, sourceUrl: 7 })).toEqual({ sourceUrl: 'inquiry.sourceUrl.invalid' });
  });
});
