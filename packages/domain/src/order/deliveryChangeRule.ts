import type { ReceivingWay } from './order';
import { ORDER_STATUS, type OrderStatus } from './orderStatus';

/** The keys the delivery-change schema reports. */
export const DELIVERY_CHANGE_ERROR = {
  orderNoRequired: 'deliveryChange.orderNo.required',
  deliveryMethodInvalid: 'deliveryChange.deliveryMethod.invalid',
  /** Spec sections 4 and 5: confirming a specified-address delivery without a chosen address is blocked. */
  addressRequired: 'deliveryChange.emailAddressId.required',
  addressInvalid: 'deliveryChange.emailAddressId.invalid',
} as const;

/**
 * The body of `changeOrder` (spec sections 3 and 7). `emailAddressId` is the chosen address's id;
 * it is `null` for self pickup, where no address applies.
 */
export interface OrderDeliveryChange {
  orderNo: string;
  deliveryMethod: ReceivingWay;
  emailAddressId: number | null;
}

const BEFORE_WAREHOUSE: ReadonlySet<OrderStatus> = new Set([
  ORDER_STATUS.WAIT_BUYER_PAY,
  ORDER_STATUS.WAITING_PURCHASE,
  ORDER_STATUS.WAIT_SELLER_SEND,
  ORDER_STATUS.CHINA_SHIPPING,
  ORDER_STATUS.LOGISTICS_PAYMENT,
  ORDER_STATUS.SEA_SHIPPING,
]);

/**
 * Spec section 4: "the delivery method cannot be changed once goods reach the warehouse". The
 * warehouse is the Baghdad one (TO_WAREHOUSE), where pickup or delivery is arranged; closed orders
 * have nothing left to deliver.
 */
export function canChangeDeliveryMethod(status: OrderStatus): boolean {
  return BEFORE_WAREHOUSE.has(status);
}
