import { INITIAL_ORDER_STATUS, ORDER_TRANSITIONS } from './orderLifecycle';
import { ORDER_STATUS, ORDER_STATUSES, orderStatusName, type OrderStatus } from './orderStatus';

/** The meaning column of spec section 4, for the diagram's state boxes. */
const MEANING: Record<OrderStatus, string> = {
  [ORDER_STATUS.WAIT_BUYER_PAY]: 'pending payment',
  [ORDER_STATUS.WAIT_SELLER_SEND]: 'waiting for delivery',
  [ORDER_STATUS.WAIT_BUYER_RECEIVER]: 'awaiting buyer receipt',
  [ORDER_STATUS.CONFIRM_GOODS_AND_HAS_SUBSIDY]: 'confirmed with subsidy',
  [ORDER_STATUS.CONFIRM_GOODS]: 'received',
  [ORDER_STATUS.SUCCESS]: 'completed',
  [ORDER_STATUS.CANCEL]: 'cancelled',
  [ORDER_STATUS.TERMINATED]: 'terminated',
  [ORDER_STATUS.CHINA_SHIPPING]: 'shipped within China',
  [ORDER_STATUS.LOGISTICS_PAYMENT]: 'second-stage sea-freight fee payable',
  [ORDER_STATUS.SEA_SHIPPING]: 'sea shipping',
  [ORDER_STATUS.TO_WAREHOUSE]: 'arrived at warehouse',
  [ORDER_STATUS.WAITING_PURCHASE]: 'waiting purchase',
};

/** Statuses no rule leads out of, except back to themselves. */
function finalStatuses(): OrderStatus[] {
  const leaving = new Set(
    ORDER_TRANSITIONS.flatMap((rule) => rule.from.filter((status) => status !== rule.to)),
  );
  return ORDER_STATUSES.filter((status) => !leaving.has(status));
}

/**
 * The order life cycle as a Mermaid `stateDiagram-v2`, drawn from `ORDER_TRANSITIONS` so the
 * picture in the README cannot drift from the rules. Each arrow reads "event / actors".
 */
export function orderLifecycleMermaid(): string {
  const lines = ['stateDiagram-v2'];
  for (const status of ORDER_STATUSES) {
    lines.push(`  ${orderStatusName(status)}: ${status} ${MEANING[status]}`);
  }
  lines.push(`  [*] --> ${orderStatusName(INITIAL_ORDER_STATUS)}`);
  for (const rule of ORDER_TRANSITIONS) {
    for (const from of rule.from) {
      lines.push(
        `  ${orderStatusName(from)} --> ${orderStatusName(rule.to)}: ${rule.event} / ${rule.actors.join(', ')}`,
      );
    }
  }
  for (const status of finalStatuses()) lines.push(`  ${orderStatusName(status)} --> [*]`);
  return `${lines.join('\n')}\n`;
}
