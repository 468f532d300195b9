import {
  addOrderRemark,
  cancelOrder,
  changeOrder,
  confirmOrder,
  createOrder,
  exportOrderFeePdf,
  exportOrderPdf,
  getStatusCount,
  logisticTrack,
  ORDER_PAGE_SIZE_DEFAULT,
  ORDER_SUMMARY_ITEMS,
  previewOrder,
  printOrder,
  queryOrderDetail,
  selectOrderPage,
} from '@tijara/api/contract';
import {
  isDomainMessageKey,
  localizedTextIn,
  MINIMUM_ORDER,
  ORDER_ERROR,
  ORDER_STATUSES,
  ORDER_TAB_STATUSES,
  ORDER_TABS,
  transition,
  type IqdPerUsd,
  type Locale,
  type OrderActor,
  type OrderEvent,
  type OrderStatus,
  type OrderTab,
} from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { registerEndpoint, registerTokenCheckedEndpoint, TOKEN_NOT_VALID } from '../../http/registerEndpoint';
import { loadFreightTariffs } from '../catalogue/freightEstimate';
import { renderOrderFeePdf, renderOrderPdf } from '../documents';
import { currentRate } from '../rate/rateRepository';
import { chosenLines, createOrder as makeOrder, deliveryOf } from './orderCreation';
import { chargesOf, chosenLineWire, estimatesOf, isAvailable, orderProblemOf } from './orderPricing';
import {
  countByStatus,
  findOrder,
  insertHistory,
  listHistory,
  listLogisticsEvents,
  listOrderLines,
  listOrders,
  readMedia,
  returnStock,
  setDelivery,
  setRemark,
  setStatus,
  type StoredOrder,
} from './orderRepository';
import { orderDetailWire, orderDocument, orderSummaryWire } from './orderViews';

/** What the order area needs; the renderers are the documents module's unless a test hands others. */
export interface OrderDependencies {
  db: Database;
  clock: Clock;
  documents?: {
    renderOrderPdf: typeof renderOrderPdf;
    renderOrderFeePdf: typeof renderOrderFeePdf;
  };
}

/** An order number that names none of the caller's orders: the same answer whoever's it is. */
const orderNotFound = () => new ApiError(404, 404, ORDER_ERROR.notFound);

/** The caller's own order (another buyer's is not found). */
async function ownOrder(db: Queryable, orderNo: string, buyerId: string, forUpdate = false) {
  const order = await findOrder(db, orderNo, buyerId, forUpdate);
  if (!order) throw orderNotFound();
  return order;
}

/** The life cycle's answer to `event`, or its refusal as a 422 with the transition's key. */
function moved(order: StoredOrder, event: OrderEvent, actor: OrderActor, now: Date): OrderStatus {
  const result = transition(order.status, event, actor, { now, createdAt: order.createdAt });
  if (result.ok) return result.to;
  if (!isDomainMessageKey(result.error))
    throw new Error(`the order life cycle gave ${result.error}, which has no message`);
  throw new ApiError(422, 422, result.error);
}

/** Moves the order by `event` in one transaction, with its history row; answers the new status. */
async function moveOrder(
  db: Database,
  clock: Clock,
  find: (tx: Queryable) => Promise<StoredOrder>,
  event: OrderEvent,
  actor: OrderActor,
  after?: (tx: Queryable, order: StoredOrder) => Promise<void>,
): Promise<{ status: number }> {
  return db.transaction(async (tx) => {
    const order = await find(tx);
    const now = clock.now();
    const to = moved(order, event, actor, now);
    if (!(await setStatus(tx, order.id, order.status, to)))
      throw new ApiError(409, 409, 'error.operationFailed');
    if (to !== order.status) await insertHistory(tx, order.id, to, now);
    await after?.(tx, order);
    return { status: to };
  });
}

/** Each tab's statuses once, in the order the list is asked for them. */
const statusesOf = (tab: OrderTab): readonly OrderStatus[] | null =>
  tab === 'all' ? null : ORDER_TAB_STATUSES[tab];

