import { describe, expect, it } from 'vitest';
import { usdCents } from '../money';
import { validate } from '../validation';
import {
  CART_MAX_LINES,
  cartLineChanges,
  cartLineProblem,
  cartOrderProblem,
  cartQuantityRequestSchema,
  mixedBatchRuleOfMinOrder,
  type CartLine,
} from './cartLine';

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 'line-1',
    productId: 'p1',
    skuId: 's1',
    sellerId: 'p1',
    quantity: 2,
    unitPrice: usdCents(1000),
    stock: 10,
    selected: true,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    available: true,
    ...overrides,
  };
}

describe('cart quantity in a request (spec section 5)', () => {
  it('takes whole numbers from 1, and refuses the rest with the rule keys', () => {
    expect(validate(cartQuantityRequestSchema, 1)).toEqual({ ok: true, value: 1 });
    expect(validate(cartQuantityRequestSchema, 0)).toEqual({
      ok: false,
      errors: { '': 'cart.quantity.belowMinimum' },
    });
    expect(validate(cartQuantityRequestSchema, 2.5)).toEqual({
      ok: false,
      errors: { '': 'cart.quantity.notWhole' },
    });
    expect(validate(cartQuantityRequestSchema, '3')).toEqual({
      ok: false,
      errors: { '': 'cart.quantity.notWhole' },
    });
    expect(validate(cartQuantityRequestSchema, 2 ** 31).ok).toBe(false);
  });

  it('bounds a cart at 200 lines', () => {
    expect(CART_MAX_LINES).toBe(200);
  });
});

describe('changed since added (issue 14)', () => {
  const seen = { unitPrice: usdCents(1000), stock: 10 };

  it('flags a price or a stock that differs, either way', () => {
    expect(cartLineChanges(seen, seen)).toEqual({ priceChanged: false, stockChanged: false });
    expect(cartLineChanges(seen, { unitPrice: usdCents(900), stock: 10 })).toEqual({
      priceChanged: true,
      stockChanged: false,
    });
    expect(cartLineChanges(seen, { unitPrice: usdCents(1000), stock: 11 })).toEqual({
      priceChanged: false,
      stockChanged: true,
    });
  });
});

describe('mixed batch from the minimum order', () => {
  it('asks the lines of one product to reach its minimum together, when it is above one', () => {
    expect(mixedBatchRuleOfMinOrder(1)).toBeUndefined();
    expect(mixedBatchRuleOfMinOrder(5)).toEqual({ minQuantity: 5 });
  });
});

describe('line problems and the order problem', () => {
  it('names a product gone from the shelves, then the quantity rules', () => {
    expect(cartLineProblem(line())).toBeNull();
    expect(cartLineProblem(line({ available: false }))).toBe('error.productUnavailable');
    expect(cartLineProblem(line({ quantity: 11 }))).toBe('cart.quantity.aboveStock');
    expect(cartLineProblem(line({ quantity: 4, maxQuantity: 3 }))).toBe('cart.quantity.aboveMaximum');
  });

  it('refuses a selected line whose product is gone, and ignores an unselected one', () => {
    const gone = line({ id: 'gone', available: false });
    expect(cartOrderProblem([gone, line()])).toEqual({ key: 'error.productUnavailable', itemIds: ['gone'] });
    expect(cartOrderProblem([{ ...gone, selected: false }, line()])).toBeNull();
  });

  it('applies the mixed batch across the variants of one product', () => {
    const lines = [line({ id: 'a', skuId: 's1', quantity: 2 }), line({ id: 'b', skuId: 's2', quantity: 1 })];
    expect(cartOrderProblem(lines, { p1: { minQuantity: 3 } })).toBeNull();
    expect(cartOrderProblem(lines, { p1: { minQuantity: 4 } })).toEqual({
      key: 'cart.mixedBatch.notMet',
      itemIds: ['a', 'b'],
    });
  });

  it('still needs the 15 USD minimum and a selection', () => {
    expect(cartOrderProblem([line({ quantity: 1 })])).toEqual({
      key: 'cart.belowMinimumOrder',
      itemIds: ['line-1'],
    });
    expect(cartOrderProblem([])).toEqual({ key: 'cart.empty', itemIds: [] });
  });
});
