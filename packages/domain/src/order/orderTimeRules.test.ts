import { describe, expect, it } from 'vitest';
import {
  AUTO_RECEIPT_NATURAL_DAYS,
  CHINA_LEG_DAYS,
  DEFAULT_UNPAID_ORDER_CLOSE_AFTER_MS,
  NATURAL_DAY_MS,
  RETURN_WINDOW_DAYS,
  SEA_SHIPPING_DAYS,
  SHIPPED_STATUS_CHANGE_DAYS,
  addNaturalDays,
  autoReceiptDueAt,
  expectedLegEnd,
  isAutoReceiptDue,
  isReturnWindowClosed,
  isShippedStatusChangeDue,
  isUnpaidOrderCloseDue,
  returnWindowEndsAt,
  shippedStatusChangeDueAt,
  unpaidOrderCloseDeadline,
} from './orderTimeRules';

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

describe('the spec numbers', () => {
  it('are those of sections 4 and 9', () => {
    expect(NATURAL_DAY_MS).toBe(24 * HOUR);
    expect(AUTO_RECEIPT_NATURAL_DAYS).toBe(3);
    expect(SHIPPED_STATUS_CHANGE_DAYS).toBe(14);
    expect(RETURN_WINDOW_DAYS).toBe(7);
    expect(CHINA_LEG_DAYS).toEqual({ min: 2, max: 3 });
    expect(SEA_SHIPPING_DAYS).toEqual({ min: 30, max: 40 });
    expect(DEFAULT_UNPAID_ORDER_CLOSE_AFTER_MS).toBe(72 * HOUR);
  });
});

describe('natural days', () => {
  it('count weekends like any day: Thursday 10:00 plus 3 is Sunday 10:00', () => {
    // 2025-01-02 is a Thursday; Friday and Saturday are the Iraqi weekend.
    expect(addNaturalDays(at('2025-01-02T10:00:00+03:00'), 3)).toEqual(at('2025-01-05T10:00:00+03:00'));
  });
});

describe('auto receipt after 3 natural days', () => {
  const deliveredAt = at('2025-03-01T18:30:00+03:00');

  it('falls exactly 72 hours after delivery', () => {
    expect(autoReceiptDueAt(deliveredAt)).toEqual(at('2025-03-04T18:30:00+03:00'));
  });

  it('is not due one millisecond before, and due at the moment', () => {
    expect(isAutoReceiptDue(deliveredAt, later(deliveredAt, 72 * HOUR - 1))).toBe(false);
    expect(isAutoReceiptDue(deliveredAt, later(deliveredAt, 72 * HOUR))).toBe(true);
  });

  it('does not wait for the end of the calendar day', () => {
    expect(isAutoReceiptDue(deliveredAt, at('2025-03-04T18:31:00+03:00'))).toBe(true);
    expect(isAutoReceiptDue(deliveredAt, at('2025-03-04T00:00:00+03:00'))).toBe(false);
  });
});

describe('shipped status changes after 2 weeks', () => {
  const shippedAt = at('2025-03-01T09:00:00Z');

  it('falls 14 days after the goods left', () => {
    expect(shippedStatusChangeDueAt(shippedAt)).toEqual(at('2025-03-15T09:00:00Z'));
    expect(isShippedStatusChangeDue(shippedAt, later(shippedAt, 14 * NATURAL_DAY_MS - 1))).toBe(false);
    expect(isShippedStatusChangeDue(shippedAt, later(shippedAt, 14 * NATURAL_DAY_MS))).toBe(true);
  });
});

describe('unpaid orders close after a time limit', () => {
  const createdAt = at('2025-03-01T12:00:00Z');

  it('defaults to 72 hours after creation', () => {
    expect(unpaidOrderCloseDeadline(createdAt)).toEqual(at('2025-03-04T12:00:00Z'));
    expect(isUnpaidOrderCloseDue(createdAt, later(createdAt, 72 * HOUR - 1))).toBe(false);
    expect(isUnpaidOrderCloseDue(createdAt, later(createdAt, 72 * HOUR))).toBe(true);
  });

  it('takes the provider own limit', () => {
    expect(unpaidOrderCloseDeadline(createdAt, 30 * 60 * 1000)).toEqual(at('2025-03-01T12:30:00Z'));
    expect(isUnpaidOrderCloseDue(createdAt, at('2025-03-01T12:30:00Z'), 30 * 60 * 1000)).toBe(true);
    expect(isUnpaidOrderCloseDue(createdAt, at('2025-03-01T12:29:59Z'), 30 * 60 * 1000)).toBe(false);
  });

  it('refuses a limit that is not a positive duration', () => {
    expect(() => unpaidOrderCloseDeadline(createdAt, 0)).toThrow(RangeError);
    expect(() => unpaidOrderCloseDeadline(createdAt, -1)).toThrow(RangeError);
    expect(() => unpaidOrderCloseDeadline(createdAt, Number.NaN)).toThrow(RangeError);
  });
});

describe('return window of 7 days after receipt', () => {
  const receivedAt = at('2025-03-10T08:00:00Z');

  it('closes exactly 7 natural days later', () => {
    expect(returnWindowEndsAt(receivedAt)).toEqual(at('2025-03-17T08:00:00Z'));
    expect(isReturnWindowClosed(receivedAt, later(receivedAt, 7 * NATURAL_DAY_MS - 1))).toBe(false);
    expect(isReturnWindowClosed(receivedAt, later(receivedAt, 7 * NATURAL_DAY_MS))).toBe(true);
  });
});

describe('expected end of a leg', () => {
  it('gives the 30-40 day window of a sea shipment', () => {
    expect(expectedLegEnd(at('2025-01-01T00:00:00Z'), SEA_SHIPPING_DAYS)).toEqual({
      earliest: at('2025-01-31T00:00:00Z'),
      latest: at('2025-02-10T00:00:00Z'),
    });
  });

  it('gives the 2-3 day window of the China leg', () => {
    expect(expectedLegEnd(at('2025-01-01T00:00:00Z'), CHINA_LEG_DAYS)).toEqual({
      earliest: at('2025-01-03T00:00:00Z'),
      latest: at('2025-01-04T00:00:00Z'),
    });
  });
});
