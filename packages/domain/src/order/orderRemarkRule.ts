import type { ErrorKey } from '../validation';

/**
 * Spec sections 5 and 10: the order remark has a configurable maximum, "not shown". Ours is 500
 * characters: room for a few sentences to the buyer's purchaser (colours to avoid, packing, a
 * contact), short enough to print on the order without a second page.
 */
export const ORDER_REMARK_MAX_LENGTH = 500;

export const ORDER_REMARK_ERROR = {
  tooLong: 'order.remark.tooLong',
} as const satisfies Record<string, ErrorKey>;
