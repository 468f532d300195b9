import { orderStatusName, type OrderStatus, type OrderStatusName } from '@tijara/domain';
import { useMessages } from '../../provider';
import { Tag, type TagTone } from '../Tag';
import { orderStatusBadgeMessages } from './OrderStatusBadge.messages';

/**
 * The tone of each status, by what it asks of the buyer: `warning` when the buyer is to pay,
 * `info` while the goods travel, `primary` once they wait in Baghdad, `success` when received,
 * `neutral` for a cancelled order and `danger` for a terminated one.
 */
export const ORDER_STATUS_TONES: Readonly<Record<OrderStatusName, TagTone>> = {
  WAIT_BUYER_PAY: 'warning',
  WAITING_PURCHASE: 'info',
  WAIT_SELLER_SEND: 'info',
  CHINA_SHIPPING: 'info',
  LOGISTICS_PAYMENT: 'warning',
  SEA_SHIPPING: 'info',
  TO_WAREHOUSE: 'primary',
  WAIT_BUYER_RECEIVER: 'primary',
  CONFIRM_GOODS: 'success',
  CONFIRM_GOODS_AND_HAS_SUBSIDY: 'success',
  SUCCESS: 'success',
  CANCEL: 'neutral',
  TERMINATED: 'danger',
};

/** The tone an order in `status` is shown in. */
export function orderStatusTone(status: OrderStatus): TagTone {
  return ORDER_STATUS_TONES[orderStatusName(status)];
}

export interface OrderStatusBadgeProps {
  /** The order's status (spec section 4). */
  status: OrderStatus;
  /** Layout only (margin, grid placement). */
  className?: string | undefined;
}

/**
 * An order's status as a chip (spec section 4): its name in the buyer's language and a tone by
 * what it asks of the buyer. The name is text, never the colour alone. `data-status` carries the
 * number, for tests and print styles.
 */
export function OrderStatusBadge({ status, className }: OrderStatusBadgeProps) {
  const t = useMessages(orderStatusBadgeMessages);
  const name = orderStatusName(status);
  return (
    <Tag tone={ORDER_STATUS_TONES[name]} data-status={status} className={className}>
      {t(name)}
    </Tag>
  );
}
