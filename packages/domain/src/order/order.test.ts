import { describe, expect, it } from 'vitest';
import { ORDER_FEE_TYPE, RECEIVING_WAY, isReceivingWay } from './order';

describe('receiving way (spec section 4)', () => {
  it('is 1 for a specified address and 2 for self pickup', () => {
    expect(RECEIVING_WAY).toEqual({ specifiedAddress: 1, selfPickup: 2 });
  });

  it('recognises only those two values', () => {
    expect(isReceivingWay(1)).toBe(true);
    expect(isReceivingWay(2)).toBe(true);
    expect(isReceivingWay(0)).toBe(false);
    expect(isReceivingWay(3)).toBe(false);
    expect(isReceivingWay('1')).toBe(false);
  });
});

describe('fee type (spec section 4)', () => {
  it('is 0 for the order and 3 for the out-delivery fee', () => {
    expect(ORDER_FEE_TYPE).toEqual({ order: 0, outDelivery: 3 });
  });
});
