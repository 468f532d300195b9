import type {
  Address,
  IqdPerUsd,
  OrderCostLines,
  OrderStatus,
  RECEIVING_WAY,
  UsdCents,
} from '@tijara/domain';

/**
 * What an order document prints, taken from the order's own snapshot (issue 14: lines and address
 * are copied when the order is made, so later catalogue or address edits do not change it). The
 * caller decides what applies; the renderer only words and lays it out, and computes no money.
 */
export interface OrderDocument {
  orderNo: string;
  orderedAt: Date;
  /** `null` until a payment has been approved. */
  paidAt: Date | null;
  status: OrderStatus;
  /** The purchaser's name as the order recorded it. */
  buyerName: string;
  delivery: OrderDocumentDelivery;
  lines: readonly OrderDocumentLine[];
  /** The cost lines of spec section 3 that apply to the order so far, in the order to print them. */
  costs: readonly OrderDocumentCost[];
  /** The "free storage period" cost line: days of free storage at the Baghdad warehouse, when set. */
  freeStoragePeriodDays: number | null;
  totals: OrderDocumentTotals;
  /** The currency the buyer reads amounts in; amounts themselves are always US cents. */
  currency: OrderDocumentCurrency;
  /** The buyer's remark; empty when none. */
  remark: string;
}

/** Spec section 4's receiving way: self-pickup at the Baghdad warehouse, or a specified address. */
export type OrderDocumentDelivery =
  | { receivingWay: typeof RECEIVING_WAY.selfPickup }
  | { receivingWay: typeof RECEIVING_WAY.specifiedAddress; address: OrderAddressSnapshot };

/** The delivery address as the order copied it, area names already in the buyer's language. */
export type OrderAddressSnapshot = Pick<
  Address,
  'firstName' | 'lastName' | 'address' | 'mobile' | 'postcode' | 'email' | 'countryName' | 'provinceName'
> & { cityName?: string };

/** One ordered variant (SKU), as the order's snapshot holds it. */
export interface OrderDocumentLine {
  /** The product's name in the buyer's language. */
  name: string;
  /** The chosen variant's attributes, in the buyer's language ("Colour: red, Size: XL"); empty when none. */
  variant: string;
  unitPrice: UsdCents;
  quantity: number;
  lineTotal: UsdCents;
  /** The variant's or product's picture (PNG, JPEG, GIF or WebP bytes); other bytes are left out. */
  picture?: Uint8Array;
}

/** The money cost lines of spec section 3 (every one but the free storage period, a count of days). */
export type OrderCostLineName = Exclude<keyof OrderCostLines, 'freeStoragePeriodDays'>;

export interface OrderDocumentCost {
  line: OrderCostLineName;
  amount: UsdCents;
  /** An estimate (the landed-cost rule's second-stage costs before they are set): printed as one. */
  estimated: boolean;
}

export interface OrderDocumentTotals {
  /** The goods total: the sum of the lines. */
  goods: UsdCents;
  /** The fee statement's total: the sum of the cost lines charged beside the goods. */
  fees: UsdCents;
  /** The order's amount (spec section 3: "amount in USD"). */
  order: UsdCents;
}

/** USD, or IQD at the rate the amounts were converted with. */
export type OrderDocumentCurrency = { code: 'USD' } | { code: 'IQD'; rate: IqdPerUsd };
