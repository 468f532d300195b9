import {
  SECOND_STAGE_FEE_LINES,
  SECOND_STAGE_LINE_MAX_CENTS,
  usdCents,
  type SecondStageFeeLine,
} from '@tijara/domain';
import { z } from 'zod';
import { endpointSchemas } from '../endpoint';
import { orderNoSchema, orderStatusSchema } from '../order/orderWire';

// The schemas of the calls of `secondStageCalls.ts`, under the same names.

/** One fee line as staff send it: whole US cents, 0 to the domain's line maximum. */
const feeLineSchema = z
  .number()
  .int()
  .min(0)
  .max(SECOND_STAGE_LINE_MAX_CENTS)
  .transform((cents) => usdCents(cents));

/** Every line of `SECOND_STAGE_FEE_LINES`, each required. */
export const secondStageFeeLinesSchema = z.strictObject(
  Object.fromEntries(SECOND_STAGE_FEE_LINES.map((line) => [line, feeLineSchema])) as Record<
    SecondStageFeeLine,
    typeof feeLineSchema
  >,
);

const centsSchema = z
  .number()
  .int()
  .nonnegative()
  .transform((cents) => usdCents(cents));

/** An order's second stage as the console shows it. */
export const secondStageSchema = z.object({
  orderNo: z.string(),
  status: orderStatusSchema,
  /** The buyer's user name. */
  buyerName: z.string(),
  /** The lines set, null before staff set them. */
  lines: secondStageFeeLinesSchema.nullable(),
  /** Stage 2's amount so far: the lines and the storage accrued, in US cents. */
  amount: centsSchema,
  /** The user name of who set the lines, and when (ISO 8601); null before. */
  setBy: z.string().nullable(),
  setAt: z.string().nullable(),
  /** Whether the order is where the life cycle lets its fee be set (China shipping). */
  canSet: z.boolean(),
  /** Warehouse storage: free until `freeUntil` (5 days from status 10), then charged per day. */
  storage: z.object({
    freeUntil: z.string().nullable(),
    daysCharged: z.number().int().nonnegative(),
    charged: centsSchema,
  }),
});
export type SecondStageWire = z.input<typeof secondStageSchema>;

/** An order waiting for its second-stage fee, as the console lists it. */
export const awaitingSecondStageSchema = z.object({
  orderNo: z.string(),
  buyerName: z.string(),
  /** When the order was made (ISO 8601). */
  orderedAt: z.string(),
});

export const listSecondStageOrders = endpointSchemas({
  request: z.strictObject({}),
  response: z.array(awaitingSecondStageSchema),
});

export const getSecondStage = endpointSchemas({
  request: z.strictObject({ orderNo: orderNoSchema }),
  response: secondStageSchema,
});

export const setSecondStageFee = endpointSchemas({
  request: z.strictObject({ orderNo: orderNoSchema, lines: secondStageFeeLinesSchema }),
  response: secondStageSchema,
});
