import type { ErrorKey } from '../validation';

/** What the order calls answer when they refuse (issue 14), besides the life cycle's own keys. */
export const ORDER_ERROR = {
  /** An order number that names none of the caller's orders (another buyer's answers the same). */
  notFound: 'order.number.notFound',
  /** Ordering more units of a variant than are left (another buyer took them meanwhile). */
  stockShort: 'order.stock.short',
  /** An ordered variant that has left the catalogue since it went into the cart. */
  lineUnavailable: 'order.line.unavailable',
  /** The chosen delivery address is not one of the caller's addresses. */
  addressNotFound: 'order.address.notFound',
  /** Spec section 4: "cancelling is done offline by contacting staff". */
  cancelThroughStaff: 'order.cancel.throughStaff',
} as const satisfies Record<string, ErrorKey>;
