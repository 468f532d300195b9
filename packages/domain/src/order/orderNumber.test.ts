import { describe, expect, it } from 'vitest';
import { formatOrderNo, isOrderNo, ORDER_NO_LENGTH } from './orderNumber';

describe('order numbers', () => {
  it('start with the date in Baghdad, so a late evening in UTC is already the next day', () => {
    expect(formatOrderNo(new Date('2026-11-26T10:00:00Z'), '0123456789')).toBe('2611260123456789');
    expect(formatOrderNo(new Date('2026-12-31T21:30:00Z'), '9876543210')).toBe('2701019876543210');
  });

  it('refuse random parts of the wrong length or with other characters', () => {
    expect(() => formatOrderNo(new Date(), '123')).toThrow(RangeError);
    expect(() => formatOrderNo(new Date(), '12345678a0')).toThrow(RangeError);
  });

  it('recognise only the full shape', () => {
    expect(ORDER_NO_LENGTH).toBe(16);
    expect(isOrderNo('2611260123456789')).toBe(true);
    expect(isOrderNo('261126012345678')).toBe(false);
    expect(isOrderNo('26112601234567890')).toBe(false);
    expect(isOrderNo('2611260123x56789')).toBe(false);
  });
});
