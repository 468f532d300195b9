import { usdCents, type UsdCents } from '../money';
import { ORDER_STATUS, ORDER_STATUSES, type OrderStatus } from '../order/orderStatus';
import type { ErrorKey } from '../validation';
import { PRICE_CHANGE_ERROR, priceChangeFloor } from './priceChangeRule';

/*
 * Spec section 6: "VIP member: price negotiation only for upgraded VIP accounts from 2024;
 * negotiated refunds go to the prepaid account, done weekly", with the price-change rule of sections
 * 5 and 9 (not below 95 % of the original, a note of at most 100 characters).
 *
 * Our reading, where the spec leaves a choice:
 * - "From 2024" is the upgrade's date: a buyer upgraded to VIP on 2024-01-01 (Baghdad time) or later
 *   may have prices negotiated; an older membership (or none) may not.
 * - The negotiated price is of the order's goods (stage 1's goods price, not its China freight).
 *   The negotiation happens after the buyer paid stage 1, so the difference is money already
 *   received: it is refunded into the buyer's wallet (the prepaid account) by a weekly job.
 * - An order may be negotiated more than once, each time lower: a new price is below the current
 *   (negotiated) one and not below 95 % of the ORIGINAL goods price, so repeated changes can never
 *   walk the floor down.
 * - Each change is refunded once, by its own difference (the previous price less the new one), so
 *   the refunds of an order always add up to the original less the current price.
 * - A change of an order that was cancelled or terminated before the weekly run is not refunded by
 *   the job: the money of a cancelled or terminated order is settled as a whole, by finance.
 */

/** Iraq keeps UTC+3 all year (see `NATURAL_DAY_MS`). */
const BAGHDAD_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Spec section 6, "upgraded VIP accounts from 2024". */
export const VIP_PRICE_NEGOTIATION_FROM_YEAR = 2024;

/** The first moment of `VIP_PRICE_NEGOTIATION_FROM_YEAR` in Baghdad: an upgrade from then on may negotiate. */
export const VIP_PRICE_NEGOTIATION_FROM = new Date(
  Date.UTC(VIP_PRICE_NEGOTIATION_FROM_YEAR, 0, 1) - BAGHDAD_OFFSET_MS,
);

/**
 * The statuses in which a VIP order's price may be negotiated and its refund paid: stage 1 is paid
 * (every status after awaiting payment) and the order was neither cancelled nor terminated.
 */
export const VIP_PRICE_CHANGE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) =>
    status !== ORDER_STATUS.WAIT_BUYER_PAY &&
    status !== ORDER_STATUS.CANCEL &&
    status !== ORDER_STATUS.TERMINATED,
);

/** Why a VIP price change is refused (besides the form's `PRICE_CHANGE_ERROR` keys). */
export const VIP_PRICE_CHANGE_ERROR = {
  /** The order's buyer is not a VIP member upgraded from 2024. */
  notVip: 'vipPriceChange.buyer.notVip',
  /** Stage 1 of the order is not paid yet. */
  notPaid: 'vipPriceChange.order.notPaid',
  /** The order was cancelled or terminated. */
  closed: 'vipPriceChange.order.closed',
  /** The new price is not below the current one. */
  notLower: 'vipPriceChange.amount.notLower',
  /** The same request key was used for another change. */
  requestReused: 'vipPriceChange.request.reused',
} as const;

export const VIP_PRICE_CHANGE_ERROR_KEYS = Object.values(VIP_PRICE_CHANGE_ERROR);

/** Whether a buyer whose VIP membership started at `vipSince` (null: not a VIP) may negotiate. */
export function isVipPriceNegotiable(vipSince: Date | null): boolean {
  return vipSince !== null && vipSince.getTime() >= VIP_PRICE_NEGOTIATION_FROM.getTime();
}

/** Whether an order in `status` is one whose price may be negotiated and whose refunds are paid. */
export function isVipPriceChangeStatus(status: OrderStatus): boolean {
  return VIP_PRICE_CHANGE_STATUSES.includes(status);
}

export interface VipPriceChangeInput {
  /** When the buyer was upgraded to VIP; null when they are not a VIP. */
  vipSince: Date | null;
  status: OrderStatus;
  /** Whether stage 1 of the order was paid (its payment settled). */
  stageOnePaid: boolean;
  /** The order's goods price as ordered. */
  original: UsdCents;
  /** The goods price now: the last negotiated one, or the original. */
  current: UsdCents;
  /** The price asked for. */
  amount: UsdCents;
}

/**
 * Why the change may not be made, or null when it may: the buyer must be a VIP from 2024, the order
 * paid and not closed, the amount at least 95 % of the original and below the current price. The
 * first reason found is answered, in that order (who, which order, which amount).
 */
export function vipPriceChangeProblem(input: VipPriceChangeInput): ErrorKey | null {
  if (!isVipPriceNegotiable(input.vipSince)) return VIP_PRICE_CHANGE_ERROR.notVip;
  if (input.status === ORDER_STATUS.CANCEL || input.status === ORDER_STATUS.TERMINATED)
    return VIP_PRICE_CHANGE_ERROR.closed;
  if (!input.stageOnePaid || !isVipPriceChangeStatus(input.status)) return VIP_PRICE_CHANGE_ERROR.notPaid;
  if (input.amount < priceChangeFloor(input.original)) return PRICE_CHANGE_ERROR.amountBelowFloor;
  if (input.amount >= input.current) return VIP_PRICE_CHANGE_ERROR.notLower;
  return null;
}

/**
 * Why no lower price can be set on the order now, or null when staff may lower it: the reasons of
 * `vipPriceChangeProblem` for the highest price below the current one (a current price already at
 * the floor answers the floor's key).
 */
export function vipPriceNegotiationBlocker(input: Omit<VipPriceChangeInput, 'amount'>): ErrorKey | null {
  return vipPriceChangeProblem({ ...input, amount: usdCents(Math.max(0, input.current - 1)) });
}

/** The refund one change earns: the price before it less the price it set. */
export function priceChangeRefund(previous: UsdCents, amount: UsdCents): UsdCents {
  if (amount >= previous) throw new RangeError(`a price change lowers the price: ${previous} to ${amount}`);
  return usdCents(previous - amount);
}

/**
 * What the buyer is still owed on an order: the original goods price less the negotiated one, less
 * what was refunded already (never below zero).
 */
export function vipRefundOwed(input: {
  original: UsdCents;
  negotiated: UsdCents;
  refunded: UsdCents;
}): UsdCents {
  return usdCents(Math.max(0, input.original - input.negotiated - input.refunded));
}

/**
 * The weekly refund run: Sundays at 04:00 in Baghdad (`JOB_TIME_ZONE`), the first working day of
 * the Iraqi week, before the store opens, so finance starts the week with the refunds in the
 * ledger. A cron expression read in Baghdad time.
 */
export const VIP_REFUND_SCHEDULE = '0 4 * * 0';
const REFUND_WEEKDAY = 0;
const REFUND_HOUR = 4;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The first weekly run strictly after `at`: when a change made at `at` is refunded at the latest. */
export function nextVipRefundRunAt(at: Date): Date {
  const baghdad = new Date(at.getTime() + BAGHDAD_OFFSET_MS);
  const daysAhead = (REFUND_WEEKDAY - baghdad.getUTCDay() + 7) % 7;
  const run =
    Date.UTC(baghdad.getUTCFullYear(), baghdad.getUTCMonth(), baghdad.getUTCDate() + daysAhead, REFUND_HOUR) -
    BAGHDAD_OFFSET_MS;
  return new Date(run > at.getTime() ? run : run + WEEK_MS);
}
