import { ORDER_STATUS } from '@tijara/domain';
import { describe, expect, it } from 'vitest';
import { timelineEventsOf, timelineOfHistory } from './orderProgress';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T09:00:00.000Z`;

describe('the timeline of an order', () => {
  it('dates each step when the order moved past it', () => {
    const { dates, endedAt } = timelineOfHistory([
      { status: ORDER_STATUS.WAIT_BUYER_PAY, at: at(1) },
      { status: ORDER_STATUS.WAITING_PURCHASE, at: at(2) },
      { status: ORDER_STATUS.CHINA_SHIPPING, at: at(5) },
    ]);
    expect(dates).toEqual({
      paid: new Date(at(2)),
      purchased: new Date(at(5)),
      chinaShipping: new Date(at(5)),
    });
    expect(endedAt).toBeUndefined();
  });

  it('dates the last step when the order closed', () => {
    const { dates } = timelineOfHistory([
      { status: ORDER_STATUS.CONFIRM_GOODS, at: at(20) },
      { status: ORDER_STATUS.SUCCESS, at: at(27) },
    ]);
    expect(dates?.handOver).toEqual(new Date(at(20)));
    expect(dates?.completed).toEqual(new Date(at(27)));
  });

  it('ends a cancelled order after the last step it had gone past, when it ended', () => {
    expect(
      timelineOfHistory([
        { status: ORDER_STATUS.WAIT_BUYER_PAY, at: at(1) },
        { status: ORDER_STATUS.CANCEL, at: at(3) },
      ]),
    ).toEqual({ dates: {}, endedAfter: undefined, endedAt: new Date(at(3)) });
    expect(
      timelineOfHistory([
        { status: ORDER_STATUS.WAIT_BUYER_PAY, at: at(1) },
        { status: ORDER_STATUS.WAITING_PURCHASE, at: at(2) },
        { status: ORDER_STATUS.CANCEL, at: at(3) },
      ]),
    ).toMatchObject({ endedAfter: 'paid', endedAt: new Date(at(3)) });
  });

  it('puts each logistics event under the step of its status, with its place', () => {
    expect(timelineEventsOf(undefined)).toEqual([]);
    expect(
      timelineEventsOf({
        trackingNo: 'SF123',
        logisticsMode: 'sea',
        events: [
          { at: at(6), status: ORDER_STATUS.CHINA_SHIPPING, description: 'Received', location: 'Yiwu' },
          { at: at(9), status: ORDER_STATUS.SEA_SHIPPING, description: 'Sailed', location: null },
        ],
      }),
    ).toEqual([
      { step: 'warehouseInspection', at: new Date(at(6)), description: 'Received · Yiwu' },
      { step: 'seaShipping', at: new Date(at(9)), description: 'Sailed' },
    ]);
  });
});
