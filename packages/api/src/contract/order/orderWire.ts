import {
  ORDER_COST_LINES,
  CART_MAX_LINES,
  LOGISTICS_MODES,
  ORDER_STATUSES,
  ORDER_TABS,
  RECEIVING_WAY,
  usdCents,
} from '@tijara/domain';
import { z } from 'zod';
import { entityIdSchema } from '../address/addressWire';

/**
 * An order number as a request names it. Only its length is checked here: a number that is
 * well formed but names no order of the caller's answers 404 (`order.number.notFound`), the same
 * whether it is another buyer's or nobody's.
 */
export const orderNoSchema = z.string().trim().min(1).max(32);

/** Whole US cents as the server answers them, the domain's `UsdCents` once parsed. */
const centsSchema = z
  .number()
  .int()
  .nonnegative()
  .transform((cents) => usdCents(cents));

export const orderStatusSchema = z
  .number()
  .refine((status) => (ORDER_STATUSES as readonly number[]).includes(status));

/** Spec section 4: "Receiving way: 1 specified address, 2 self pickup". */
export const receivingWaySchema = z.union([
  z.literal(RECEIVING_WAY.specifiedAddress),
  z.literal(RECEIVING_WAY.selfPickup),
]);

export const logisticsModeSchema = z.enum(LOGISTICS_MODES);

/** Spec section 2's order tabs (`all` is `buyer_order_list`). */
export const orderTabSchema = z.enum(ORDER_TABS);

/** The cart lines an order is made of: ids of the caller's cart lines. */
export const orderItemIdsSchema = z.array(entityIdSchema).min(1).max(CART_MAX_LINES);

/**
 * One line of an order (or of an order being confirmed): a variant and its quantity, with the
 * name, attributes and picture the order keeps (its snapshot) in the caller's language.
 */
export const orderLineSchema = z.object({
  /** On the confirm screen, the cart line's id; on an order, the order line's. */
  id: z.string(),
  productId: z.string(),
  skuId: z.string(),
  /** For the product page's address; null once the product has left the catalogue. */
  platformType: z.number().int().nullable(),
  name: z.string(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  imageUrl: z.string().nullable(),
  unitPrice: centsSchema,
  quantity: z.number().int().positive(),
  lineTotal: centsSchema,
});

export type OrderLineWire = z.input<typeof orderLineSchema>;

/** The delivery address as the order copied it, area names in the caller's language. */
export const orderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  mobile: z.string(),
  postcode: z.string(),
  email: z.string(),
  countryName: z.string(),
  provinceName: z.string(),
  cityName: z.string().nullable(),
});

/**
 * The second-stage costs by one logistics mode, estimated with the domain's landed-cost rule
 * (`estimateLandedCost`) from the lines' packed weight and volume: an estimate until the goods are
 * weighed at the China warehouse (spec section 4, flow step 3).
 */
export const secondStageEstimateSchema = z.object({
  internationalFreight: centsSchema,
  insurance: centsSchema,
  /** The order amount plus this mode's freight and insurance: the landed cost, estimated. */
  landedTotal: centsSchema,
});

/** One cost line of spec section 3 that applies to the order so far. */
export const orderCostSchema = z.object({
  line: z.enum(ORDER_COST_LINES),
  amount: centsSchema,
  /** Estimated (the second-stage costs before the goods are weighed), not yet charged. */
  estimated: z.boolean(),
});

/** What `selectOrderPage` lists of each order: what the order card shows. */
export const orderSummarySchema = z.object({
  orderNo: z.string(),
  /** ISO 8601. */
  orderedAt: z.string(),
  status: orderStatusSchema,
  /** The order amount (spec section 3), what the buyer pays when ordering. */
  amount: centsSchema,
  paidAt: z.string().nullable(),
  receivingWay: receivingWaySchema,
  /** Lines (variants) in the order. */
  lineCount: z.number().int().positive(),
  /** Units over every line. */
  quantity: z.number().int().positive(),
  /** The first lines' names and pictures (at most {@link ORDER_SUMMARY_ITEMS}), first first. */
  items: z.array(z.object({ name: z.string(), imageUrl: z.string().nullable() })),
});

export type OrderSummaryWire = z.input<typeof orderSummarySchema>;

/** Every status the order has been in, oldest first, with when it entered it. */
export const orderHistorySchema = z.array(z.object({ status: orderStatusSchema, at: z.string() }));

/** An order as `queryOrderDetail` answers it (spec section 3). */
export const orderDetailSchema = orderSummarySchema.omit({ items: true }).extend({
  remark: z.string(),
  /** The buyer's name when the order was made. */
  purchaser: z.string(),
  /** Who receives the goods: the address's name, or the purchaser for self pickup. */
  consignee: z.string(),
  logisticsMode: logisticsModeSchema,
  /** The address the order delivers to (specified address), or null for self pickup. */
  address: orderAddressSchema.nullable(),
  /** The saved address it was copied from, when it still exists: what the delivery drawer preselects. */
  addressId: z.string().nullable(),
  lines: z.array(orderLineSchema),
  /** The cost lines that apply so far, in spec section 3's order. */
  costs: z.array(orderCostSchema),
  /** Days of free storage at the Baghdad warehouse, once set. */
  freeStoragePeriodDays: z.number().int().nonnegative().nullable(),
  totals: z.object({
    goods: centsSchema,
    /** Charged costs besides the goods (estimates left out). */
    fees: centsSchema,
    order: centsSchema,
  }),
  history: orderHistorySchema,
  /** The China carrier's tracking number, once staff set it. */
  trackingNo: z.string().nullable(),
  /** What the caller may do to the order now (the life cycle's events, before their guards). */
  actions: z.object({ changeDelivery: z.boolean(), confirmReceipt: z.boolean(), cancel: z.boolean() }),
});

export type OrderDetailWire = z.input<typeof orderDetailSchema>;

/** A PDF answered as the file itself (spec section 7: "blob responses pass through"). */
export const pdfFileSchema = z.instanceof(Blob);

/** The currency a document shows its amounts in (they are computed in US cents either way). */
export const documentCurrencySchema = z.enum(['USD', 'IQD']);
