import { describe, expect, it } from 'vitest';
import { usdCents } from '../money';
import {
  INITIAL_ORDER_STATUS,
  ORDER_ACTORS,
  ORDER_EVENTS,
  ORDER_TRANSITIONS,
  ORDER_TRANSITION_ERROR,
  type OrderActor,
  type OrderEvent,
  type OrderTransitionContext,
} from './orderLifecycle';
import { ORDER_STATUS, ORDER_STATUSES, type OrderStatus } from './orderStatus';
import { NATURAL_DAY_MS } from './orderTimeRules';
import { availableEvents, transition } from './orderTransition';

const now = new Date('2025-05-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 60 * 60 * 1000;
const ctx = (extra: Partial<OrderTransitionContext> = {}): OrderTransitionContext => ({ now, ...extra });

function walk(steps: [OrderEvent, OrderActor, OrderTransitionContext?][]): OrderStatus {
  let status = INITIAL_ORDER_STATUS;
  for (const [event, actor, context] of steps) {
    const result = transition(status, event, actor, context ?? ctx());
    if (!result.ok) throw new Error(`${event} by ${actor} from ${status}: ${result.error}`);
    status = result.to;
  }
  return status;
}

describe('the transition table', () => {
  it('has at most one rule for a status and an event', () => {
    const seen = new Set<string>();
    for (const rule of ORDER_TRANSITIONS) {
      for (const from of rule.from) {
        const pair = `${from}:${rule.event}`;
        expect(seen.has(pair), pair).toBe(false);
        seen.add(pair);
      }
    }
  });

  it('uses every event and only known actors', () => {
    expect(new Set(ORDER_TRANSITIONS.map((rule) => rule.event))).toEqual(new Set(ORDER_EVENTS));
    for (const rule of ORDER_TRANSITIONS) {
      for (const actor of rule.actors) expect(ORDER_ACTORS).toContain(actor);
    }
  });

  it('reaches every status except the subsidy one from the initial status', () => {
    const reached = new Set<OrderStatus>([INITIAL_ORDER_STATUS]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const rule of ORDER_TRANSITIONS) {
        if (rule.from.some((status) => reached.has(status)) && !reached.has(rule.to)) {
          reached.add(rule.to);
          grew = true;
        }
      }
    }
    expect(ORDER_STATUSES.filter((status) => !reached.has(status))).toEqual([
      ORDER_STATUS.CONFIRM_GOODS_AND_HAS_SUBSIDY,
    ]);
  });

  it('starts orders pending payment', () => {
    expect(INITIAL_ORDER_STATUS).toBe(ORDER_STATUS.WAIT_BUYER_PAY);
  });
});

describe('the whole journey (spec section 4, flow)', () => {
  it('goes from pending payment to completed through every step, by the right people', () => {
    const end = walk([
      ['approvePayment', 'financeStaff'],
      ['purchase', 'procurementStaff'],
      ['shipInChina', 'operationsStaff'],
      ['chargeSecondStageFee', 'operationsStaff', ctx({ secondStageFee: usdCents(12000) })],
      ['approvePayment', 'financeStaff'],
      ['arriveAtWarehouse', 'operationsStaff'],
      ['handOver', 'operationsStaff'],
      ['confirmReceipt', 'buyer'],
      ['complete', 'systemTimer', ctx({ receivedAt: ago(7 * NATURAL_DAY_MS) })],
    ]);
    expect(end).toBe(ORDER_STATUS.SUCCESS);
  });

  it('sends an approved first payment to waiting purchase, and an approved second one to sea shipping', () => {
    expect(transition(ORDER_STATUS.WAIT_BUYER_PAY, 'approvePayment', 'financeStaff', ctx())).toEqual({
      ok: true,
      to: ORDER_STATUS.WAITING_PURCHASE,
    });
    expect(transition(ORDER_STATUS.LOGISTICS_PAYMENT, 'approvePayment', 'financeStaff', ctx())).toEqual({
      ok: true,
      to: ORDER_STATUS.SEA_SHIPPING,
    });
  });

  it('leaves the order where it was when finance rejects a payment, so the buyer can repay', () => {
    expect(transition(ORDER_STATUS.WAIT_BUYER_PAY, 'rejectPayment', 'financeStaff', ctx())).toEqual({
      ok: true,
      to: ORDER_STATUS.WAIT_BUYER_PAY,
    });
    expect(transition(ORDER_STATUS.LOGISTICS_PAYMENT, 'rejectPayment', 'financeStaff', ctx())).toEqual({
      ok: true,
      to: ORDER_STATUS.LOGISTICS_PAYMENT,
    });
  });
});

