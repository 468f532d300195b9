import { changeOrderPrice, getOrderPriceChanges, type OrderPriceChangesWire } from '@tijara/api/contract';
import {
  ORDER_ERROR,
  VIP_PRICE_CHANGE_ERROR,
  isDomainMessageKey,
  isStaffRole,
  isVipPriceChangeStatus,
  nextVipRefundRunAt,
  priceChangeFloor,
  sum,
  usdCents,
  vipPriceChangeProblem,
  vipPriceNegotiationBlocker,
  vipRefundOwed,
} from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { findOrder, type StoredOrder } from '../order/orderRepository';
import { findAccountStanding } from '../roles/roleRepository';
import { changeByKey, changesOf, insertChange, type StoredPriceChange } from './priceChangeRepository';

/** The order's goods price now: its last change's amount, or the price it was ordered at. */
function currentPrice(order: StoredOrder, changes: readonly StoredPriceChange[]) {
  return changes.at(-1)?.amount ?? usdCents(order.goods);
}

/** What both calls answer: the order's negotiated price, its changes and their refunds. */
async function viewOf(
  db: Queryable,
  order: StoredOrder,
  { forStaff, now }: { forStaff: boolean; now: Date },
): Promise<OrderPriceChangesWire> {
  const changes = await changesOf(db, order.id);
  const standing = await findAccountStanding(db, order.buyerId);
  const original = usdCents(order.goods);
  const current = currentPrice(order, changes);
  const refunded = usdCents(sum(changes.map((change) => change.refund?.amount ?? 0)));
  const refundsPaid = isVipPriceChangeStatus(order.status);
  const blockedBy = vipPriceNegotiationBlocker({
    vipSince: standing?.vipSince ?? null,
    status: order.status,
    stageOnePaid: order.paidAt !== null,
    original,
    current,
  });
  const expectedAt = nextVipRefundRunAt(now).toISOString();
  return {
    orderNo: order.orderNo,
    status: order.status,
    original,
    current,
    floor: priceChangeFloor(original),
    refunded,
    pending: refundsPaid ? vipRefundOwed({ original, negotiated: current, refunded }) : 0,
    blockedBy,
    changes: changes.map((change) => ({
      id: change.id,
      previous: change.previous,
      amount: change.amount,
      note: change.note,
      changedBy: forStaff ? change.changedBy : null,
      changedAt: change.changedAt.toISOString(),
      refund: {
        state: change.refund !== null ? 'credited' : refundsPaid ? 'pending' : 'withheld',
        amount: usdCents(change.previous - change.amount),
        creditedAt: change.refund?.at.toISOString() ?? null,
        expectedAt: change.refund === null && refundsPaid ? expectedAt : null,
      },
    })),
  };
}

/**
 * The calls of VIP price negotiation (see `priceChangeCalls.ts` in the contract): procurement staff
 * lower an order's goods price; the buyer and staff read the changes and their refunds.
 */
export function registerPriceChangeRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
) {
  registerEndpoint(app, getOrderPriceChanges, async ({ orderNo }, { user }) => {
    const forStaff = isStaffRole(user.role);
    const order = await findOrder(db, orderNo, forStaff ? null : user.id);
    if (!order) throw new ApiError(404, 404, ORDER_ERROR.notFound);
    return viewOf(db, order, { forStaff, now: clock.now() });
  });

  /**
   * Under the order's row lock (the lock payments, finance and the refund job take too), so two
   * changes of one order are made one after the other, each against the price the other left,
   * and a refund or a cancellation never runs in between a check and its write.
   */
  registerEndpoint(app, changeOrderPrice, ({ orderNo, amount, note, idempotencyKey }, { user }) =>
    db.transaction(async (tx) => {
      const order = await findOrder(tx, orderNo, null, true);
      if (!order) throw new ApiError(404, 404, ORDER_ERROR.notFound);
      const now = clock.now();
      const reused = () => new ApiError(409, 409, VIP_PRICE_CHANGE_ERROR.requestReused);

      const earlier = await changeByKey(tx, idempotencyKey);
      if (earlier) {
        if (earlier.orderId !== order.id || earlier.amount !== amount || earlier.note !== note)
          throw reused();
        return viewOf(tx, order, { forStaff: true, now });
      }

      const changes = await changesOf(tx, order.id);
      const standing = await findAccountStanding(tx, order.buyerId);
      const original = usdCents(order.goods);
      const current = currentPrice(order, changes);
      const problem = vipPriceChangeProblem({
        vipSince: standing?.vipSince ?? null,
        status: order.status,
        stageOnePaid: order.paidAt !== null,
        original,
        current,
        amount,
      });
      if (problem !== null) {
        if (!isDomainMessageKey(problem))
          throw new Error(`the price-change rule gave ${problem}, which has no message`);
        throw new ApiError(422, 422, problem);
      }
      const inserted = await insertChange(tx, {
        orderId: order.id,
        original,
        previous: current,
        amount,
        note,
        changedBy: user.id,
        at: now,
        idempotencyKey,
      });
      // The key was taken meanwhile by a request on another order (one on this order waits for the lock).
      if (!inserted) throw reused();
      return viewOf(tx, order, { forStaff: true, now });
    }),
  );
}
