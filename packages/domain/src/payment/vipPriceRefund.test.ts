import { describe, expect, it } from 'vitest';
import { usdCents } from '../money';
import { ORDER_STATUS, ORDER_STATUSES } from '../order/orderStatus';
import { PRICE_CHANGE_ERROR } from './priceChangeRule';
import {
  VIP_PRICE_CHANGE_ERROR,
  VIP_PRICE_CHANGE_STATUSES,
  VIP_PRICE_NEGOTIATION_FROM,
  VIP_REFUND_SCHEDULE,
  isVipPriceNegotiable,
  nextVipRefundRunAt,
  priceChangeRefund,
  vipPriceChangeProblem,
  vipPriceNegotiationBlocker,
  vipRefundOwed,
  type VipPriceChangeInput,
} from './vipPriceRefund';

const UPGRADED_2024 = new Date('2024-03-10T08:00:00Z');

/** A paid order of $100.00 goods, never negotiated, of a VIP upgraded in 2024: $96.00 asked. */
const change = (changes: Partial<VipPriceChangeInput> = {}) =>
  vipPriceChangeProblem({
    vipSince: UPGRADED_2024,
    status: ORDER_STATUS.WAITING_PURCHASE,
    stageOnePaid: true,
    original: usdCents(10_000),
    current: usdCents(10_000),
    amount: usdCents(9_600),
    ...changes,
  });

describe('who may negotiate (spec section 6: upgraded VIP accounts from 2024)', () => {
  it('starts at the first moment of 2024 in Baghdad (UTC+3)', () => {
    expect(VIP_PRICE_NEGOTIATION_FROM.toISOString()).toBe('2023-12-31T21:00:00.000Z');
    expect(isVipPriceNegotiable(new Date('2023-12-31T21:00:00.000Z'))).toBe(true);
    expect(isVipPriceNegotiable(new Date('2023-12-31T20:59:59.999Z'))).toBe(false);
    expect(isVipPriceNegotiable(new Date('2026-11-27T10:00:00Z'))).toBe(true);
  });

  it('refuses a buyer who is not a VIP, or was upgraded before 2024', () => {
    expect(isVipPriceNegotiable(null)).toBe(false);
    expect(change({ vipSince: null })).toBe(VIP_PRICE_CHANGE_ERROR.notVip);
    expect(change({ vipSince: new Date('2023-06-01T00:00:00Z') })).toBe(VIP_PRICE_CHANGE_ERROR.notVip);
    expect(change()).toBeNull();
  });
});

describe('which orders', () => {
  it('are those with stage 1 paid, neither cancelled nor terminated', () => {
    expect(VIP_PRICE_CHANGE_STATUSES).not.toContain(ORDER_STATUS.WAIT_BUYER_PAY);
    expect(VIP_PRICE_CHANGE_STATUSES).not.toContain(ORDER_STATUS.CANCEL);
    expect(VIP_PRICE_CHANGE_STATUSES).not.toContain(ORDER_STATUS.TERMINATED);
    expect(VIP_PRICE_CHANGE_STATUSES).toHaveLength(ORDER_STATUSES.length - 3);
    for (const status of VIP_PRICE_CHANGE_STATUSES) expect(change({ status })).toBeNull();
  });

  it('refuses an unpaid order, and a cancelled or terminated one', () => {
    expect(change({ status: ORDER_STATUS.WAIT_BUYER_PAY, stageOnePaid: false })).toBe(
      VIP_PRICE_CHANGE_ERROR.notPaid,
    );
    // A status past payment without a settled stage 1 is still not paid.
    expect(change({ stageOnePaid: false })).toBe(VIP_PRICE_CHANGE_ERROR.notPaid);
    expect(change({ status: ORDER_STATUS.CANCEL })).toBe(VIP_PRICE_CHANGE_ERROR.closed);
    expect(change({ status: ORDER_STATUS.TERMINATED })).toBe(VIP_PRICE_CHANGE_ERROR.closed);
  });
});

