import {
  getSecondStage,
  listSecondStageOrders,
  setSecondStageFee,
  type WireResponseOf,
} from '@tijara/api/contract';
import {
  FREE_STORAGE_DAYS,
  NATURAL_DAY_MS,
  ORDER_ERROR,
  ORDER_STATUS,
  SECOND_STAGE_LINES,
  availableEvents,
  isDomainMessageKey,
  sameSecondStageFee,
  stageAmount,
  transition,
  usdCents,
  type StageCharges,
} from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { findOrder, insertHistory, setStatus, type StoredOrder } from '../order/orderRepository';
import { enqueueMessage } from '../outbox/outboxRepository';
import {
  buyerContactOf,
  findSecondStageFee,
  ordersAwaitingFee,
  recordSecondStageFee,
  storageCharged,
  type StoredSecondStageFee,
} from './secondStageRepository';

type SecondStageView = WireResponseOf<typeof getSecondStage>;

/** How many waiting orders the console lists: a day's inspections at the China warehouse, with room. */
const AWAITING_LISTED = 100;

/** The order's lines as the domain prices its stages (null: not set), read from its cost columns. */
function chargesOf(order: StoredOrder): StageCharges {
  const cents = (value: number | null) => (value === null ? null : usdCents(value));
  const stageTwo = Object.fromEntries(SECOND_STAGE_LINES.map((line) => [line, cents(order.costs[line])]));
  return {
    goodsPrice: usdCents(order.goods),
    chinaFreight: usdCents(order.chinaFreight),
    ...stageTwo,
  } as StageCharges;
}

async function viewOf(
  db: Queryable,
  order: StoredOrder,
  fee: StoredSecondStageFee | null,
): Promise<SecondStageView> {
  const storage = await storageCharged(db, order.id);
  const buyer = await buyerContactOf(db, order.id);
  return {
    orderNo: order.orderNo,
    status: order.status,
    buyerName: buyer.userName,
    lines: fee?.lines ?? null,
    amount: stageAmount(2, chargesOf(order)),
    setBy: fee?.setBy ?? null,
    setAt: fee?.setAt.toISOString() ?? null,
    canSet: fee === null && availableEvents(order.status, 'operationsStaff').includes('chargeSecondStageFee'),
    storage: {
      freeUntil:
        fee === null
          ? null
          : new Date(fee.setAt.getTime() + FREE_STORAGE_DAYS * NATURAL_DAY_MS).toISOString(),
      daysCharged: storage.days,
      charged: storage.charged,
    },
  };
}

async function anyOrder(db: Queryable, orderNo: string, forUpdate = false): Promise<StoredOrder> {
  const order = await findOrder(db, orderNo, null, forUpdate);
  if (!order) throw new ApiError(404, 404, ORDER_ERROR.notFound);
  return order;
}

/** Operations staff's calls of the second stage (see `secondStageCalls.ts` in the contract). */
export function registerSecondStageRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
) {
  registerEndpoint(app, listSecondStageOrders, async () =>
    (await ordersAwaitingFee(db, ORDER_STATUS.CHINA_SHIPPING, AWAITING_LISTED)).map((order) => ({
      ...order,
      orderedAt: order.orderedAt.toISOString(),
    })),
  );

  registerEndpoint(app, getSecondStage, async ({ orderNo }) => {
    const order = await anyOrder(db, orderNo);
    return viewOf(db, order, await findSecondStageFee(db, order.id));
  });

  /**
   * Under the order's row lock (the lock payments and finance take too): the fee is recorded once,
   * a repeat finds it and compares, and the status moves through the life cycle's
   * `chargeSecondStageFee` only from where the life cycle allows it.
   */
  registerEndpoint(app, setSecondStageFee, ({ orderNo, lines }, { user }) =>
    db.transaction(async (tx) => {
      const order = await anyOrder(tx, orderNo, true);
      const existing = await findSecondStageFee(tx, order.id);
      if (existing) {
        if (sameSecondStageFee(existing.lines, lines)) return viewOf(tx, order, existing);
        throw new ApiError(409, 409, 'secondStage.fee.alreadySet');
      }
      const now = clock.now();
      const moved = transition(order.status, 'chargeSecondStageFee', 'operationsStaff', {
        now,
        secondStageFee: lines.secondStageFee,
      });
      if (!moved.ok) {
        if (!isDomainMessageKey(moved.error))
          throw new Error(`the order life cycle gave ${moved.error}, which has no message`);
        throw new ApiError(422, 422, moved.error);
      }
      await recordSecondStageFee(tx, { orderId: order.id, lines, setBy: user.id, at: now });
      if (!(await setStatus(tx, order.id, order.status, moved.to)))
        throw new ApiError(409, 409, 'error.operationFailed');
      await insertHistory(tx, order.id, moved.to, now);

      const after = await anyOrder(tx, orderNo);
      const view = await viewOf(tx, after, await findSecondStageFee(tx, order.id));
      // The buyer is told in the same transaction: no fee without its message, nor a message for a
      // fee that was rolled back. WhatsApp first (where Iraqi buyers read their login codes), else email.
      const buyer = await buyerContactOf(tx, order.id);
      const channel = buyer.whatsApp !== null ? 'whatsapp' : buyer.email !== null ? 'email' : null;
      const recipient = buyer.whatsApp ?? buyer.email;
      if (channel !== null && recipient !== null) {
        await enqueueMessage(tx, {
          channel,
          recipient,
          payload: { kind: 'secondStageFeeDue', locale: buyer.locale, orderNo, amountCents: view.amount },
          now,
        });
      }
      return view;
    }),
  );
}