/** The order calls of spec section 7 (see `orderCalls.ts` in the contract). */
export function registerOrderRoutes(app: FastifyInstance, dependencies: OrderDependencies): void {
  const { db, clock } = dependencies;
  const documents = dependencies.documents ?? { renderOrderPdf, renderOrderFeePdf };

  registerEndpoint(app, previewOrder, async ({ itemIds }, { user, locale }) => {
    const lines = await chosenLines(db, user.id, itemIds);
    const available = lines.filter(isAvailable);
    const charges = chargesOf(available);
    const estimates = estimatesOf(available, charges, await loadFreightTariffs(db));
    const landed = (mode: 'sea' | 'air') => {
      const estimate = estimates[mode];
      return estimate === null
        ? null
        : {
            internationalFreight: estimate.freight,
            insurance: estimate.insurance,
            landedTotal: charges.amount + estimate.freight + estimate.insurance,
          };
    };
    return {
      lines: lines.map((line) => chosenLineWire(line, locale)),
      costs: [
        { line: 'goodsPrice' as const, amount: charges.goodsPrice, estimated: false },
        { line: 'chinaFreight' as const, amount: charges.chinaFreight, estimated: false },
      ],
      goodsPrice: charges.goodsPrice,
      chinaFreight: charges.chinaFreight,
      amount: charges.amount,
      minimumOrder: MINIMUM_ORDER,
      estimates: { sea: landed('sea'), air: landed('air') },
      problem: orderProblemOf(lines),
    };
  });

  registerEndpoint(app, createOrder, (input, { user, locale }) =>
    makeOrder(db, clock, user.id, input, locale),
  );

  // The order list and its tab badges check the token in their own statement: one round trip.
  registerTokenCheckedEndpoint(
    app,
    selectOrderPage,
    async ({ tab, pageNum = 1, pageSize = ORDER_PAGE_SIZE_DEFAULT }, { token, locale }) => {
      const listed = await listOrders(
        db,
        token,
        statusesOf(tab),
        pageSize,
        (pageNum - 1) * pageSize,
        ORDER_SUMMARY_ITEMS,
      );
      if (listed === null) return TOKEN_NOT_VALID;
      const { records, total } = listed;
      return { records: records.map((row) => orderSummaryWire(row, locale)), total, pageNum, pageSize };
    },
  );

  registerTokenCheckedEndpoint(app, getStatusCount, async (_input, { token }) => {
    const counts = await countByStatus(db, token);
    if (counts === null) return TOKEN_NOT_VALID;
    const countOf = (tab: OrderTab) =>
      (statusesOf(tab) ?? ORDER_STATUSES).reduce((sum, status) => sum + (counts.get(status) ?? 0), 0);
    return Object.fromEntries(ORDER_TABS.map((tab) => [tab, countOf(tab)])) as Record<OrderTab, number>;
  });

  registerEndpoint(app, queryOrderDetail, async ({ orderNo }, { user, locale }) => {
    const order = await ownOrder(db, orderNo, user.id);
    const [lines, history] = await Promise.all([listOrderLines(db, order.id), listHistory(db, order.id)]);
    return orderDetailWire(order, lines, history, locale);
  });

  registerEndpoint(app, addOrderRemark, async ({ orderNo, remark }, { user }) => {
    const order = await ownOrder(db, orderNo, user.id);
    await setRemark(db, order.id, remark);
    return { remark };
  });

  registerEndpoint(app, changeOrder, async ({ orderNo, deliveryMethod, emailAddressId }, { user }) =>
    db.transaction(async (tx) => {
      const order = await ownOrder(tx, orderNo, user.id, true);
      moved(order, 'changeDeliveryMethod', 'buyer', clock.now());
      const delivery = await deliveryOf(tx, user.id, order.purchaser, deliveryMethod, emailAddressId);
      await setDelivery(tx, order.id, { receivingWay: deliveryMethod, ...delivery });
      return { receivingWay: deliveryMethod };
    }),
  );

  // Operations staff cancel any buyer's order at their request (spec section 4); the units go back.
  registerEndpoint(app, cancelOrder, ({ orderNo }) =>
    moveOrder(
      db,
      clock,
      async (tx) => {
        const order = await findOrder(tx, orderNo, null, true);
        if (!order) throw orderNotFound();
        return order;
      },
      'cancel',
      'operationsStaff',
      (tx, order) => returnStock(tx, order.id),
    ),
  );

  registerEndpoint(app, confirmOrder, ({ orderNo }, { user }) =>
    moveOrder(db, clock, (tx) => ownOrder(tx, orderNo, user.id, true), 'confirmReceipt', 'buyer'),
  );

  const documentOf = async (orderNo: string, buyerId: string, currency: 'USD' | 'IQD', locale: Locale) => {
    const order = await ownOrder(db, orderNo, buyerId);
    const lines = await listOrderLines(db, order.id);
    const pictures = await readMedia(
      db,
      lines.flatMap((line) => (line.pictureKey === null ? [] : [line.pictureKey])),
    );
    let rate: IqdPerUsd | null = null;
    if (currency === 'IQD') {
      rate = await currentRate(db);
      if (rate === null) throw new ApiError(503, 503, 'rateUnavailable');
    }
    return orderDocument(
      order,
      lines,
      pictures,
      locale,
      rate === null ? { code: 'USD' } : { code: 'IQD', rate },
    );
  };
  const pdf = (bytes: Uint8Array) => [new Uint8Array(bytes)];

  // printOrder is shown in the browser's viewer (a Blob: `inline`); the exports are files to keep
  // (a File: `attachment` with its name). See `sendSuccess`.
  registerEndpoint(app, printOrder, async ({ orderNo, currency }, { user, locale }) => {
    const document = await documentOf(orderNo, user.id, currency, locale);
    return new Blob(pdf(await documents.renderOrderPdf(document, locale)), { type: 'application/pdf' });
  });

  registerEndpoint(app, exportOrderPdf, async ({ orderNo, currency }, { user, locale }) => {
    const document = await documentOf(orderNo, user.id, currency, locale);
    return new File(pdf(await documents.renderOrderPdf(document, locale)), `order-${document.orderNo}.pdf`, {
      type: 'application/pdf',
    });
  });

  registerEndpoint(app, exportOrderFeePdf, async ({ orderNo, currency }, { user, locale }) => {
    const document = await documentOf(orderNo, user.id, currency, locale);
    return new File(
      pdf(await documents.renderOrderFeePdf(document, locale)),
      `order-${document.orderNo}-fees.pdf`,
      { type: 'application/pdf' },
    );
  });

  registerEndpoint(app, logisticTrack, async ({ orderNo }, { user, locale }) => {
    const order = await ownOrder(db, orderNo, user.id);
    const events = await listLogisticsEvents(db, order.id);
    return {
      trackingNo: order.trackingNo,
      logisticsMode: order.logisticsMode,
      events: events.map((event) => ({
        at: event.at.toISOString(),
        status: event.status,
        description: localizedTextIn(event.description, locale),
        location: event.location === null ? null : localizedTextIn(event.location, locale),
      })),
    };
  });
}
