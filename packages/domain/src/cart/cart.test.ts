import { describe, expect, it } from 'vitest';
import { usdCents } from '../money';
import { validate } from '../validation';
import { cartQuantitySchema } from './cart';
import {
  CART_ITEM_RETENTION_DAYS,
  isCartItemExpired,
  maxOrderableQuantity,
  meetsMixedBatch,
  MINIMUM_ORDER,
  orderProblem,
  quantityProblem,
  selectedTotal,
  type Cart,
  type CartItem,
} from './cartRule';

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 'line-1',
    productId: 'p1',
    skuId: 's1',
    sellerId: 'seller-a',
    quantity: 2,
    unitPrice: usdCents(1000),
    stock: 10,
    selected: true,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}

describe('quantityProblem (spec section 5)', () => {
  it('accepts 1 up to the stock', () => {
    expect(quantityProblem(1, { stock: 10 })).toBeNull();
    expect(quantityProblem(10, { stock: 10 })).toBeNull();
  });

  it('refuses 0, fractions, more than stock and more than the maximum', () => {
    expect(quantityProblem(0, { stock: 10 })).toBe('cart.quantity.belowMinimum');
    expect(quantityProblem(1.5, { stock: 10 })).toBe('cart.quantity.notWhole');
    expect(quantityProblem(11, { stock: 10 })).toBe('cart.quantity.aboveStock');
    expect(quantityProblem(6, { stock: 10, maxQuantity: 5 })).toBe('cart.quantity.aboveMaximum');
    expect(quantityProblem(5, { stock: 10, maxQuantity: 5 })).toBeNull();
  });

  it('is the same rule as a schema', () => {
    const schema = cartQuantitySchema({ stock: 3 });
    expect(validate(schema, 3)).toEqual({ ok: true, value: 3 });
    expect(validate(schema, 4)).toEqual({ ok: false, errors: { '': 'cart.quantity.aboveStock' } });
    expect(validate(schema, 'two')).toEqual({ ok: false, errors: { '': 'cart.quantity.notWhole' } });
  });

  it('offers at most the stock, or the maximum when lower', () => {
    expect(maxOrderableQuantity({ stock: 10 })).toBe(10);
    expect(maxOrderableQuantity({ stock: 10, maxQuantity: 4 })).toBe(4);
    expect(maxOrderableQuantity({ stock: -2 })).toBe(0);
  });
});

describe('mixed batch', () => {
  const lines = [
    item({ quantity: 3, unitPrice: usdCents(200) }),
    item({ id: 'line-2', quantity: 2, unitPrice: usdCents(500) }),
  ];

  it('is met by reaching the quantity or the amount, whichever is set', () => {
    expect(meetsMixedBatch(lines, { minQuantity: 5 })).toBe(true);
    expect(meetsMixedBatch(lines, { minQuantity: 6 })).toBe(false);
    expect(meetsMixedBatch(lines, { minAmount: usdCents(1600) })).toBe(true);
    expect(meetsMixedBatch(lines, { minAmount: usdCents(1601) })).toBe(false);
    expect(meetsMixedBatch(lines, { minQuantity: 6, minAmount: usdCents(1600) })).toBe(true);
    expect(meetsMixedBatch(lines, {})).toBe(true);
  });
});

describe('orderProblem', () => {
  const cart = (items: CartItem[]): Cart => ({ items });

  it('needs at least one selected line', () => {
    expect(orderProblem(cart([]))).toEqual({ key: 'cart.empty', itemIds: [] });
    expect(orderProblem(cart([item({ selected: false })]))).toEqual({ key: 'cart.empty', itemIds: [] });
  });

  it('needs the 15 USD minimum order, counting selected lines only', () => {
    expect(MINIMUM_ORDER).toBe(1500);
    const justBelow = item({ quantity: 1, unitPrice: usdCents(1499) });
    expect(orderProblem(cart([justBelow, item({ id: 'x', selected: false })]))).toEqual({
      key: 'cart.belowMinimumOrder',
      itemIds: ['line-1'],
    });
    expect(orderProblem(cart([item({ quantity: 1, unitPrice: usdCents(1500) })]))).toBeNull();
  });

  it('names a line whose quantity breaks its limits', () => {
    expect(orderProblem(cart([item({ id: 'too-many', quantity: 11 })]))).toEqual({
      key: 'cart.quantity.aboveStock',
      itemIds: ['too-many'],
    });
  });

  it('names the lines of a seller whose mixed-batch rule is not met', () => {
    const items = [item({ id: 'a1' }), item({ id: 'b1', sellerId: 'seller-b', quantity: 1 })];
    expect(orderProblem(cart(items), { 'seller-b': { minQuantity: 2 } })).toEqual({
      key: 'cart.mixedBatch.notMet',
      itemIds: ['b1'],
    });
    expect(orderProblem(cart(items), { 'seller-a': { minQuantity: 2 } })).toBeNull();
  });

  it('totals the selected lines', () => {
    expect(selectedTotal(cart([item(), item({ id: 'off', selected: false })]))).toBe(2000);
  });
});

describe('cart line expiry (spec section 9)', () => {
  it('deletes lines 30 days after they were created', () => {
    expect(CART_ITEM_RETENTION_DAYS).toBe(30);
    const created = new Date('2026-01-01T12:00:00Z');
    expect(isCartItemExpired(created, new Date('2026-01-31T11:59:59Z'))).toBe(false);
    expect(isCartItemExpired(created, new Date('2026-01-31T12:00:00Z'))).toBe(true);
  });
});