describe('the amount (spec sections 5 and 9)', () => {
  it('is at least 95 % of the original, to the cent', () => {
    expect(change({ amount: usdCents(9_500) })).toBeNull();
    expect(change({ amount: usdCents(9_499) })).toBe(PRICE_CHANGE_ERROR.amountBelowFloor);
    // 95 % of $0.99 is 94.05 cents: 95 cents is the lowest allowed.
    expect(change({ original: usdCents(99), current: usdCents(99), amount: usdCents(95) })).toBeNull();
    expect(change({ original: usdCents(99), current: usdCents(99), amount: usdCents(94) })).toBe(
      PRICE_CHANGE_ERROR.amountBelowFloor,
    );
  });

  it('is below the current price, and the floor stays 95 % of the ORIGINAL after a change', () => {
    expect(change({ amount: usdCents(10_000) })).toBe(VIP_PRICE_CHANGE_ERROR.notLower);
    expect(change({ amount: usdCents(10_001) })).toBe(VIP_PRICE_CHANGE_ERROR.notLower);
    // Negotiated to $96.00 already: $96.00 again or more is refused, $95.00 is the floor still.
    const after = { current: usdCents(9_600) };
    expect(change({ ...after, amount: usdCents(9_600) })).toBe(VIP_PRICE_CHANGE_ERROR.notLower);
    expect(change({ ...after, amount: usdCents(9_599) })).toBeNull();
    expect(change({ ...after, amount: usdCents(9_500) })).toBeNull();
    expect(change({ ...after, amount: usdCents(9_120) })).toBe(PRICE_CHANGE_ERROR.amountBelowFloor);
  });
});

describe('whether an order can be negotiated at all', () => {
  it('answers the first reason, or the floor once the current price has reached it', () => {
    const order = {
      vipSince: UPGRADED_2024,
      status: ORDER_STATUS.CHINA_SHIPPING,
      stageOnePaid: true,
      original: usdCents(10_000),
      current: usdCents(9_600),
    };
    expect(vipPriceNegotiationBlocker(order)).toBeNull();
    expect(vipPriceNegotiationBlocker({ ...order, vipSince: null })).toBe(VIP_PRICE_CHANGE_ERROR.notVip);
    expect(vipPriceNegotiationBlocker({ ...order, status: ORDER_STATUS.TERMINATED })).toBe(
      VIP_PRICE_CHANGE_ERROR.closed,
    );
    expect(vipPriceNegotiationBlocker({ ...order, current: usdCents(9_501) })).toBeNull();
    expect(vipPriceNegotiationBlocker({ ...order, current: usdCents(9_500) })).toBe(
      PRICE_CHANGE_ERROR.amountBelowFloor,
    );
  });
});

describe('the refund', () => {
  it('of one change is the price before it less the price it set', () => {
    expect(priceChangeRefund(usdCents(10_000), usdCents(9_600))).toBe(400);
    expect(priceChangeRefund(usdCents(9_600), usdCents(9_500))).toBe(100);
    expect(() => priceChangeRefund(usdCents(9_600), usdCents(9_600))).toThrow(RangeError);
  });

  it('owed on an order is the original less the negotiated price, less what was refunded', () => {
    const original = usdCents(10_000);
    expect(vipRefundOwed({ original, negotiated: usdCents(9_600), refunded: usdCents(0) })).toBe(400);
    expect(vipRefundOwed({ original, negotiated: usdCents(9_500), refunded: usdCents(400) })).toBe(100);
    expect(vipRefundOwed({ original, negotiated: usdCents(9_500), refunded: usdCents(500) })).toBe(0);
    expect(vipRefundOwed({ original, negotiated: original, refunded: usdCents(0) })).toBe(0);
  });
});

describe('the weekly run', () => {
  it('is Sundays at 04:00 Baghdad time', () => {
    expect(VIP_REFUND_SCHEDULE).toBe('0 4 * * 0');
  });

  it('comes next strictly after the moment given, in Baghdad time', () => {
    // Friday 27 November 2026, 13:00 in Baghdad: Sunday 29th, 04:00 Baghdad = 01:00 UTC.
    expect(nextVipRefundRunAt(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe(
      '2026-11-29T01:00:00.000Z',
    );
    // Sunday 03:59 in Baghdad: the same morning; 04:00 exactly: the next week.
    expect(nextVipRefundRunAt(new Date('2026-11-29T00:59:00Z')).toISOString()).toBe(
      '2026-11-29T01:00:00.000Z',
    );
    expect(nextVipRefundRunAt(new Date('2026-11-29T01:00:00Z')).toISOString()).toBe(
      '2026-12-06T01:00:00.000Z',
    );
    // Saturday 22:30 UTC is already Sunday 01:30 in Baghdad.
    expect(nextVipRefundRunAt(new Date('2026-11-28T22:30:00Z')).toISOString()).toBe(
      '2026-11-29T01:00:00.000Z',
    );
  });
});
