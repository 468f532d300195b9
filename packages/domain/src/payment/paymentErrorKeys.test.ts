import { describe, expect, it } from 'vitest';
import { PAYMENT_ERROR_KEYS } from './paymentErrorKeys';

describe('PAYMENT_ERROR_KEYS', () => {
  it('lists each key once, as area.field.problem', () => {
    expect(new Set(PAYMENT_ERROR_KEYS).size).toBe(PAYMENT_ERROR_KEYS.length);
    for (const key of PAYMENT_ERROR_KEYS)
      expect(key).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it('covers every schema of the folder', () => {
    const areas = new Set(PAYMENT_ERROR_KEYS.map((key) => key.split('.')[0]));
    expect(areas).toEqual(
      new Set([
        'paymentCard',
        'paymentPassword',
        'bankAccount',
        'transferVoucher',
        'priceChange',
        'vipPriceChange',
        'paymentStage',
      ]),
    );
    expect(PAYMENT_ERROR_KEYS).toHaveLength(8 + 4 + 5 + 4 + 5 + 5 + 11);
  });
});