describe('rejections', () => {
  it('names an event that does not apply to the status', () => {
    expect(transition(ORDER_STATUS.SEA_SHIPPING, 'confirmReceipt', 'buyer', ctx())).toEqual({
      ok: false,
      error: ORDER_TRANSITION_ERROR.notAllowedFromStatus,
    });
    expect(transition(ORDER_STATUS.SUCCESS, 'terminate', 'operationsStaff', ctx())).toEqual({
      ok: false,
      error: ORDER_TRANSITION_ERROR.notAllowedFromStatus,
    });
  });

  it('names an actor who may not trigger the event', () => {
    expect(transition(ORDER_STATUS.WAIT_BUYER_PAY, 'approvePayment', 'buyer', ctx())).toEqual({
      ok: false,
      error: ORDER_TRANSITION_ERROR.notAllowedForActor,
    });
  });

  it('checks the status before the actor', () => {
    expect(transition(ORDER_STATUS.SUCCESS, 'approvePayment', 'buyer', ctx())).toEqual({
      ok: false,
      error: ORDER_TRANSITION_ERROR.notAllowedFromStatus,
    });
  });
});

describe('cancelling is done by staff (spec section 4)', () => {
  it('lets operations staff cancel before the goods are bought', () => {
    for (const status of [ORDER_STATUS.WAIT_BUYER_PAY, ORDER_STATUS.WAITING_PURCHASE]) {
      expect(transition(status, 'cancel', 'operationsStaff', ctx())).toEqual({
        ok: true,
        to: ORDER_STATUS.CANCEL,
      });
    }
  });

  it('does not let the buyer cancel', () => {
    expect(transition(ORDER_STATUS.WAIT_BUYER_PAY, 'cancel', 'buyer', ctx())).toEqual({
      ok: false,
      error: ORDER_TRANSITION_ERROR.notAllowedForActor,
    });
    expect(availableEvents(ORDER_STATUS.WAIT_BUYER_PAY, 'buyer')).not.toContain('cancel');
  });

  it('terminates instead once the goods were bought', () => {
    expect(transition(ORDER_STATUS.WAIT_SELLER_SEND, 'cancel', 'operationsStaff', ctx())).toEqual({
      ok: false,
      error: ORDER_TRANSITION_ERROR.notAllowedFromStatus,
    });
    expect(transition(ORDER_STATUS.WAIT_SELLER_SEND, 'terminate', 'operationsStaff', ctx())).toEqual({
      ok: true,
      to: ORDER_STATUS.TERMINATED,
    });
  });
});

describe('unpaid orders close by timer', () => {
  const createdAt = ago(72 * HOUR);

  it('closes once the default limit has passed', () => {
    expect(transition(ORDER_STATUS.WAIT_BUYER_PAY, 'closeUnpaid', 'systemTimer', ctx({ createdAt }))).toEqual(
      {
        ok: true,
        to: ORDER_STATUS.CANCEL,
      },
    );
  });

  it('waits until the limit', () => {
    expect(
      transition(
        ORDER_STATUS.WAIT_BUYER_PAY,
        'closeUnpaid',
        'systemTimer',
        ctx({ createdAt: ago(72 * HOUR - 1) }),
      ),
    ).toEqual({ ok: false, error: ORDER_TRANSITION_ERROR.unpaidDeadlineNotReached });
    expect(transition(ORDER_STATUS.WAIT_BUYER_PAY, 'closeUnpaid', 'systemTimer', ctx())).toEqual({
      ok: false,
      error: ORDER_TRANSITION_ERROR.unpaidDeadlineNotReached,
    });
  });

  it('follows the provider own limit', () => {
    const context = ctx({ createdAt: ago(HOUR), unpaidCloseAfterMs: HOUR });
    expect(transition(ORDER_STATUS.WAIT_BUYER_PAY, 'closeUnpaid', 'systemTimer', context)).toEqual({
      ok: true,
      to: ORDER_STATUS.CANCEL,
    });
  });

  it('never closes an order whose payment finance is reviewing', () => {
    expect(
      transition(
        ORDER_STATUS.WAIT_BUYER_PAY,
        'closeUnpaid',
        'systemTimer',
        ctx({ createdAt, paymentUnderReview: true }),
      ),
    ).toEqual({ ok: false, error: ORDER_TRANSITION_ERROR.paymentUnderReview });
  });
});

