import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_STATUSES } from './orderStatus';
import { ORDER_TABS, ORDER_TAB_STATUSES, isOrderTab, orderTabOf } from './orderTabs';

describe('order list tabs (spec section 2)', () => {
  it('are the ten tabs of the order list, in order', () => {
    expect(ORDER_TABS).toEqual([
      'all',
      'awaitingPay',
      'waitPurchase',
      'waitDelivery',
      'chinaShipping',
      'logisticsPayment',
      'seaShipping',
      'toWarehouse',
      'completed',
      'cancelled',
    ]);
  });

  it('shows every status under "all"', () => {
    expect(ORDER_TAB_STATUSES.all).toEqual(ORDER_STATUSES);
  });

  it('puts every status in exactly one other tab', () => {
    for (const status of ORDER_STATUSES) {
      const tabs = ORDER_TABS.filter((tab) => tab !== 'all' && ORDER_TAB_STATUSES[tab].includes(status));
      expect(tabs, `status ${status}`).toHaveLength(1);
    }
  });

  it('maps each tab to the statuses it shows', () => {
    expect(orderTabOf(ORDER_STATUS.WAIT_BUYER_PAY)).toBe('awaitingPay');
    expect(orderTabOf(ORDER_STATUS.WAITING_PURCHASE)).toBe('waitPurchase');
    expect(orderTabOf(ORDER_STATUS.WAIT_SELLER_SEND)).toBe('waitDelivery');
    expect(orderTabOf(ORDER_STATUS.CHINA_SHIPPING)).toBe('chinaShipping');
    expect(orderTabOf(ORDER_STATUS.LOGISTICS_PAYMENT)).toBe('logisticsPayment');
    expect(orderTabOf(ORDER_STATUS.SEA_SHIPPING)).toBe('seaShipping');
    expect(orderTabOf(ORDER_STATUS.TO_WAREHOUSE)).toBe('toWarehouse');
    expect(orderTabOf(ORDER_STATUS.WAIT_BUYER_RECEIVER)).toBe('toWarehouse');
    expect(orderTabOf(ORDER_STATUS.CONFIRM_GOODS)).toBe('completed');
    expect(orderTabOf(ORDER_STATUS.CONFIRM_GOODS_AND_HAS_SUBSIDY)).toBe('completed');
    expect(orderTabOf(ORDER_STATUS.SUCCESS)).toBe('completed');
    expect(orderTabOf(ORDER_STATUS.CANCEL)).toBe('cancelled');
    expect(orderTabOf(ORDER_STATUS.TERMINATED)).toBe('cancelled');
  });

  it('recognises tab names from a route', () => {
    expect(isOrderTab('seaShipping')).toBe(true);
    expect(isOrderTab('all')).toBe(true);
    expect(isOrderTab('shipped')).toBe(false);
    expect(isOrderTab(3)).toBe(false);
  });
});
