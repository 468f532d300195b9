import { describe, expect, it } from 'vitest';
import { ORDER_ERROR_KEYS } from './orderErrorKeys';

describe('ORDER_ERROR_KEYS', () => {
  it('lists each key once, as area.field.problem', () => {
    expect(new Set(ORDER_ERROR_KEYS).size).toBe(ORDER_ERROR_KEYS.length);
    for (const key of ORDER_ERROR_KEYS)
      expect(key).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it('holds the delivery-change, transition, order and remark keys', () => {
    expect(ORDER_ERROR_KEYS).toContain('deliveryChange.emailAddressId.required');
    expect(ORDER_ERROR_KEYS).toContain('orderTransition.actor.notAllowed');
    expect(ORDER_ERROR_KEYS).toContain('order.stock.short');
    expect(ORDER_ERROR_KEYS).toContain('order.remark.tooLong');
    expect(ORDER_ERROR_KEYS).toHaveLength(4 + 8 + 5 + 1);
  });
});
