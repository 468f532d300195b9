import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS,
  ORDER_STATUSES,
  isOrderStatus,
  orderStatusName,
  parseOrderStatus,
} from './orderStatus';

describe('order statuses (spec section 4)', () => {
  it('keeps the numbers the server uses', () => {
    expect(ORDER_STATUS).toEqual({
      WAIT_BUYER_PAY: 1,
      WAIT_SELLER_SEND: 2,
      WAIT_BUYER_RECEIVER: 3,
      CONFIRM_GOODS_AND_HAS_SUBSIDY: 4,
      CONFIRM_GOODS: 5,
      SUCCESS: 6,
      CANCEL: 7,
      TERMINATED: 8,
      CHINA_SHIPPING: 9,
      LOGISTICS_PAYMENT: 10,
      SEA_SHIPPING: 11,
      TO_WAREHOUSE: 12,
      WAITING_PURCHASE: 14,
    });
  });

  it('lists every status once', () => {
    expect([...ORDER_STATUSES].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14]);
  });

  it('names a status by its constant', () => {
    expect(orderStatusName(14)).toBe('WAITING_PURCHASE');
    expect(orderStatusName(1)).toBe('WAIT_BUYER_PAY');
  });
});

describe('isOrderStatus', () => {
  it('accepts the known numbers only; there is no 13', () => {
    expect(isOrderStatus(1)).toBe(true);
    expect(isOrderStatus(14)).toBe(true);
    expect(isOrderStatus(13)).toBe(false);
    expect(isOrderStatus(0)).toBe(false);
    expect(isOrderStatus(15)).toBe(false);
    expect(isOrderStatus('1')).toBe(false);
  });
});

describe('parseOrderStatus', () => {
  it('reads numbers and decimal strings from the wire', () => {
    expect(parseOrderStatus(10)).toBe(10);
    expect(parseOrderStatus(' 12 ')).toBe(12);
  });

  it('answers null for anything else', () => {
    expect(parseOrderStatus(13)).toBeNull();
    expect(parseOrderStatus('13')).toBeNull();
    expect(parseOrderStatus('1.0')).toBeNull();
    expect(parseOrderStatus('')).toBeNull();
    expect(parseOrderStatus(1.5)).toBeNull();
    expect(parseOrderStatus(null)).toBeNull();
    expect(parseOrderStatus(undefined)).toBeNull();
  });
});
