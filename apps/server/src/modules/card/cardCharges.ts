import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { findOrder, type StoredOrder } from '../order/orderRepository';
import { findAttempt, insertEvent, type StoredAttempt } from '../payment/paymentRepository';
import { settleStage } from '../payment/settleStage';
import { findCharge, setChargeStatus, type StoredCharge } from './cardRepository';
import { CardGatewayFailure, type CardChargeResult, type CardGateway } from './gateway/types';

/**
 * Records the gateway's final answer about a pending charge, once, inside the caller's transaction
 * `tx` (which holds the order's row lock): approved settles the stage (`settleStage`) and marks the
 * charge paid; declined fails the attempt (`providerFailed`: the stage may be paid again) and marks
 * the charge declined. A charge no longer pending, an answer not final, or an answer of another
 * amount or currency (logged) changes nothing. Answers the charge as stored afterwards.
 *
 * A captured charge whose stage cannot take it (cancelled or paid meanwhile) makes `settleStage`
 * throw: logged, and thrown on, so the caller's transaction rolls back and the charge stays pending
 * for staff to refund at the gateway.
 */
export async function recordChargeOutcome(
  tx: Queryable,
  context: { order: StoredOrder; attempt: StoredAttempt; actorId: string | null; at: Date },
  result: CardChargeResult | null,
  log: FastifyBaseLogger,
): Promise<StoredCharge> {
  const { order, attempt, at } = context;
  const stored = await findCharge(tx, attempt.id);
  if (!stored) throw new Error(`charge ${attempt.id} vanished`);
  if (stored.status !== 'pending' || !result || result.status === 'pending') return stored;
  if (result.amount !== stored.amount || result.currency !== 'USD') {
    log.error(
      { attemptId: attempt.id, gatewayOrderId: stored.gatewayOrderId, amount: result.amount },
      `card gateway: the answer about charge ${attempt.id} names another amount or currency; nothing recorded`,
    );
    return stored;
  }
  if (result.status === 'approved') {
    try {
      await settleStage(tx, { order, attempt, actorId: context.actorId, at, event: 'providerSucceeded' });
    } catch (error) {
      log.error(
        { attemptId: attempt.id, orderNo: order.orderNo, gatewayOrderId: stored.gatewayOrderId },
        `card charge captured but its stage was not settled: ${String(error)}`,
      );
      throw error;
    }
    await setChargeStatus(tx, stored.attemptId, 'paid', result.gatewayCode, at);
  } else {
    await insertEvent(tx, { attemptId: attempt.id, kind: 'providerFailed', actorId: null, at });
    await setChargeStatus(tx, stored.attemptId, 'declined', result.gatewayCode, at);
  }
  return (await findCharge(tx, attempt.id)) ?? stored;
}

/**
 * Asks the gateway what became of the pending charge of a card attempt (a slow or lost answer to
 * `goPay`) and records a final answer (`recordChargeOutcome`): what `payOrder/result` calls while a
 * card payment is processing, so `/payment-result` moves on without the buyer paying again. A
 * gateway that is down, or that never received the charge, leaves it pending (logged); so does a
 * captured charge whose stage can no longer take it. Never throws for the gateway's faults.
 */
export async function refreshCardCharge(
  { db, clock, gateway, log }: { db: Database; clock: Clock; gateway: CardGateway; log: FastifyBaseLogger },
  attempt: Pick<StoredAttempt, 'id' | 'orderNo'>,
): Promise<void> {
  const charge = await findCharge(db, attempt.id);
  if (!charge || charge.status !== 'pending') return;
  let result: CardChargeResult | null;
  try {
    result = await gateway.retrieveTransaction(charge.gatewayOrderId, charge.gatewayTransactionId);
  } catch (error) {
    if (!(error instanceof CardGatewayFailure)) throw error;
    log.warn({ kind: error.kind }, `card gateway: charge ${charge.attemptId} not asked: ${error.message}`);
    return;
  }
  if (result === null || result.status === 'pending') return;
  const final = result;
  await db
    .transaction(async (tx) => {
      const order = await findOrder(tx, attempt.orderNo, null, true);
      const current = await findAttempt(tx, attempt.id);
      if (!order || !current) return;
      await recordChargeOutcome(tx, { order, attempt: current, actorId: null, at: clock.now() }, final, log);
    })
    .catch((error: unknown) => {
      // Logged by recordChargeOutcome when the stage could not take a captured charge.
      log.warn(`card charge ${charge.attemptId} not recorded: ${String(error)}`);
    });
}
