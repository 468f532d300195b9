import { describe, expect, it } from 'vitest';
import { validate } from '../validation';
import { INQUIRY_ERROR_KEYS, QUOTE_REQUEST_OWN_ERROR_KEYS } from './errorKeys';
import { quoteRequestFormSchema } from './quoteRequestForm';

const file = { name: 'a.pdf', type: '', size: 1 };

describe('INQUIRY_ERROR_KEYS', () => {
  it('lists exactly the keys the quote request form reports, each once', () => {
    const reported = [
      { description: 1, quantity: 0, unit: 'kg', targetUnitPrice: 0, maximumBudget: 0, attachments: 'a' },
      {
        productName: 'x'.repeat(201),
        description: 'x'.repeat(2001),
        contactName: 'x'.repeat(129),
        phone: '+1',
        email: 'x',
        sourceUrl: 'x',
        areaId: '1',
        attachments: [file, file, file, file],
      },
      {
        phone: '1',
        email: `${'a'.repeat(320)}@example.com`,
        sourceUrl: `https://example.com/${'a'.repeat(2048)}`,
        attachments: [{ ...file, name: 'a.exe' }],
      },
      { phone: '1'.repeat(14), attachments: [{ ...file, size: 1e9 }] },
      { phone: '0'.repeat(9) },
      {},
    ].flatMap((input) => {
      const result = validate(quoteRequestFormSchema, input);
      return result.ok ? [] : Object.values(result.errors);
    });
    expect(new Set(reported)).toEqual(new Set(INQUIRY_ERROR_KEYS));
    expect(new Set(INQUIRY_ERROR_KEYS).size).toBe(INQUIRY_ERROR_KEYS.length);
  });

  it('names the quote request’s own keys under inquiry.', () => {
    expect(QUOTE_REQUEST_OWN_ERROR_KEYS.every((key) => key.startsWith('inquiry.'))).toBe(true);
    expect(INQUIRY_ERROR_KEYS.filter((key) => !key.startsWith('inquiry.'))).toEqual([
      'upload.file.invalid',
      'account.phoneCountry.invalid',
    ]);
  });
});
