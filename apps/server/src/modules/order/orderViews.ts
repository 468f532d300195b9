import type { OrderDetailWire, OrderLineWire, OrderSummaryWire } from '@tijara/api/contract';
import { ORDER_SUMMARY_ITEMS } from '@tijara/api/contract';
import {
  availableEvents,
  localizedTextIn,
  ORDER_COST_LINES,
  ORDER_STATUS,
  ORDER_STATUSES,
  RECEIVING_WAY,
  sum,
  usdCents,
  type IqdPerUsd,
  type Locale,
  type LocalizedText,
  type UsdCents,
} from '@tijara/domain';
import type { OrderCostLineName, OrderDocument, OrderDocumentCost } from '../documents';
import { mediaUrl } from '../catalogue/mediaUrls';
import type { StoredSkuAttribute } from '../cart/cartRepository';
import type {
  AddressSnapshot,
  OrderSummaryRow,
  StoredOrderSummary,
  StoredCosts,
  StoredOrder,
  StoredOrderLine,
} from './orderRepository';

const text = (value: LocalizedText | string | null | undefined, locale: Locale) =>
  localizedTextIn(value, locale);

/** A variant's attributes in the caller's language. */
export function attributesIn(
  attributes: readonly StoredSkuAttribute[],
  locale: Locale,
): { name: string; value: string }[] {
  return attributes.map((attribute) => ({
    name: text(attribute.name, locale),
    value: text(attribute.value, locale),
  }));
}

/** One line of an order in the caller's language. */
export function orderLineWire(line: StoredOrderLine, locale: Locale): OrderLineWire {
  return {
    id: line.id,
    productId: line.productId,
    skuId: line.skuId,
    platformType: line.platformType,
    name: text(line.name, locale),
    attributes: attributesIn(line.attributes, locale),
    imageUrl: line.pictureKey === null ? null : mediaUrl(line.pictureKey),
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    lineTotal: line.unitPrice * line.quantity,
  };
}

/** The address as the order copied it, area names in the caller's language. */
export function addressIn(address: AddressSnapshot, locale: Locale) {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    address: address.address,
    mobile: address.mobile,
    postcode: address.postcode,
    email: address.email,
    countryName: text(address.country, locale),
    provinceName: text(address.province, locale),
    cityName: address.city === null ? null : text(address.city, locale),
  };
}

/** The cost lines staff set later, in spec section 3's order, beside their stored values. */
const LATER_COST_LINES = ORDER_COST_LINES.filter(
  (line): line is keyof StoredCosts & OrderCostLineName => line !== 'goodsPrice' && line !== 'chinaFreight',
);

/**
 * Whether the second-stage costs are still estimates: until the order reaches LOGISTICS_PAYMENT
 * (spec section 4, flow step 3: the goods are weighed at the China warehouse and the fee is
 * charged). A cancelled order will not be shipped, so it has no estimate either.
 */
function secondStageEstimated(order: StoredOrder): boolean {
  return ORDER_STATUSES.indexOf(order.status) < ORDER_STATUSES.indexOf(ORDER_STATUS.LOGISTICS_PAYMENT);
}

/**
 * The cost lines that apply to the order so far (spec section 3), in its order: the goods price
 * and China freight, charged when ordering; the international freight and insurance estimated by
 * the order's logistics mode while they are estimates; every later line once staff have set it.
 */
export function orderCosts(order: StoredOrder): OrderDocumentCost[] {
  const costs: OrderDocumentCost[] = [
    { line: 'goodsPrice', amount: usdCents(order.goods), estimated: false },
    { line: 'chinaFreight', amount: usdCents(order.chinaFreight), estimated: false },
  ];
  const estimate = secondStageEstimated(order) ? order.estimates[order.logisticsMode] : null;
  for (const line of LATER_COST_LINES) {
    const amount = order.costs[line];
    if (amount !== null) costs.push({ line, amount: usdCents(amount), estimated: false });
    else if (estimate && line === 'seaFreight')
      costs.push({ line, amount: usdCents(estimate.freight), estimated: true });
    else if (estimate && line === 'insurance')
      costs.push({ line, amount: usdCents(estimate.insurance), estimated: true });
  }
  return costs;
}

/** Lines that are not a charge of their own: the goods (the goods total) and a price per day. */
const NOT_A_FEE: ReadonlySet<OrderCostLineName> = new Set(['goodsPrice', 'warehouseStoragePerDay']);

/**
 * The goods, the costs charged besides the goods (estimates left out, and the storage price per
 * day, which is a rate: what it came to is the overstay fee), and the order amount.
 */
