import type { UsdCents } from '../money';
import type { OrderStatus } from './orderStatus';

/** Spec section 4: "Receiving way: 1 specified address, 2 self pickup" (pickup at the Baghdad warehouse). */
export const RECEIVING_WAY = {
  specifiedAddress: 1,
  selfPickup: 2,
} as const;

export type ReceivingWay = (typeof RECEIVING_WAY)[keyof typeof RECEIVING_WAY];

export function isReceivingWay(value: unknown): value is ReceivingWay {
  return value === RECEIVING_WAY.specifiedAddress || value === RECEIVING_WAY.selfPickup;
}

/**
 * Spec section 4: "Fee type: 0 order, 3 out-delivery fee". The out-delivery fee is the local
 * carrier's charge for a specified-address delivery, paid to the carrier on delivery (section 1).
 */
export const ORDER_FEE_TYPE = {
  order: 0,
  outDelivery: 3,
} as const;

export type OrderFeeType = (typeof ORDER_FEE_TYPE)[keyof typeof ORDER_FEE_TYPE];

/**
 * The cost lines of an order (spec section 3), in US cents. An order is paid in two stages: the
 * goods price and China leg when ordering, the second-stage fee (sea freight and what accrued in
 * China) before the sea shipment.
 */
export interface OrderCostLines {
  goodsPrice: UsdCents;
  chinaFreight: UsdCents;
  secondStageFee: UsdCents;
  /** "Sea freight (overseas logistics fee)". */
  seaFreight: UsdCents;
  /** The amount; the spec sets it as a percentage of the goods value. */
  insurance: UsdCents;
  /** Container storage fee per day at the warehouse, charged once the free days are used. */
  warehouseStoragePerDay: UsdCents;
  warehouseOverstayFee: UsdCents;
  supplementaryChinaFreight: UsdCents;
  chinaLoadingFee: UsdCents;
  domesticStorageFee: UsdCents;
  valueAddedServiceFee: UsdCents;
  /** Days of free storage at the Baghdad warehouse granted on this order; a count, not money. */
  freeStoragePeriodDays: number;
}

/** How the goods leave China; the tracking number is what `/hello/logistic/track` follows. */
export interface OrderLogistics {
  mode: 'sea' | 'air';
  trackingNo: string | null;
}

/** An order as a buyer or staff member sees it (spec section 3). */
export interface Order {
  orderNo: string;
  orderedAt: Date;
  status: OrderStatus;
  /** The order amount, in US cents. */
  amount: UsdCents;
  /** `null` until a payment has been approved. */
  paidAt: Date | null;
  remark: string;
  purchaser: string;
  consignee: string;
  receivingWay: ReceivingWay;
  logistics: OrderLogistics;
  costs: OrderCostLines;
}

/** The money cost lines of {@link OrderCostLines} (all but the free storage period), in spec section 3's order. */
export const ORDER_COST_LINES = [
  'goodsPrice',
  'chinaFreight',
  'secondStageFee',
  'seaFreight',
  'insurance',
  'warehouseStoragePerDay',
  'warehouseOverstayFee',
  'supplementaryChinaFreight',
  'chinaLoadingFee',
  'domesticStorageFee',
  'valueAddedServiceFee',
] as const satisfies readonly Exclude<keyof OrderCostLines, 'freeStoragePeriodDays'>[];

export type OrderCostLine = (typeof ORDER_COST_LINES)[number];
