import { describe, expect, it } from 'vitest';
import { usdCents } from '../money';
import { firstStageCharges, orderLineTotal } from './orderCharges';

const line = (productId: string, unitPrice: number, quantity: number, chinaFreight: number) => ({
  productId,
  unitPrice: usdCents(unitPrice),
  quantity,
  chinaFreight: usdCents(chinaFreight),
});

describe('first-stage charges', () => {
  it('add the goods and the China freight into the order amount', () => {
    expect(firstStageCharges([line('1', 1250, 4, 300)])).toEqual({
      goodsPrice: 5000,
      chinaFreight: 300,
      amount: 5300,
    });
  });

  it('charge a product’s China freight once however many of its variants are ordered', () => {
    const charges = firstStageCharges([
      line('1', 1000, 2, 300),
      line('1', 1100, 1, 300),
      line('2', 500, 3, 250),
    ]);
    expect(charges).toEqual({ goodsPrice: 4600, chinaFreight: 550, amount: 5150 });
  });

  it('are zero for no lines and never negative', () => {
    expect(firstStageCharges([])).toEqual({ goodsPrice: 0, chinaFreight: 0, amount: 0 });
  });

  it('refuse a line without a positive whole quantity', () => {
    expect(() => orderLineTotal({ unitPrice: usdCents(100), quantity: 0 })).toThrow(RangeError);
    expect(() => orderLineTotal({ unitPrice: usdCents(100), quantity: 1.5 })).toThrow(RangeError);
  });
});
