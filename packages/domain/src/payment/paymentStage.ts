import type { PaymentStage, ReceiptMethod } from '../ledger/ledgerAccount';
import { sum, usdCents, type UsdCents } from '../money';
import type { OrderCostLines } from '../order/order';
import { ORDER_STATUS, type OrderStatus } from '../order/orderStatus';
import type { ErrorKey } from '../validation';
import { PAYMENT_STATE, type PaymentState } from './paymentReview';

/*
 * The payment of one stage of an order (spec sections 3 and 4; issue 15 item 1): what it costs,
 * which methods may pay it, and what a buyer or finance may do next, from the stage's attempts.
 * Pure rules: the server keeps the attempts and events (migration 0013) and asks these.
 */

export type { PaymentStage } from '../ledger/ledgerAccount';
export const PAYMENT_STAGES: readonly PaymentStage[] = [1, 2];

/**
 * Spec section 1's methods: the ledger's receipt methods (`RECEIPT_METHODS`, money from outside)
 * and the buyer's own wallet (a test keeps the two lists in step).
 */
export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'wallet', 'zaincash', 'fib', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Whether money paid by `method` comes from outside the books (every method but the wallet). */
export function isReceiptMethod(method: PaymentMethod): method is ReceiptMethod {
  return method !== 'wallet';
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Methods whose money finance checks by hand: a transfer's voucher, the cash at the store. */
export const REVIEWED_METHODS: readonly PaymentMethod[] = ['bank_transfer', 'cash'];

export const PAYMENT_STAGE_ERROR = {
  /** The order is not waiting for this stage (stage 2 before its fee is charged, say). */
  notPayable: 'paymentStage.stage.notPayable',
  /** The stage has an approved payment. */
  alreadyPaid: 'paymentStage.stage.alreadyPaid',
  /** The order was cancelled or terminated. */
  closed: 'paymentStage.stage.closed',
  /** A payment of this stage is being processed or reviewed: wait for its answer. */
  attemptOpen: 'paymentStage.attempt.open',
  /** The method cannot pay this stage (not offered, or not switched on). */
  methodUnavailable: 'paymentStage.method.unavailable',
  /** Finance decided on an attempt that is no longer waiting for a decision. */
  alreadyDecided: 'paymentStage.attempt.decided',
  /** A cash confirmation of a transfer, or a transfer approval of cash. */
  wrongDecision: 'paymentStage.attempt.wrongDecision',
  /** A rejection needs a reason. */
  reasonRequired: 'paymentStage.reason.required',
} as const satisfies Record<string, ErrorKey>;

export type PaymentStageErrorKey = (typeof PAYMENT_STAGE_ERROR)[keyof typeof PAYMENT_STAGE_ERROR];

/**
 * Why finance rejects a payment (code 11). Spec section 4 names "payment not received"; the others
 * are what a review of a voucher finds. The buyer sees the reason's text and may repay.
 */
export const PAYMENT_REJECT_REASONS = ['notReceived', 'amountMismatch', 'voucherUnreadable'] as const;
export type PaymentRejectReason = (typeof PAYMENT_REJECT_REASONS)[number];

/** The message key of each rejection reason, in the domain's catalogue. */
export const PAYMENT_REJECT_REASON_KEY = {
  notReceived: 'paymentStage.reject.notReceived',
  amountMismatch: 'paymentStage.reject.amountMismatch',
  voucherUnreadable: 'paymentStage.reject.voucherUnreadable',
} as const satisfies Record<PaymentRejectReason, ErrorKey>;

export const PAYMENT_STAGE_ERROR_KEYS = [
  ...Object.values(PAYMENT_STAGE_ERROR),
  ...Object.values(PAYMENT_REJECT_REASON_KEY),
] as const;

/** The cost lines an order keeps, as the server reads them (null: not set yet). */
export type StageCharges = Pick<OrderCostLines, 'goodsPrice' | 'chinaFreight'> & {
  [Line in SecondStageLine]: UsdCents | null;
};

/**
 * The lines of spec section 3 paid in stage 2, once staff set them after the goods are weighed at
 * the China warehouse: the second-stage fee and what accrued in China and on the way. Left out:
 * the goods and China freight (stage 1) and the storage price per day, a rate (what it came to is
 * the overstay fee). The order page's fee total counts the same lines.
 */
export const SECOND_STAGE_LINES = [
  'secondStageFee',
  'seaFreight',
  'insurance',
  'warehouseOverstayFee',
  'supplementaryChinaFreight',
  'chinaLoadingFee',
  'domesticStorageFee',
  'valueAddedServiceFee',
] as const satisfies readonly (keyof OrderCostLines)[];
export type SecondStageLine = (typeof SECOND_STAGE_LINES)[number];

/**
 * What a stage costs, in US cents, from the order's own lines (never from a request): stage 1 is
 * the goods and the China freight (the order amount of spec section 3), stage 2 the sum of the
 * second-stage lines set so far. Zero when nothing is set.
 */
export function stageAmount(stage: PaymentStage, charges: StageCharges): UsdCents {
  if (stage === 1) return sum([charges.goodsPrice, charges.chinaFreight]);
  return sum(SECOND_STAGE_LINES.map((line) => charges[line] ?? usdCents(0)));
}

/** The order status in which each stage is paid (spec section 4: 1 pending payment, 10 logistics payment). */
export const STAGE_PAYABLE_STATUS: Record<PaymentStage, OrderStatus> = {
  1: ORDER_STATUS.WAIT_BUYER_PAY,
  2: ORDER_STATUS.LOGISTICS_PAYMENT,
};

/** Where an approved payment of each stage takes the order (through the life cycle's `approvePayment`). */
export const STAGE_PAID_STATUS: Record<PaymentStage, OrderStatus> = {
  1: ORDER_STATUS.WAITING_PURCHASE,
  2: ORDER_STATUS.SEA_SHIPPING,
};

/**
 * Where one attempt stands:
 * - `submitted`: made, waiting for finance (a transfer's voucher, cash to be brought) or the provider;
 * - `approved`: finance approved it (code 10), confirmed the cash, or the provider reported success;
 * - `rejected`: finance rejected it (code 11) or the provider reported a failure; the stage may be repaid;
 * - `cancelled`: given up by the buyer before an answer (switching the method of an unpaid stage).
 */
export const ATTEMPT_STATUSES = ['submitted', 'approved', 'rejected', 'cancelled'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** What happened to an attempt, one append-only event each (migration 0013). */
export const PAYMENT_EVENT_KINDS = [
  'submitted',
  'reviewApproved',
  'reviewRejected',
  'cashConfirmed',
  'providerSucceeded',
  'providerFailed',
  'cancelled',
] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

const STATUS_AFTER: Record<PaymentEventKind, AttemptStatus> = {
  submitted: 'submitted',
  reviewApproved: 'approved',
  reviewRejected: 'rejected',
  cashConfirmed: 'approved',
  providerSucceeded: 'approved',
  providerFailed: 'rejected',
  cancelled: 'cancelled',
};

/**
 * An attempt's status from its events, oldest first. Only the first final event counts: events are
 * appended under a lock and a decided attempt takes no more, so a later one would be a fault.
 */
export function attemptStatusOf(events: readonly PaymentEventKind[]): AttemptStatus {
  let status: AttemptStatus = 'submitted';
  for (const kind of events) {
    if (status !== 'submitted') break;
    status = STATUS_AFTER[kind];
  }
  return status;
}

/** The events that decide a submitted attempt, by method: finance's for reviewed methods, the provider's otherwise. */
export function decisionAllowed(method: PaymentMethod, kind: PaymentEventKind): boolean {
  switch (kind) {
    case 'reviewApproved':
    case 'reviewRejected':
      return method === 'bank_transfer' || method === 'cash';
    case 'cashConfirmed':
      return method === 'cash';
    case 'providerSucceeded':
    case 'providerFailed':
      return method !== 'bank_transfer' && method !== 'cash';
    case 'cancelled':
      return true;
    case 'submitted':
      return false;
  }
}

/** A stage as the buyer sees it (spec section 4's payment states), or `unpaid` before any attempt. */
export type StageState = PaymentState | 'unpaid';

/**
 * The stage's state from its attempts, oldest first: success once one is approved; processing while
 * the newest is submitted; failed (repay offered) when the newest was rejected; unpaid before any
 * (or when the newest was cancelled, to choose another method).
 */
export function stageStateOf(attempts: readonly { status: AttemptStatus }[]): StageState {
  if (attempts.some((attempt) => attempt.status === 'approved')) return PAYMENT_STATE.success;
  const newest = attempts.at(-1);
  if (newest === undefined || newest.status === 'cancelled') return 'unpaid';
  return newest.status === 'submitted' ? PAYMENT_STATE.processing : PAYMENT_STATE.failed;
}

export type NewAttemptCheck = { ok: true } | { ok: false; error: PaymentStageErrorKey };

/**
 * Whether a new attempt may be made on a stage: the order must be waiting for this stage and not be
 * closed, the stage must cost something and be unpaid, no attempt may be open (one at a time: a
 * double submit or a second tab finds the first), and the method must be one the server offers.
 * A rejected attempt leaves the stage open to repay, by any method.
 */
export function canStartAttempt(input: {
  stage: PaymentStage;
  orderStatus: OrderStatus;
  amount: UsdCents;
  attempts: readonly { status: AttemptStatus }[];
  method: PaymentMethod;
  offeredMethods: readonly PaymentMethod[];
}): NewAttemptCheck {
  const state = stageStateOf(input.attempts);
  if (state === PAYMENT_STATE.success) return { ok: false, error: PAYMENT_STAGE_ERROR.alreadyPaid };
  if (input.orderStatus === ORDER_STATUS.CANCEL || input.orderStatus === ORDER_STATUS.TERMINATED)
    return { ok: false, error: PAYMENT_STAGE_ERROR.closed };
  if (input.orderStatus !== STAGE_PAYABLE_STATUS[input.stage] || input.amount <= 0)
    return { ok: false, error: PAYMENT_STAGE_ERROR.notPayable };
  if (state === PAYMENT_STATE.processing) return { ok: false, error: PAYMENT_STAGE_ERROR.attemptOpen };
  if (!input.offeredMethods.includes(input.method))
    return { ok: false, error: PAYMENT_STAGE_ERROR.methodUnavailable };
  return { ok: true };
}

/**
 * Whether finance (or a provider) may append `kind` to an attempt now: only a submitted attempt is
 * decided, once, by an event its method allows.
 */
export function canDecide(
  attempt: { method: PaymentMethod; status: AttemptStatus },
  kind: PaymentEventKind,
): NewAttemptCheck {
  if (attempt.status !== 'submitted') return { ok: false, error: PAYMENT_STAGE_ERROR.alreadyDecided };
  if (!decisionAllowed(attempt.method, kind)) return { ok: false, error: PAYMENT_STAGE_ERROR.wrongDecision };
  return { ok: true };
}
