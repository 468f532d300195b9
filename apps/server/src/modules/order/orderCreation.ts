import { randomInt } from 'node:crypto';
import {
  CART_ERROR,
  formatOrderNo,
  INITIAL_ORDER_STATUS,
  isDomainMessageKey,
  localizedTextIn,
  ORDER_ERROR,
  ORDER_NO_RANDOM_DIGITS,
  orderQuantityMessageValues,
  RECEIVING_WAY,
  type Locale,
  type LogisticsMode,
  type ReceivingWay,
} from '@tijara/domain';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import { deleteCartLines } from '../cart/cartRepository';
import { loadFreightTariffs } from '../catalogue/freightEstimate';
import {
  buyerName,
  currentStock,
  findOrderNoByRequest,
  insertHistory,
  insertOrder,
  insertOrderLines,
  moveProductStock,
  readAddressSnapshot,
  readChosenLines,
  takeStock,
  type AddressSnapshot,
  type ChosenLine,
} from './orderRepository';
import { chargesOf, estimatesOf, isAvailable, orderProblemOf, pictureKeyOf } from './orderPricing';

/** Ids once each: a repeated id is one line, not a missing one. */
export const distinct = (ids: readonly string[]) => [...new Set(ids)];

/** A cart line id that is not one of the caller's: the same answer whoever's line it is. */
export const itemNotFound = () => new ApiError(404, 404, CART_ERROR.itemNotFound);

/** The caller's chosen cart lines, all of them, or 404. */
export async function chosenLines(db: Queryable, buyerId: string, itemIds: readonly string[]) {
  const ids = distinct(itemIds);
  const lines = await readChosenLines(db, buyerId, ids);
  if (lines.length !== ids.length) throw itemNotFound();
  return lines;
}

/** The delivery an order records: the address copied now, and who receives the goods. */
export async function deliveryOf(
  db: Queryable,
  buyerId: string,
  purchaser: string,
  receivingWay: ReceivingWay,
  addressId: string | null | undefined,
): Promise<{ address: AddressSnapshot | null; addressId: string | null; consignee: string }> {
  if (receivingWay === RECEIVING_WAY.selfPickup)
    return { address: null, addressId: null, consignee: purchaser };
  // The contract refuses a specified address without an id (400) before this is reached.
  const address = addressId ? await readAddressSnapshot(db, buyerId, addressId) : null;
  if (address === null) throw new ApiError(422, 422, ORDER_ERROR.addressNotFound);
  const consignee = `${address.firstName} ${address.lastName}`.trim();
  return { address, addressId: addressId ?? null, consignee };
}

/** Why the chosen lines cannot be ordered, as the refusal a buyer reads; null when they can. */
export function refusalOf(lines: readonly ChosenLine[], locale: Locale): ApiError | null {
  const problem = orderProblemOf(lines);
  if (problem === null) return null;
  const data = { key: problem.key, itemIds: problem.itemIds };
  const line = lines.find((candidate) => problem.itemIds.includes(candidate.id));
  const name = line ? localizedTextIn(line.current?.name ?? line.addedName, locale) : '';
  if (!line?.current) {
    if (line) return new ApiError(422, 422, ORDER_ERROR.lineUnavailable, { name }, {}, data);
  } else if (problem.key === CART_ERROR.aboveStock) {
    return new ApiError(422, 422, ORDER_ERROR.stockShort, { name, stock: line.current.stock }, {}, data);
  } else if (problem.key === CART_ERROR.aboveMaximum || problem.key === CART_ERROR.mixedBatchNotMet) {
    const values = orderQuantityMessageValues(
      { ...line.current, maxOrder: line.current.maxOrder ?? undefined },
      locale,
    );
    if (isDomainMessageKey(problem.key)) return new ApiError(422, 422, problem.key, values, {}, data);
  }
  if (!isDomainMessageKey(problem.key))
    throw new Error(`the order rule gave ${problem.key}, which has no message`);
  return new ApiError(422, 422, problem.key, {}, {}, data);
}

export interface CreateOrderInput {
  requestId: string;
  itemIds: string[];
  deliveryMethod: ReceivingWay;
  emailAddressId?: string | null | undefined;
  logisticsMode: LogisticsMode;
  remark: string;
}

const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: unknown }).code === '23505' &&
  (error as { constraint?: unknown }).constraint === constraint;

