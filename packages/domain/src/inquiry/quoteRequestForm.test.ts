import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { quoteRequestSchema } from './quoteRequest';
import { quoteRequestFormSchema } from './quoteRequestForm';

const minimal = { productName: ' cleaning robot ', contactName: 'Ali', phone: '07701234567' };

const errorsOf = (input: unknown) => {
  const result = validate(quoteRequestFormSchema, input);
  return result.ok ? {} : result.errors;
};

describe('quote request form', () => {
  it('needs only the purchase request and a contact', () => {
    expect(validate(quoteRequestFormSchema, minimal)).toEqual({
      ok: true,
      value: {
        productName: 'cleaning robot',
        description: '',
        unit: 'piece',
        contactName: 'Ali',
        areaId: '964',
        phone: '7701234567',
        attachments: [],
      },
    });
  });

  it('requires the purchase request and the contact', () => {
    expect(errorsOf({ productName: '  ' })).toEqual({
      productName: 'inquiry.productName.required',
      contactName: 'inquiry.contactName.required',
      phone: 'inquiry.contact.required',
      email: 'inquiry.contact.required',
    });
  });

  it('keeps the target unit price and maximum budget typed in dollars as US cents', () => {
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

  it('gives, without its attachments, what the quote request call accepts unchanged', () => {
    const form = validate(quoteRequestFormSchema, {
      ...minimal,
      description: 'with remote',
      quantity: 20,
      unit: 'set',
      targetUnitPrice: 85.5,
      maximumBudget: 2000,
      email: 'ali@example.com',
      sourceUrl: 'https://example.com/robot',
      attachments: [{ name: 'spec.pdf', type: 'application/pdf', size: 100 }],
    });
    if (!form.ok) throw new Error('the form was refused');
    const { attachments, ...request } = form.value;
    expect(attachments).toHaveLength(1);
    expect(request.targetUnitPrice).toBe(8550);
    expect(validate(quoteRequestSchema, request)).toEqual({ ok: true, value: request });
  });
});
