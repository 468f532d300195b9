import { describe, expect, it } from 'vitest';
import { CART_ERROR } from '../cart';
import { ORDER_QUANTITY_ERROR, orderQuantityMessageValues, orderQuantityProblem } from './orderQuantity';

const limits = { minOrder: 10, stock: 100, maxOrder: 50 };

describe('orderQuantityProblem', () => {
  it('accepts whole quantities from the minimum order up to stock and the maximum', () => {
    expect(orderQuantityProblem(10, limits)).toBeNull();
    expect(orderQuantityProblem(50, limits)).toBeNull();
    expect(orderQuantityProblem(100, { minOrder: 1, stock: 100 })).toBeNull();
  });

  it('refuses a quantity below the minimum order', () => {
    expect(orderQuantityProblem(9, limits)).toBe(ORDER_QUANTITY_ERROR.belowMinOrder);
    expect(orderQuantityProblem(1, limits)).toBe(ORDER_QUANTITY_ERROR.belowMinOrder);
  });

  it("keeps the cart's rules: whole, at least 1, not above stock or the maximum", () => {
    expect(orderQuantityProblem(10.5, limits)).toBe(CART_ERROR.notWhole);
    expect(orderQuantityProblem(0, limits)).toBe(CART_ERROR.belowMinimum);
    expect(orderQuantityProblem(-3, limits)).toBe(CART_ERROR.belowMinimum);
    expect(orderQuantityProblem(51, limits)).toBe(CART_ERROR.aboveMaximum);
    expect(orderQuantityProblem(101, { minOrder: 10, stock: 100 })).toBe(CART_ERROR.aboveStock);
  });

  it('says stock first when the stock is below the minimum order', () => {
    expect(orderQuantityProblem(10, { minOrder: 10, stock: 4 })).toBe(CART_ERROR.aboveStock);
    expect(orderQuantityProblem(4, { minOrder: 10, stock: 4 })).toBe(ORDER_QUANTITY_ERROR.belowMinOrder);
  });
});

describe('orderQuantityMessageValues', () => {
  it('quotes the limits as counts in the language, the stock standing in for a missing maximum', () => {
    expect(orderQuantityMessageValues({ minOrder: 1_000, stock: 302_722, maxOrder: 5_000 }, 'ar')).toEqual({
      minOrder: '1,000',
      stock: '302,722',
      maxOrder: '5,000',
    });
    expect(orderQuantityMessageValues({ minOrder: 2, stock: 12_000 }, 'ckb')).toEqual({
      minOrder: '2',
      stock: '12,000',
      maxOrder: '12,000',
    });
  });
});
