/**
 * One natural day. "Natural days" (spec sections 4 and 9) are calendar days that count weekends
 * and public holidays alike, as opposed to working days. We count them as whole 24-hour periods
 * from the moment the clock starts, so "3 natural days" after 10:00 on the 1st ends at 10:00 on the
 * 4th. Iraq has kept UTC+3 without daylight saving since 2008, so a 24-hour period is a calendar day
 * in Baghdad and the rule needs no time zone.
 */
export const NATURAL_DAY_MS = 24 * 60 * 60 * 1000;

/** Spec sections 4 and 9: receipt is confirmed automatically after 3 natural days. */
export const AUTO_RECEIPT_NATURAL_DAYS = 3;

/** Spec sections 4 and 9: "orders in shipped status change automatically after 2 weeks". */
export const SHIPPED_STATUS_CHANGE_DAYS = 14;

/**
 * Spec section 4 closes an unpaid order "after a time limit (length not shown)". Our default is 72
 * hours: a bank transfer with a voucher upload must fit across an Iraqi weekend (Friday and
 * Saturday). Callers pass the provider's own limit when it has one.
 */
export const DEFAULT_UNPAID_ORDER_CLOSE_AFTER_MS = 72 * 60 * 60 * 1000;

/** Spec section 9: a return for non-quality reasons is asked for within 7 days of receipt. */
export const RETURN_WINDOW_DAYS = 7;

/** Spec sections 4 and 9: goods are bought and shipped in China in 2-3 days. */
export const CHINA_LEG_DAYS = { min: 2, max: 3 } as const;

/** Spec sections 4 and 9: the sea shipment to Baghdad takes 30-40 days. */
export const SEA_SHIPPING_DAYS = { min: 30, max: 40 } as const;

export function addNaturalDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * NATURAL_DAY_MS);
}

/** When an order handed over in Baghdad counts as received if the buyer has not confirmed it. */
export function autoReceiptDueAt(deliveredAt: Date): Date {
  return addNaturalDays(deliveredAt, AUTO_RECEIPT_NATURAL_DAYS);
}

export function isAutoReceiptDue(deliveredAt: Date, now: Date): boolean {
  return now.getTime() >= autoReceiptDueAt(deliveredAt).getTime();
}

/** When an order that left the warehouse for the buyer moves on by itself, delivered or not. */
export function shippedStatusChangeDueAt(shippedAt: Date): Date {
  return addNaturalDays(shippedAt, SHIPPED_STATUS_CHANGE_DAYS);
}

export function isShippedStatusChangeDue(shippedAt: Date, now: Date): boolean {
  return now.getTime() >= shippedStatusChangeDueAt(shippedAt).getTime();
}

/** When an order created at `createdAt` and still unpaid closes. */
export function unpaidOrderCloseDeadline(
  createdAt: Date,
  closeAfterMs: number = DEFAULT_UNPAID_ORDER_CLOSE_AFTER_MS,
): Date {
  if (!Number.isFinite(closeAfterMs) || closeAfterMs <= 0) {
    throw new RangeError(`the unpaid-order time limit must be a positive duration, got ${closeAfterMs}`);
  }
  return new Date(createdAt.getTime() + closeAfterMs);
}

export function isUnpaidOrderCloseDue(
  createdAt: Date,
  now: Date,
  closeAfterMs: number = DEFAULT_UNPAID_ORDER_CLOSE_AFTER_MS,
): boolean {
  return now.getTime() >= unpaidOrderCloseDeadline(createdAt, closeAfterMs).getTime();
}

/** The last moment a received order may still be returned; after it the order is completed. */
export function returnWindowEndsAt(receivedAt: Date): Date {
  return addNaturalDays(receivedAt, RETURN_WINDOW_DAYS);
}

export function isReturnWindowClosed(receivedAt: Date, now: Date): boolean {
  return now.getTime() >= returnWindowEndsAt(receivedAt).getTime();
}

/** The earliest and latest expected end of a leg that started at `startedAt`. */
export function expectedLegEnd(
  startedAt: Date,
  legDays: { readonly min: number; readonly max: number },
): { earliest: Date; latest: Date } {
  return { earliest: addNaturalDays(startedAt, legDays.min), latest: addNaturalDays(startedAt, legDays.max) };
}
