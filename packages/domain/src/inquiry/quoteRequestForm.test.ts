import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import {
  QUOTE_DESCRIPTION_MAX_LENGTH,
  QUOTE_PRODUCT_NAME_MAX_LENGTH,
  quoteRequestFormSchema,
} from './quoteRequestForm';

const minimal = { productName: ' cleaning robot ', contact: '07701234567' };

const errorsOf = (input: unknown) => {
  const result = validate(quoteRequestFormSchema, input);
  return result.ok ? {} : result.errors;
};

describe('quote request form', () => {
  it('needs only the purchase request and the contact', () => {
    expect(validate(quoteRequestFormSchema, minimal)).toEqual({
      ok: true,
      value: {
        productName: 'cleaning robot',
        description: '',
        unit: 'piece',
        attachments: [],
        contact: '7701234567',
      },
    });
  });

  it('requires the purchase request and the contact', () => {
    expect(errorsOf({ productName: '  ' })).toEqual({
      productName: 'inquiry.productName.required',
      contact: 'inquiry.contact.required',
    });
  });

  it('holds the contact to the phone rule: a positive number of 7-13 digits', () => {
    expect(validate(quoteRequestFormSchema, { ...minimal, contact: '1234567' }).ok).toBe(true);
    expect(validate(quoteRequestFormSchema, { ...minimal, contact: '1234567890123' }).ok).toBe(true);
    expect(errorsOf({ ...minimal, contact: '123456' })).toEqual({ contact: 'inquiry.contact.tooShort' });
    expect(errorsOf({ ...minimal, contact: '12345678901234' })).toEqual({
      contact: 'inquiry.contact.tooLong',
    });
    expect(errorsOf({ ...minimal, contact: '+9647701234567' })).toEqual({
      contact: 'inquiry.contact.digitsOnly',
    });
    expect(errorsOf({ ...minimal, contact: '000000000' })).toEqual({
      contact: 'inquiry.contact.notPositive',
    });
  });

  it('bounds the product name at 200 characters and the description at 2000', () => {
    expect([QUOTE_PRODUCT_NAME_MAX_LENGTH, QUOTE_DESCRIPTION_MAX_LENGTH]).toEqual([200, 2000]);
    expect(validate(quoteRequestFormSchema, { ...minimal, productName: 'x'.repeat(200) }).ok).toBe(true);
    expect(errorsOf({ ...minimal, productName: 'x'.repeat(201) })).toEqual({
      productName: 'inquiry.productName.tooLong',
    });
    expect(validate(quoteRequestFormSchema, { ...minimal, description: 'x'.repeat(2000) }).ok).toBe(true);
    expect(errorsOf({ ...minimal, description: 'x'.repeat(2001) })).toEqual({
      description: 'inquiry.description.tooLong',
    });
    expect(errorsOf({ ...minimal, description: 5 })).toEqual({ description: 'inquiry.description.invalid' });
  });

  it('takes a quantity as a positive whole number in one of the units', () => {
    const result = validate(quoteRequestFormSchema, { ...minimal, quantity: 500, unit: 'squareMeter' });
    expect(result.ok && [result.value.quantity, result.value.unit]).toEqual([500, 'squareMeter']);
    for (const quantity of [0, -1, 1.5]) {
      expect(errorsOf({ ...minimal, quantity })).toEqual({ quantity: 'inquiry.quantity.invalid' });
    }
    expect(errorsOf({ ...minimal, unit: 'kilogram' })).toEqual({ unit: 'inquiry.unit.invalid' });
  });

  it('keeps the target unit price and maximum budget as US cents', () => {
    const result = validate(quoteRequestFormSchema, {
      ...minimal,
      targetUnitPrice: 19.99,
      maximumBudget: 5000,
    });
    expect(result.ok && [result.value.targetUnitPrice, result.value.maximumBudget]).toEqual([1999, 500_000]);
  });

  it('refuses amounts that are not positive, finer than a cent or too large to count', () => {
    for (const amount of [0, -5, 1.005, 1e20]) {
      expect(errorsOf({ ...minimal, targetUnitPrice: amount, maximumBudget: amount })).toEqual({
        targetUnitPrice: 'inquiry.targetUnitPrice.invalid',
        maximumBudget: 'inquiry.maximumBudget.invalid',
      });
    }
  });

  it('carries up to 3 attachments', () => {
    const file = { name: 'list.xlsx', type: '', size: 10 };
    expect(validate(quoteRequestFormSchema, { ...minimal, attachments: [file, file, file] }).ok).toBe(true);
    expect(errorsOf({ ...minimal, attachments: [file, file, file, file] })).toEqual({
      attachments: 'inquiry.attachments.tooMany',
    });
  });
});