/** Ten random decimal digits from the operating system's generator (not guessable in sequence). */
const randomDigits = () =>
  String(randomInt(0, 10 ** ORDER_NO_RANDOM_DIGITS)).padStart(ORDER_NO_RANDOM_DIGITS, '0');

/** A fresh order number meeting a taken one this many times in a row means something is broken. */
const ORDER_NO_ATTEMPTS = 5;

/**
 * Makes the order in one transaction (see `createOrder` in the contract). The order row is
 * inserted before any stock is taken: a second request with the same `requestId` waits on the
 * unique index until the first commits, then fails and answers the first order's number. A
 * refusal is checked against an order of the same request too: a twin request that committed
 * first has taken the lines out of the cart, and its number is the answer.
 */
export async function createOrder(
  db: Database,
  clock: Clock,
  buyerId: string,
  input: CreateOrderInput,
  locale: Locale,
): Promise<{ orderNo: string }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => makeOrder(tx, clock, buyerId, input, locale));
    } catch (error) {
      if (isUniqueViolation(error, 'customer_order_order_no_key') && attempt < ORDER_NO_ATTEMPTS) continue;
      if (error instanceof ApiError || isUniqueViolation(error, 'customer_order_buyer_request_key')) {
        const orderNo = await findOrderNoByRequest(db, buyerId, input.requestId);
        if (orderNo !== null) return { orderNo };
      }
      throw error;
    }
  }
}

async function makeOrder(
  tx: Queryable,
  clock: Clock,
  buyerId: string,
  input: CreateOrderInput,
  locale: Locale,
): Promise<{ orderNo: string }> {
  const existing = await findOrderNoByRequest(tx, buyerId, input.requestId);
  if (existing !== null) return { orderNo: existing };

  const lines = await chosenLines(tx, buyerId, input.itemIds);
  const refused = refusalOf(lines, locale);
  if (refused) throw refused;
  const available = lines.filter(isAvailable);
  const purchaser = await buyerName(tx, buyerId);
  const delivery = await deliveryOf(tx, buyerId, purchaser, input.deliveryMethod, input.emailAddressId);
  const charges = chargesOf(available);
  const estimates = estimatesOf(available, charges, await loadFreightTariffs(tx));
  const now = clock.now();
  const orderNo = formatOrderNo(now, randomDigits());

  const orderId = await insertOrder(tx, {
    orderNo,
    buyerId,
    requestId: input.requestId,
    status: INITIAL_ORDER_STATUS,
    goods: charges.goodsPrice,
    chinaFreight: charges.chinaFreight,
    amount: charges.amount,
    estimates,
    receivingWay: input.deliveryMethod,
    logisticsMode: input.logisticsMode,
    remark: input.remark,
    purchaser,
    consignee: delivery.consignee,
    address: delivery.address,
    addressId: delivery.addressId,
    lineCount: available.length,
    quantity: available.reduce((total, line) => total + line.quantity, 0),
    createdAt: now,
    locale,
  });

  // Variants in one order (ascending id) for every order: two orders sharing variants take their
  // row locks in the same order and never deadlock.
  const bySku = [...available].sort((a, b) => (BigInt(a.skuId) < BigInt(b.skuId) ? -1 : 1));
  for (const line of bySku) {
    const left = await takeStock(tx, line.productId, line.skuId, line.quantity);
    if (left === null) {
      const name = localizedTextIn(line.current.name, locale);
      const stock = await currentStock(tx, line.skuId);
      throw new ApiError(
        422,
        422,
        ORDER_ERROR.stockShort,
        { name, stock },
        {},
        {
          key: ORDER_ERROR.stockShort,
          itemIds: [line.id],
        },
      );
    }
  }

  const taken = new Map<string, number>();
  for (const line of available) taken.set(line.productId, (taken.get(line.productId) ?? 0) - line.quantity);
  await moveProductStock(tx, taken);

  await insertOrderLines(
    tx,
    orderId,
    available.map((line) => ({
      productId: line.productId,
      skuId: line.skuId,
      name: line.current.name,
      attributes: line.current.attributes,
      pictureKey: pictureKeyOf(line),
      unitPrice: line.current.price,
      quantity: line.quantity,
    })),
  );
  await insertHistory(tx, orderId, INITIAL_ORDER_STATUS, now);
  const removed = await deleteCartLines(
    tx,
    buyerId,
    available.map((line) => line.id),
  );
  // The buyer deleted a chosen line meanwhile: nothing is made.
  if (removed.length !== available.length) throw itemNotFound();
  return { orderNo };
}