describe('second-stage fee', () => {
  it('is charged only once it is computed', () => {
    const charge = (secondStageFee?: number) =>
      transition(
        ORDER_STATUS.CHINA_SHIPPING,
        'chargeSecondStageFee',
        'operationsStaff',
        ctx(secondStageFee === undefined ? {} : { secondStageFee: usdCents(secondStageFee) }),
      );
    expect(charge()).toEqual({ ok: false, error: ORDER_TRANSITION_ERROR.secondStageFeeMissing });
    expect(charge(0)).toEqual({ ok: false, error: ORDER_TRANSITION_ERROR.secondStageFeeMissing });
    expect(charge(1)).toEqual({ ok: true, to: ORDER_STATUS.LOGISTICS_PAYMENT });
  });
});

describe('receipt (spec section 4, flow step 6)', () => {
  const awaiting = ORDER_STATUS.WAIT_BUYER_RECEIVER;

  it('is confirmed by the buyer or by a level-12 account acting for them', () => {
    expect(transition(awaiting, 'confirmReceipt', 'buyer', ctx())).toEqual({
      ok: true,
      to: ORDER_STATUS.CONFIRM_GOODS,
    });
    expect(transition(awaiting, 'confirmReceipt', 'procurementStaff', ctx())).toEqual({
      ok: true,
      to: ORDER_STATUS.CONFIRM_GOODS,
    });
    expect(transition(awaiting, 'confirmReceipt', 'operationsStaff', ctx())).toEqual({
      ok: false,
      error: ORDER_TRANSITION_ERROR.notAllowedForActor,
    });
  });

  it('is confirmed automatically 3 natural days after delivery, not before', () => {
    const auto = (deliveredAt?: Date) =>
      transition(awaiting, 'autoConfirmReceipt', 'systemTimer', ctx(deliveredAt ? { deliveredAt } : {}));
    expect(auto(ago(3 * NATURAL_DAY_MS))).toEqual({ ok: true, to: ORDER_STATUS.CONFIRM_GOODS });
    expect(auto(ago(3 * NATURAL_DAY_MS - 1))).toEqual({
      ok: false,
      error: ORDER_TRANSITION_ERROR.autoReceiptNotDue,
    });
    expect(auto()).toEqual({ ok: false, error: ORDER_TRANSITION_ERROR.autoReceiptNotDue });
  });

  it('moves on by itself 2 weeks after the goods left, even with no delivery recorded', () => {
    const change = (shippedAt?: Date) =>
      transition(awaiting, 'autoChangeShippedStatus', 'systemTimer', ctx(shippedAt ? { shippedAt } : {}));
    expect(change(ago(14 * NATURAL_DAY_MS))).toEqual({ ok: true, to: ORDER_STATUS.CONFIRM_GOODS });
    expect(change(ago(14 * NATURAL_DAY_MS - 1))).toEqual({
      ok: false,
      error: ORDER_TRANSITION_ERROR.shippedStatusChangeNotDue,
    });
    expect(change()).toEqual({ ok: false, error: ORDER_TRANSITION_ERROR.shippedStatusChangeNotDue });
  });

  it('completes once the 7-day return window has closed, with or without a subsidy', () => {
    for (const received of [ORDER_STATUS.CONFIRM_GOODS, ORDER_STATUS.CONFIRM_GOODS_AND_HAS_SUBSIDY]) {
      expect(
        transition(received, 'complete', 'systemTimer', ctx({ receivedAt: ago(7 * NATURAL_DAY_MS) })),
      ).toEqual({
        ok: true,
        to: ORDER_STATUS.SUCCESS,
      });
      expect(
        transition(received, 'complete', 'systemTimer', ctx({ receivedAt: ago(7 * NATURAL_DAY_MS - 1) })),
      ).toEqual({ ok: false, error: ORDER_TRANSITION_ERROR.returnWindowOpen });
      expect(transition(received, 'complete', 'systemTimer', ctx())).toEqual({
        ok: false,
        error: ORDER_TRANSITION_ERROR.returnWindowOpen,
      });
    }
  });
});

