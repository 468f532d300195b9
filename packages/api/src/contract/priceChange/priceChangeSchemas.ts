import {
  PRICE_CHANGE_ERROR,
  PRICE_CHANGE_NOTE_MAX_CHARACTERS,
  isDomainMessageKey,
  usdCents,
  withKey,
} from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';
import { orderNoSchema, orderStatusSchema } from '../order/orderWire';
import { idempotencyKeySchema } from '../payment/paymentWire';

// The schemas of the calls of `priceChangeCalls.ts`, under the same names.

/** Whole US cents as the server answers them. */
const centsSchema = z
  .number()
  .int()
  .nonnegative()
  .transform((cents) => usdCents(cents));

/** Where a change's refund stands: waiting for the weekly run, in the wallet, or not to be paid by it. */
export const PRICE_REFUND_STATES = ['pending', 'credited', 'withheld'] as const;
export type PriceRefundState = (typeof PRICE_REFUND_STATES)[number];

/** One change of an order's goods price. */
export const orderPriceChangeSchema = z.object({
  id: z.string(),
  /** The goods price before this change, and the one it set (US cents). */
  previous: centsSchema,
  amount: centsSchema,
  note: z.string(),
  /** The staff member's user name: to staff only, null for the buyer. */
  changedBy: z.string().nullable(),
  /** ISO 8601. */
  changedAt: z.string(),
  refund: z.object({
    state: z.enum(PRICE_REFUND_STATES),
    /** The previous price less the new one (US cents). */
    amount: centsSchema,
    /** When it was credited to the wallet (ISO 8601), null before. */
    creditedAt: z.string().nullable(),
    /** The weekly run it is expected at (ISO 8601) while pending, else null. */
    expectedAt: z.string().nullable(),
  }),
});

/** An order's negotiated price, as the buyer's order detail and the staff console show it. */
export const orderPriceChangesSchema = z.object({
  orderNo: z.string(),
  status: orderStatusSchema,
  /** The goods price as ordered, the current (negotiated) one and the lowest allowed (US cents). */
  original: centsSchema,
  current: centsSchema,
  floor: centsSchema,
  /** Refunded to the wallet so far, and still to be refunded by the weekly job (US cents). */
  refunded: centsSchema,
  pending: centsSchema,
  /**
   * Why the price may not be negotiated now (a `vipPriceChange.*` key: not a VIP from 2024, not
   * paid, closed), or null when staff may lower it.
   */
  blockedBy: z
    .string()
    .nullable()
    .refine((key) => key === null || isDomainMessageKey(key)),
  /** Oldest first. */
  changes: z.array(orderPriceChangeSchema),
});
export type OrderPriceChangesWire = z.input<typeof orderPriceChangesSchema>;

/** Characters as a reader counts them (code points), as the domain's `priceChangeSchema` counts. */
const characterCount = (text: string) => [...text].length;

export const changeOrderPrice = endpointSchemas({
  request: z.strictObject({
    orderNo: orderNoSchema,
    /** The new goods price in whole US cents. */
    amount: z
      .number(withKey(PRICE_CHANGE_ERROR.amountRequired))
      .int(withKey(PRICE_CHANGE_ERROR.amountNotInteger))
      .positive(withKey(PRICE_CHANGE_ERROR.amountBelowFloor))
      .transform((cents) => usdCents(cents)),
    /** Trimmed, 1 to `PRICE_CHANGE_NOTE_MAX_CHARACTERS` characters. */
    note: z
      .string(withKey(PRICE_CHANGE_ERROR.noteRequired))
      .trim()
      .min(1, withKey(PRICE_CHANGE_ERROR.noteRequired))
      .refine(
        (note) => characterCount(note) <= PRICE_CHANGE_NOTE_MAX_CHARACTERS,
        withKey(PRICE_CHANGE_ERROR.noteTooLong),
      ),
    idempotencyKey: idempotencyKeySchema,
  }),
  response: orderPriceChangesSchema,
});

export const getOrderPriceChanges = endpointSchemas({
  request: z.strictObject({ orderNo: orderNoSchema }),
  response: orderPriceChangesSchema,
});
