export {
  ORDER_STATUS_TONES,
  OrderStatusBadge,
  orderStatusTone,
  type OrderStatusBadgeProps,
} from './OrderStatusBadge';
export { orderStatusBadgeMessages } from './OrderStatusBadge.messages';