describe('delivery method change (spec section 4)', () => {
  it('keeps the status while the goods have not reached the warehouse', () => {
    expect(transition(ORDER_STATUS.SEA_SHIPPING, 'changeDeliveryMethod', 'buyer', ctx())).toEqual({
      ok: true,
      to: ORDER_STATUS.SEA_SHIPPING,
    });
  });

  it('is refused from arrival at the warehouse on', () => {
    expect(transition(ORDER_STATUS.TO_WAREHOUSE, 'changeDeliveryMethod', 'buyer', ctx())).toEqual({
      ok: false,
      error: ORDER_TRANSITION_ERROR.notAllowedFromStatus,
    });
    expect(availableEvents(ORDER_STATUS.TO_WAREHOUSE, 'buyer')).toEqual([]);
  });
});

describe('price change (spec section 6: level-12 staff)', () => {
  it('is open to procurement staff while the order awaits payment only', () => {
    expect(transition(ORDER_STATUS.WAIT_BUYER_PAY, 'changePrice', 'procurementStaff', ctx())).toEqual({
      ok: true,
      to: ORDER_STATUS.WAIT_BUYER_PAY,
    });
    expect(transition(ORDER_STATUS.WAIT_BUYER_PAY, 'changePrice', 'buyer', ctx())).toEqual({
      ok: false,
      error: ORDER_TRANSITION_ERROR.notAllowedForActor,
    });
    expect(transition(ORDER_STATUS.WAITING_PURCHASE, 'changePrice', 'procurementStaff', ctx())).toEqual({
      ok: false,
      error: ORDER_TRANSITION_ERROR.notAllowedFromStatus,
    });
  });
});

describe('availableEvents', () => {
  it('offers the buyer what the buyer may do', () => {
    expect(availableEvents(ORDER_STATUS.WAIT_BUYER_PAY, 'buyer')).toEqual(['changeDeliveryMethod']);
    expect(availableEvents(ORDER_STATUS.WAIT_BUYER_RECEIVER, 'buyer')).toEqual(['confirmReceipt']);
  });

  it('gives the timer job its rules', () => {
    expect(availableEvents(ORDER_STATUS.WAIT_BUYER_PAY, 'systemTimer')).toEqual(['closeUnpaid']);
    expect(availableEvents(ORDER_STATUS.WAIT_BUYER_RECEIVER, 'systemTimer')).toEqual([
      'autoConfirmReceipt',
      'autoChangeShippedStatus',
    ]);
  });

  it('gives finance the review on both payment stages', () => {
    expect(availableEvents(ORDER_STATUS.WAIT_BUYER_PAY, 'financeStaff')).toEqual([
      'approvePayment',
      'rejectPayment',
    ]);
    expect(availableEvents(ORDER_STATUS.LOGISTICS_PAYMENT, 'financeStaff')).toEqual([
      'approvePayment',
      'rejectPayment',
    ]);
  });

  it('offers nothing on a finished order', () => {
    for (const actor of ORDER_ACTORS) {
      for (const status of [ORDER_STATUS.SUCCESS, ORDER_STATUS.CANCEL, ORDER_STATUS.TERMINATED]) {
        expect(availableEvents(status, actor)).toEqual([]);
      }
    }
  });
});
