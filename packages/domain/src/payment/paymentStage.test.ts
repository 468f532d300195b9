import { describe, expect, it } from 'vitest';
import { RECEIPT_METHODS } from '../ledger';
import { usdCents } from '../money';
import { ORDER_STATUS, transition } from '../order';
import {
  PAYMENT_METHODS,
  PAYMENT_STAGE_ERROR,
  SECOND_STAGE_LINES,
  STAGE_PAID_STATUS,
  STAGE_PAYABLE_STATUS,
  attemptStatusOf,
  canDecide,
  canStartAttempt,
  isPaymentMethod,
  isReceiptMethod,
  stageAmount,
  stageStateOf,
  type AttemptStatus,
  type StageCharges,
} from './paymentStage';

const noSecondStage = Object.fromEntries(SECOND_STAGE_LINES.map((line) => [line, null]));
const charges = (overrides: Partial<StageCharges> = {}): StageCharges =>
  ({
    goodsPrice: usdCents(12_345),
    chinaFreight: usdCents(655),
    ...noSecondStage,
    ...overrides,
  }) as StageCharges;

describe('stageAmount', () => {
  it('charges the goods and the China freight in stage 1, whatever else is set', () => {
    expect(stageAmount(1, charges())).toBe(13_000);
    expect(stageAmount(1, charges({ seaFreight: usdCents(9_999) }))).toBe(13_000);
  });

  it('charges the second-stage lines set so far in stage 2, and nothing before they are set', () => {
    expect(stageAmount(2, charges())).toBe(0);
    expect(
      stageAmount(
        2,
        charges({ secondStageFee: usdCents(4_000), seaFreight: usdCents(2_500), insurance: usdCents(125) }),
      ),
    ).toBe(6_625);
  });

  it('leaves the storage price per day out of stage 2: it is a rate, not a charge', () => {
    expect(SECOND_STAGE_LINES).not.toContain('warehouseStoragePerDay');
    expect(SECOND_STAGE_LINES).not.toContain('goodsPrice');
  });
});

describe('payment methods', () => {
  it('are the ledger receipt methods and the wallet', () => {
    expect([...PAYMENT_METHODS].sort()).toEqual([...RECEIPT_METHODS, 'wallet'].sort());
    expect([...PAYMENT_METHODS.filter(isReceiptMethod)].sort()).toEqual([...RECEIPT_METHODS].sort());
    expect(isReceiptMethod('wallet')).toBe(false);
    expect(isPaymentMethod('cash')).toBe(true);
    expect(isPaymentMethod('cheque')).toBe(false);
  });
});

describe('the stage statuses', () => {
  it('match the life cycle: approving stage 1 leads to waiting purchase, stage 2 to sea shipping', () => {
    for (const stage of [1, 2] as const) {
      const moved = transition(STAGE_PAYABLE_STATUS[stage], 'approvePayment', 'financeStaff', {
        now: new Date(),
      });
      expect(moved).toEqual({ ok: true, to: STAGE_PAID_STATUS[stage] });
    }
    expect(STAGE_PAID_STATUS).toEqual({ 1: ORDER_STATUS.WAITING_PURCHASE, 2: ORDER_STATUS.SEA_SHIPPING });
  });
});

describe('attemptStatusOf and stageStateOf', () => {
  it('follow the first decision only', () => {
    expect(attemptStatusOf(['submitted'])).toBe('submitted');
    expect(attemptStatusOf(['submitted', 'reviewRejected'])).toBe('rejected');
    expect(attemptStatusOf(['submitted', 'cashConfirmed'])).toBe('approved');
    expect(attemptStatusOf(['submitted', 'providerFailed', 'providerSucceeded'])).toBe('rejected');
  });

  it('read unpaid, processing, failed and success from the attempts', () => {
    const of = (...statuses: AttemptStatus[]) => stageStateOf(statuses.map((status) => ({ status })));
    expect(of()).toBe('unpaid');
    expect(of('submitted')).toBe('processing');
    expect(of('rejected')).toBe('failed');
    expect(of('rejected', 'submitted')).toBe('processing');
    expect(of('rejected', 'approved')).toBe('success');
    expect(of('cancelled')).toBe('unpaid');
  });
});

describe('canStartAttempt', () => {
  const base = {
    stage: 1 as const,
    orderStatus: ORDER_STATUS.WAIT_BUYER_PAY,
    amount: usdCents(13_000),
    attempts: [] as { status: AttemptStatus }[],
    method: 'bank_transfer' as const,
    offeredMethods: ['bank_transfer', 'cash'] as const,
  };

  it('lets an unpaid stage be paid by an offered method', () => {
    expect(canStartAttempt(base)).toEqual({ ok: true });
  });

  it('allows one open attempt per stage, and a repay after a rejection', () => {
    expect(canStartAttempt({ ...base, attempts: [{ status: 'submitted' }] })).toEqual({
      ok: false,
      error: PAYMENT_STAGE_ERROR.attemptOpen,
    });
    expect(canStartAttempt({ ...base, attempts: [{ status: 'rejected' }], method: 'cash' })).toEqual({
      ok: true,
    });
  });

  it('refuses a paid stage, a closed order, and a stage the order is not waiting for', () => {
    expect(canStartAttempt({ ...base, attempts: [{ status: 'approved' }] })).toEqual({
      ok: false,
      error: PAYMENT_STAGE_ERROR.alreadyPaid,
    });
    expect(canStartAttempt({ ...base, orderStatus: ORDER_STATUS.CANCEL })).toEqual({
      ok: false,
      error: PAYMENT_STAGE_ERROR.closed,
    });
    expect(canStartAttempt({ ...base, stage: 2 })).toEqual({
      ok: false,
      error: PAYMENT_STAGE_ERROR.notPayable,
    });
    expect(
      canStartAttempt({
        ...base,
        stage: 2,
        orderStatus: ORDER_STATUS.LOGISTICS_PAYMENT,
        amount: usdCents(0),
      }),
    ).toEqual({ ok: false, error: PAYMENT_STAGE_ERROR.notPayable });
  });

  it('refuses a method the server does not offer', () => {
    expect(canStartAttempt({ ...base, method: 'wallet' })).toEqual({
      ok: false,
      error: PAYMENT_STAGE_ERROR.methodUnavailable,
    });
  });
});

describe('canDecide', () => {
  it('decides a submitted attempt once, by an event its method allows', () => {
    expect(canDecide({ method: 'bank_transfer', status: 'submitted' }, 'reviewApproved')).toEqual({
      ok: true,
    });
    expect(canDecide({ method: 'cash', status: 'submitted' }, 'cashConfirmed')).toEqual({ ok: true });
    expect(canDecide({ method: 'bank_transfer', status: 'submitted' }, 'cashConfirmed')).toEqual({
      ok: false,
      error: PAYMENT_STAGE_ERROR.wrongDecision,
    });
    expect(canDecide({ method: 'zaincash', status: 'submitted' }, 'reviewApproved')).toEqual({
      ok: false,
      error: PAYMENT_STAGE_ERROR.wrongDecision,
    });
    expect(canDecide({ method: 'bank_transfer', status: 'approved' }, 'reviewRejected')).toEqual({
      ok: false,
      error: PAYMENT_STAGE_ERROR.alreadyDecided,
    });
  });
});