export function orderTotals(order: StoredOrder, costs: readonly OrderDocumentCost[]) {
  const fees: UsdCents = sum(
    costs.filter((cost) => !cost.estimated && !NOT_A_FEE.has(cost.line)).map((cost) => cost.amount),
  );
  return { goods: usdCents(order.goods), fees, order: usdCents(order.amount) };
}

/** What a buyer may do to the order now (the life cycle's events, before their guards). */
export function orderActions(order: StoredOrder) {
  const buyer = availableEvents(order.status, 'buyer');
  return {
    changeDelivery: buyer.includes('changeDeliveryMethod'),
    confirmReceipt: buyer.includes('confirmReceipt'),
    // Cancelling is done by operations staff at the buyer's request (spec section 4): whether
    // the order can still be cancelled that way.
    cancel: availableEvents(order.status, 'operationsStaff').includes('cancel'),
  };
}

function summaryFields(order: StoredOrderSummary) {
  return {
    orderNo: order.orderNo,
    orderedAt: order.createdAt.toISOString(),
    status: order.status,
    amount: order.amount,
    paidAt: order.paidAt === null ? null : order.paidAt.toISOString(),
    receivingWay: order.receivingWay,
    lineCount: order.lineCount,
    quantity: order.quantity,
  };
}

/** An order card of the list. */
export function orderSummaryWire({ order, items }: OrderSummaryRow, locale: Locale): OrderSummaryWire {
  return {
    ...summaryFields(order),
    items: items.slice(0, ORDER_SUMMARY_ITEMS).map((item) => ({
      name: text(item.name, locale),
      imageUrl: item.pictureKey === null ? null : mediaUrl(item.pictureKey),
    })),
  };
}

/** The whole order for `queryOrderDetail`. */
export function orderDetailWire(
  order: StoredOrder,
  lines: readonly StoredOrderLine[],
  history: readonly { status: number; at: Date }[],
  locale: Locale,
): OrderDetailWire {
  const costs = orderCosts(order);
  return {
    ...summaryFields(order),
    remark: order.remark,
    purchaser: order.purchaser,
    consignee: order.consignee,
    logisticsMode: order.logisticsMode,
    address:
      order.receivingWay === RECEIVING_WAY.specifiedAddress && order.address !== null
        ? addressIn(order.address, locale)
        : null,
    addressId: order.addressExists ? order.addressId : null,
    lines: lines.map((line) => orderLineWire(line, locale)),
    costs,
    freeStoragePeriodDays: order.freeStoragePeriodDays,
    totals: orderTotals(order, costs),
    history: history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    trackingNo: order.trackingNo,
    actions: orderActions(order),
  };
}

/** The attributes as one phrase ("Colour: red, Size: XL") in the caller's language. */
function variantPhrase(attributes: readonly StoredSkuAttribute[], locale: Locale): string {
  const parts = attributesIn(attributes, locale)
    .filter((attribute) => attribute.value !== '')
    .map((attribute) => (attribute.name === '' ? attribute.value : `${attribute.name}: ${attribute.value}`));
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(parts);
}

/** What the order's PDFs print, from its snapshot, in the caller's language and currency. */
export function orderDocument(
  order: StoredOrder,
  lines: readonly StoredOrderLine[],
  pictures: ReadonlyMap<string, Uint8Array>,
  locale: Locale,
  currency: { code: 'USD' } | { code: 'IQD'; rate: IqdPerUsd },
): OrderDocument {
  const costs = orderCosts(order);
  return {
    orderNo: order.orderNo,
    orderedAt: order.createdAt,
    paidAt: order.paidAt,
    status: order.status,
    buyerName: order.purchaser,
    delivery:
      order.receivingWay === RECEIVING_WAY.specifiedAddress && order.address !== null
        ? {
            receivingWay: RECEIVING_WAY.specifiedAddress,
            address: (({ cityName, ...rest }) => (cityName === null ? rest : { ...rest, cityName }))(
              addressIn(order.address, locale),
            ),
          }
        : { receivingWay: RECEIVING_WAY.selfPickup },
    lines: lines.map((line) => {
      const picture = line.pictureKey === null ? undefined : pictures.get(line.pictureKey);
      return {
        name: text(line.name, locale),
        variant: variantPhrase(line.attributes, locale),
        unitPrice: usdCents(line.unitPrice),
        quantity: line.quantity,
        lineTotal: usdCents(line.unitPrice * line.quantity),
        ...(picture ? { picture } : {}),
      };
    }),
    costs,
    freeStoragePeriodDays: order.freeStoragePeriodDays,
    totals: orderTotals(order, costs),
    currency,
    remark: order.remark,
  };
}
