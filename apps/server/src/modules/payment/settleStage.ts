import {
  canDecide,
  isDomainMessageKey,
  isReceiptMethod,
  PAYMENT_STAGE_ERROR,
  STAGE_PAYABLE_STATUS,
  stagePaidByMethodPosting,
  transition,
  usdCents,
  type OrderStatus,
  type PaymentEventKind,
  type PaymentStage,
} from '@tijara/domain';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { post } from '../ledger';
import { insertHistory, setStatus, type StoredOrder } from '../order/orderRepository';
import { payFromWallet } from '../wallet';
import { refusal } from './paymentRefusals';
import { insertEvent, markOrderPaid, type StoredAttempt } from './paymentRepository';

/** The key of a stage's one payment in the ledger, whichever method paid it: one posting per stage, ever. */
export const stagePaymentKey = (orderNo: string, stage: PaymentStage) => `stage-payment:${orderNo}:${stage}`;

/** The events that settle an attempt as paid: finance's approval or cash confirmation, or the money's arrival. */
export type ApprovingEvent = Extract<
  PaymentEventKind,
  'reviewApproved' | 'cashConfirmed' | 'providerSucceeded'
>;

/** The approving event a method's attempt gets when the caller names none. */
function defaultEvent(attempt: StoredAttempt): ApprovingEvent {
  if (attempt.method === 'bank_transfer') return 'reviewApproved';
  if (attempt.method === 'cash') return 'cashConfirmed';
  return 'providerSucceeded';
}

export interface SettledStage {
  /** The order's status after the payment (`approvePayment` of the life cycle). */
  orderStatus: OrderStatus;
  /** The ledger transaction that holds the stage's payment. */
  transactionId: string;
}

/**
 * Settles one stage of an order as paid by `attempt`, inside the caller's transaction `tx`: the one
 * way a stage becomes paid, whatever the method (finance's approval or cash confirmation, a wallet
 * payment, a payment provider's confirmed payment, a saved card's charge).
 *
 * ```ts
 * settleStage(tx, { order, attempt, actorId, at, event? }): Promise<SettledStage>
 * ```
 * - `order`: the attempt's order, read in `tx` with its row locked
 *   (`findOrder(tx, orderNo, buyerIdOrNull, true)`), which serialises every decision on its stages;
 * - `attempt`: the stage's attempt, still `submitted`, read in `tx` after that lock;
 * - `actorId`: who approved (finance staff's id; the buyer's for a wallet or saved-card payment they
 *   made) or null for the system (a provider's callback or a status query);
 * - `at`: the clock's time of the decision;
 * - `event`: the approving event (default by method: `reviewApproved` for a transfer, `cashConfirmed`
 *   for cash, `providerSucceeded` otherwise).
 *
 * It refuses (`ApiError`, nothing written) when the order no longer waits for this stage (422
 * `payment.stage.notPayable`), when the attempt was decided already (409) or cannot take `event`
 * (422), and when the stage's payment was posted before (409 `payment.stage.alreadyPaid`). Otherwise
 * it posts the stage's payment to the ledger under the key `stage-payment:<orderNo>:<stage>` (one
 * posting per stage, ever: money received by the attempt's method, or the wallet debited in dinars at
 * the attempt's rate, refused 422 when it holds less), appends the attempt's approving event, moves
 * the order through the life cycle's `approvePayment` (status and history) and, for stage 1, records
 * when the order was paid. A refusal thrown inside `tx` rolls the caller's writes back with it.
 */
export async function settleStage(
  tx: Queryable,
  input: {
    order: StoredOrder;
    attempt: StoredAttempt;
    actorId: string | null;
    at: Date;
    event?: ApprovingEvent;
  },
): Promise<SettledStage> {
  const { order, attempt, actorId, at } = input;
  const event = input.event ?? defaultEvent(attempt);
  if (attempt.orderId !== order.id) throw new Error(`attempt ${attempt.id} is not of order ${order.orderNo}`);
  const check = canDecide(attempt, event);
  if (!check.ok) throw refusal(check.error);
  if (order.status !== STAGE_PAYABLE_STATUS[attempt.stage]) throw refusal(PAYMENT_STAGE_ERROR.notPayable);

  // The life cycle names finance as the one actor who approves a payment; a wallet's, a provider's
  // or a card's payment is approved by the money itself (the posting below is the proof finance
  // would look for), so it passes the same rule.
  const moved = transition(order.status, 'approvePayment', 'financeStaff', {
    now: at,
    createdAt: order.createdAt,
  });
  if (!moved.ok) {
    if (!isDomainMessageKey(moved.error))
      throw new Error(`the order life cycle gave ${moved.error}, which has no message`);
    throw new ApiError(422, 422, moved.error);
  }

  const key = stagePaymentKey(order.orderNo, attempt.stage);
  let posted: { transactionId: string; created: boolean };
  if (attempt.method === 'wallet') {
    if (attempt.iqdPerUsd === null) throw new Error('a wallet payment is made in dinars, at a rate');
    // Refused (422 `ledger.balance.insufficient`, under the wallet's lock) when the wallet holds less.
    posted = await payFromWallet(tx, {
      userId: attempt.buyerId,
      orderNo: order.orderNo,
      stage: attempt.stage,
      amountUsd: usdCents(attempt.amount),
      rate: attempt.iqdPerUsd,
      idempotencyKey: key,
      at,
    });
  } else {
    if (!isReceiptMethod(attempt.method)) throw new Error('only a receipt method or the wallet pays a stage');
    posted = await post(
      tx,
      stagePaidByMethodPosting({
        method: attempt.method,
        orderNo: order.orderNo,
        stage: attempt.stage,
        amountUsd: usdCents(attempt.amount),
        ...(attempt.iqdPerUsd === null ? {} : { rate: attempt.iqdPerUsd }),
      }),
      key,
      { createdBy: actorId, at },
    );
  }
  if (!posted.created) throw refusal(PAYMENT_STAGE_ERROR.alreadyPaid);

  await insertEvent(tx, { attemptId: attempt.id, kind: event, actorId, at });
  if (moved.to !== order.status) {
    if (!(await setStatus(tx, order.id, order.status, moved.to)))
      throw new ApiError(409, 409, 'error.operationFailed');
    await insertHistory(tx, order.id, moved.to, at);
  }
  if (attempt.stage === 1) await markOrderPaid(tx, order.id, at);
  return { orderStatus: moved.to, transactionId: posted.transactionId };
}
